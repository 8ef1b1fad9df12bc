import { Anchor, Badge, Box, Menu, Select, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, type CSSProperties } from 'react';
import { MEMBERSHIPS_ENDPOINTS } from '../../../contracts/memberships.endpoints.ts';
import {
  MEMBER_STATUS_FILTERS,
  MEMBER_STATUS_TEXTS,
  MEMBER_TEXTS as T,
  MEMBERS_COLUMN_WIDTHS,
  MEMBERS_EXPORT,
  MEMBERS_PAGE_SIZE,
  MEMBERSHIP_AREA_TEXTS as A,
  MEMBERSHIP_MESSAGES,
} from '../../../contracts/memberships.messages.ts';
import type { MemberStatusFilter } from '../../../domain/memberships.ts';
import { enumParam } from '../../app/search-params.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { ACTIONS_META, listColumnHelper } from '../../ui/list/columns.ts';
import { DataTable } from '../../ui/list/DataTable.tsx';
import { listQueryState } from '../../ui/list/list-query-state.ts';
import { searchPatch } from '../../ui/list/list-params.ts';
import { ListActionsMenu } from '../../ui/list/ListActionsMenu.tsx';
import { ListFooter } from '../../ui/list/ListFooter.tsx';
import { ListPage, ListToolbar } from '../../ui/list/ListPage.tsx';
import { RowMenu } from '../../ui/RowMenu.tsx';
import { membersQuery, tiersQuery, type MemberView } from './api.ts';
import { MEMBER_STATUS_COLORS, memberStatusText, memberTableName, patronPath, priceLabel, tierFilterOptions } from './labels.ts';
import classes from './members.module.css';
import { useRowAction } from './useRowAction.ts';

/** The members list's address: ?page, ?search, ?status and ?tierId (defaults leave it). */
export interface MembersSearch {
  page?: number;
  search?: string;
  status?: MemberStatusFilter;
  tierId?: string;
}

const ALL = 'all';
const statusFilter = enumParam(MEMBER_STATUS_FILTERS);
const STATUS_OPTIONS = MEMBER_STATUS_FILTERS.map((value) => ({ value, label: MEMBER_STATUS_TEXTS.filters[value] }));
const WIDTHS = Object.fromEntries(MEMBERS_COLUMN_WIDTHS.map((w, i) => [`--members-col-${i + 1}`, w])) as CSSProperties;

function MemberActions({ member, ownerId, username }: { member: MemberView; ownerId: string; username: string }) {
  const { run, busy } = useRowAction(ownerId);
  if (member.stripeSubscription) {
    return (
      <RowMenu label={A.rowActions(member.userName || member.userEmail)}>
        <Text fz="sm" p="xs" maw={260}>
          {MEMBERSHIP_MESSAGES.providerMember}
        </Text>
      </RowMenu>
    );
  }
  return (
    <RowMenu label={A.rowActions(member.userName || member.userEmail)} loading={busy}>
      <Menu.Item
        leftSection={<IconPencil size={16} />}
        renderRoot={(props) => <Link to="/manage/$username/memberships/members/edit/$id" params={{ username, id: member.id }} {...props} />}
      >
        {A.edit}
      </Menu.Item>
      <Menu.Item
        color="red"
        leftSection={<IconTrash size={16} />}
        onClick={() =>
          run('deleteMember', member.id, {
            done: T.removedDone,
            failed: T.removeFailed,
            confirm: { title: T.removeTitle, message: T.removeText(member.userName || member.userEmail), confirmLabel: T.remove },
          })
        }
      >
        {T.remove}
      </Menu.Item>
    </RowMenu>
  );
}

const col = listColumnHelper<MemberView>();

/** Member (name cut at 20, linked to the patron's report, and e-mail), tier and price, status, and the row menu. */
function memberColumns(ownerId: string, username: string) {
  return col.columns([
    col.display({
      id: 'member',
      header: T.member,
      meta: { card: 'title' },
      cell: ({ row: { original: m } }) => (
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={patronPath(username, m) as never} fz="sm" fw={600} title={m.userName} truncate>
            {memberTableName(m)}
          </Anchor>
          <Text fz="xs" c="dimmed" truncate title={m.userEmail}>
            {m.userEmail}
          </Text>
        </Stack>
      ),
    }),
    col.display({
      id: 'tier',
      header: T.tier,
      cell: ({ row: { original: m } }) => (
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fz="sm" truncate title={m.tierName}>
            {m.tierName}
          </Text>
          <Text fz="xs" c="dimmed">
            {priceLabel(m.priceAmount, m.currency, m.priceInterval)}
          </Text>
        </Stack>
      ),
    }),
    col.display({
      id: 'status',
      header: T.status,
      cell: ({ row: { original: m } }) => (
        <Badge variant="light" color={MEMBER_STATUS_COLORS[m.display.kind]} tt="none">
          {memberStatusText(m.display)}
        </Badge>
      ),
    }),
    col.display({
      id: 'actions',
      meta: ACTIONS_META,
      cell: ({ row: { original: m } }) => <MemberActions member={m} ownerId={ownerId} username={username} />,
    }),
  ]);
}

/** Memberships > Members (content-management 2.2): 10 a page, filtered by status and tier, searched, exported as CSV. */
export function MembersTable({
  ownerId,
  username,
  search,
  onSearch,
}: {
  ownerId: string;
  username: string;
  search: MembersSearch;
  onSearch: (patch: MembersSearch) => void;
}) {
  const page = search.page ?? 1;
  const filters = { status: search.status ?? ALL, tierId: search.tierId, search: search.search };
  const result = useQuery(membersQuery(ownerId, { ...filters, page }));
  const tiers = useQuery(tiersQuery(ownerId));
  const columns = useMemo(() => memberColumns(ownerId, username), [ownerId, username]);
  const tierOptions = useMemo(() => [{ value: ALL, label: T.allTiers }, ...tierFilterOptions(tiers.data?.data ?? [])], [tiers.data]);

  const filterControls = (
    <>
      <Select
        aria-label={T.statusFilter}
        data={STATUS_OPTIONS}
        value={filters.status}
        onChange={(v) => onSearch({ ...search, status: v === ALL ? undefined : statusFilter(v), page: undefined })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        w={{ base: 'calc(50% - 6px)', sm: 140 }}
      />
      <Select
        aria-label={T.tierFilter}
        data={tierOptions}
        value={search.tierId ?? ALL}
        onChange={(v) => onSearch({ ...search, tierId: v && v !== ALL ? v : undefined, page: undefined })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        w={{ base: 'calc(50% - 6px)', sm: 170 }}
      />
    </>
  );

  return (
    <ListPage
      toolbar={
        <ListToolbar
          search={{
            label: T.searchLabel,
            placeholder: T.searchPlaceholder,
            value: search.search,
            onSearch: (text) => onSearch({ ...search, ...searchPatch(text ?? '') }),
          }}
          filters={filterControls}
          actions={
            <>
              <ButtonLink to="/manage/$username/memberships/members/new" params={{ username }} leftSection={<IconUserPlus size={16} />}>
                {T.addMember}
              </ButtonLink>
              <ListActionsMenu
                csv={{ path: MEMBERSHIPS_ENDPOINTS.membersCsv.path, query: { ownerId, ...filters }, fileName: `${MEMBERS_EXPORT.fileName}.csv` }}
              />
            </>
          }
        />
      }
      footer={
        <ListFooter
          total={result.data?.totalCount}
          perPage={MEMBERS_PAGE_SIZE}
          page={page}
          noun={T.noun}
          onPage={(p) => onSearch({ ...search, page: p })}
        />
      }
    >
      <Box className={classes.widths} style={WIDTHS}>
        <DataTable
          label={T.tableLabel}
          columns={columns}
          rows={result.data?.data}
          getRowId={(m) => m.id}
          {...listQueryState(result, T.loadFailed)}
          emptyMessage={search.search || search.status || search.tierId ? undefined : T.emptyText}
          rowAttributes={(m) => ({ 'data-testid': `member-row-${m.id}` })}
          skeletonRows={MEMBERS_PAGE_SIZE}
        />
      </Box>
    </ListPage>
  );
}
