import { Badge, Group, Menu, Text } from '@mantine/core';
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { BENEFIT_TEXTS as T, MEMBERSHIP_AREA_TEXTS as A, MEMBERSHIP_MESSAGES } from '../../../contracts/memberships.messages.ts';
import { errorMessage } from '../../app/http.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { ACTIONS_META, listColumnHelper } from '../../ui/list/columns.ts';
import { DataTable } from '../../ui/list/DataTable.tsx';
import { ListPage, ListToolbar } from '../../ui/list/ListPage.tsx';
import { RowMenu } from '../../ui/RowMenu.tsx';
import { benefitsQuery, type BenefitView } from './api.ts';
import { appliesToLabel, discountLabel, usageLabel } from './labels.ts';
import { EmptyListText } from './MembershipStates.tsx';
import { useRowAction } from './useRowAction.ts';

function BenefitActions({ benefit, ownerId, username }: { benefit: BenefitView; ownerId: string; username: string }) {
  const { run, busy } = useRowAction(ownerId);
  return (
    <RowMenu label={A.rowActions(benefit.name)} loading={busy}>
      <Menu.Item
        leftSection={<IconPencil size={16} />}
        renderRoot={(props) => <Link to="/manage/$username/memberships/benefits/edit/$id" params={{ username, id: benefit.id }} {...props} />}
      >
        {A.edit}
      </Menu.Item>
      {benefit.archived ? (
        <Menu.Item
          leftSection={<IconPlayerPlay size={16} />}
          onClick={() => run('restoreBenefit', benefit.id, { done: T.activatedDone, failed: T.actionFailed })}
        >
          {T.activate}
        </Menu.Item>
      ) : (
        <Menu.Item
          leftSection={<IconPlayerPause size={16} />}
          onClick={() => run('archiveBenefit', benefit.id, { done: T.deactivatedDone, failed: T.actionFailed })}
        >
          {T.deactivate}
        </Menu.Item>
      )}
      <Menu.Item
        color="red"
        leftSection={<IconTrash size={16} />}
        onClick={() =>
          run('deleteBenefit', benefit.id, {
            done: T.deletedDone,
            failed: T.actionFailed,
            blocked: MEMBERSHIP_MESSAGES.benefitDeleteBlocked,
            confirm: { title: T.deleteTitle, message: T.deleteText(benefit.name), confirmLabel: A.delete },
          })
        }
      >
        {A.delete}
      </Menu.Item>
    </RowMenu>
  );
}

const col = listColumnHelper<BenefitView>();
const textCell = (text: string) => <Text fz="sm">{text}</Text>;

/** Descriptor (inactive badge), discount, usage limit, what it applies to, its tiers, redemptions and the row menu. */
function benefitColumns(ownerId: string, username: string) {
  return col.columns([
    col.display({
      id: 'name',
      header: T.descriptor,
      meta: { card: 'title' },
      cell: ({ row: { original: b } }) => (
        <Group gap="xs" wrap="nowrap">
          <Text fz="sm" fw={600} c={b.archived ? 'dimmed' : undefined}>
            {b.name}
          </Text>
          {b.archived ? (
            <Badge variant="light" color="gray" size="sm">
              {T.inactive}
            </Badge>
          ) : null}
        </Group>
      ),
    }),
    col.display({ id: 'discount', header: T.discount, cell: ({ row: { original: b } }) => textCell(discountLabel(b)) }),
    col.display({ id: 'usage', header: T.usageLimit, cell: ({ row: { original: b } }) => textCell(usageLabel(b)) }),
    col.display({ id: 'appliesTo', header: T.appliesTo, meta: { cardWide: true }, cell: ({ row: { original: b } }) => textCell(appliesToLabel(b)) }),
    col.display({
      id: 'tiers',
      header: T.tiers,
      meta: { cardWide: true },
      cell: ({ row: { original: b } }) => textCell(b.tiers.map((t) => t.name).join(', ')),
    }),
    col.display({ id: 'redeemed', header: T.redeemed, cell: ({ row: { original: b } }) => textCell(String(b.redeemed)) }),
    col.display({
      id: 'actions',
      meta: ACTIONS_META,
      cell: ({ row: { original: b } }) => <BenefitActions benefit={b} ownerId={ownerId} username={username} />,
    }),
  ]);
}

/** Memberships > Benefits (content-management 2.2): active and deactivated benefits. */
export function BenefitsTable({ ownerId, username }: { ownerId: string; username: string }) {
  const benefits = useQuery(benefitsQuery(ownerId));
  const columns = useMemo(() => benefitColumns(ownerId, username), [ownerId, username]);
  const empty = benefits.data?.data.length === 0;
  const addBenefit = (
    <ButtonLink to="/manage/$username/memberships/benefits/new" params={{ username }} leftSection={<IconPlus size={16} />}>
      {T.addBenefit}
    </ButtonLink>
  );
  return (
    <ListPage toolbar={empty ? null : <ListToolbar actions={addBenefit} />}>
      <DataTable
        label={T.tableLabel}
        columns={columns}
        rows={benefits.data?.data}
        getRowId={(b) => b.id}
        loading={benefits.isPending}
        error={benefits.isError ? errorMessage(benefits.error, T.loadFailed) : null}
        onRetry={() => void benefits.refetch()}
        emptyMessage={<EmptyListText title={T.emptyTitle} text={T.emptyText} />}
        emptyAction={addBenefit}
        rowAttributes={(b) => ({ 'data-testid': `benefit-row-${b.id}` })}
        skeletonRows={3}
        minWidth={760}
      />
    </ListPage>
  );
}
