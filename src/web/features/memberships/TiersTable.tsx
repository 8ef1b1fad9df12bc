import { Badge, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { IconEye, IconEyeOff, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { MEMBERSHIP_AREA_TEXTS as A, MEMBERSHIP_MESSAGES, TIER_TABLE_TEXTS as T } from '../../../contracts/memberships.messages.ts';
import { formatMoney } from '../../../domain/money.ts';
import { errorMessage } from '../../app/http.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { ACTIONS_META, listColumnHelper } from '../../ui/list/columns.ts';
import { DataTable } from '../../ui/list/DataTable.tsx';
import { ListPage, ListToolbar } from '../../ui/list/ListPage.tsx';
import { RowMenu } from '../../ui/RowMenu.tsx';
import { membershipSettingsQuery, tiersQuery, type TierView } from './api.ts';
import { capacityLabel, tierPriceLabels } from './labels.ts';
import { EmptyListText, PayoutsFirstAlert } from './MembershipStates.tsx';
import { useRowAction } from './useRowAction.ts';

function TierActions({ tier, ownerId, username }: { tier: TierView; ownerId: string; username: string }) {
  const { run, busy } = useRowAction(ownerId);
  return (
    <RowMenu label={A.rowActions(tier.name)} loading={busy}>
      <Menu.Item
        leftSection={<IconPencil size={16} />}
        renderRoot={(props) => <Link to="/manage/$username/memberships/tiers/edit/$id" params={{ username, id: tier.id }} {...props} />}
      >
        {A.edit}
      </Menu.Item>
      {tier.archived ? (
        <Menu.Item leftSection={<IconEye size={16} />} onClick={() => run('restoreTier', tier.id, { done: T.restoredDone, failed: T.actionFailed })}>
          {T.restore}
        </Menu.Item>
      ) : (
        <Menu.Item leftSection={<IconEyeOff size={16} />} onClick={() => run('archiveTier', tier.id, { done: T.hiddenDone, failed: T.actionFailed })}>
          {T.hide}
        </Menu.Item>
      )}
      <Menu.Item
        color="red"
        leftSection={<IconTrash size={16} />}
        onClick={() =>
          run('deleteTier', tier.id, {
            done: T.deletedDone,
            failed: T.actionFailed,
            blocked: MEMBERSHIP_MESSAGES.tierDeleteBlocked,
            confirm: { title: T.deleteTitle, message: T.deleteText(tier.name), confirmLabel: A.delete },
          })
        }
      >
        {A.delete}
      </Menu.Item>
    </RowMenu>
  );
}

const col = listColumnHelper<TierView>();

/** The spec's tier list: name (hidden badge), prices, members, revenue, capacity and the row menu. */
function tierColumns(ownerId: string, username: string) {
  return col.columns([
    col.display({
      id: 'name',
      header: T.name,
      meta: { card: 'title' },
      cell: ({ row: { original: tier } }) => (
        <Group gap="xs" wrap="nowrap">
          <Text fz="sm" fw={600} c={tier.archived ? 'dimmed' : undefined}>
            {tier.name}
          </Text>
          {tier.archived ? (
            <Badge variant="light" color="gray" size="sm">
              {T.hidden}
            </Badge>
          ) : null}
        </Group>
      ),
    }),
    col.display({
      id: 'prices',
      header: T.prices,
      cell: ({ row: { original: tier } }) => (
        <Stack gap={0}>
          {tierPriceLabels(tier).map((label) => (
            <Text key={label} fz="sm">
              {label}
            </Text>
          ))}
        </Stack>
      ),
    }),
    col.display({ id: 'members', header: T.members, cell: ({ row: { original: tier } }) => <Text fz="sm">{tier.membersCount}</Text> }),
    col.display({
      id: 'revenue',
      header: T.revenue,
      cell: ({ row: { original: tier } }) => <Text fz="sm">{formatMoney(tier.revenue, tier.currency)}</Text>,
    }),
    col.display({
      id: 'capacity',
      header: T.capacity,
      meta: { cardWide: true },
      cell: ({ row: { original: tier } }) => <Text fz="sm">{capacityLabel(tier)}</Text>,
    }),
    col.display({
      id: 'actions',
      meta: ACTIONS_META,
      cell: ({ row: { original: tier } }) => <TierActions tier={tier} ownerId={ownerId} username={username} />,
    }),
  ]);
}

/** Memberships > Tiers (content-management 2.2): every tier, hidden ones too; adding needs a connected payout account. */
export function TiersTable({ ownerId, username }: { ownerId: string; username: string }) {
  const tiers = useQuery(tiersQuery(ownerId));
  const settings = useQuery(membershipSettingsQuery(ownerId));
  const columns = useMemo(() => tierColumns(ownerId, username), [ownerId, username]);
  const notConnected = settings.data ? !settings.data.stripeConnected : false;
  // An empty list offers the button in its empty state instead of the toolbar.
  const empty = tiers.data?.data.length === 0;

  const addTier = (
    <Tooltip label={MEMBERSHIP_MESSAGES.payoutsFirst} disabled={!notConnected} withArrow>
      {/* A disabled button takes no pointer events: the wrapper keeps the tooltip. */}
      <span>
        <ButtonLink
          to="/manage/$username/memberships/tiers/new"
          params={{ username }}
          leftSection={<IconPlus size={16} />}
          disabled={notConnected || settings.isPending}
          aria-disabled={notConnected || undefined}
          onClick={(e) => {
            if (notConnected) e.preventDefault();
          }}
        >
          {T.addTier}
        </ButtonLink>
      </span>
    </Tooltip>
  );

  return (
    <ListPage above={notConnected ? <PayoutsFirstAlert username={username} /> : null} toolbar={empty ? null : <ListToolbar actions={addTier} />}>
      <DataTable
        label={T.tableLabel}
        columns={columns}
        rows={tiers.data?.data}
        getRowId={(tier) => tier.id}
        loading={tiers.isPending}
        error={tiers.isError ? errorMessage(tiers.error, T.loadFailed) : null}
        onRetry={() => void tiers.refetch()}
        emptyMessage={<EmptyListText title={T.emptyTitle} text={T.emptyText} />}
        emptyAction={addTier}
        rowAttributes={(tier) => ({ 'data-testid': `tier-row-${tier.id}` })}
        skeletonRows={3}
      />
    </ListPage>
  );
}
