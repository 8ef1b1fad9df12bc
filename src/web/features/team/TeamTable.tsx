import { Avatar, Badge, Group, Menu, Text } from '@mantine/core';
import { IconMail, IconPencil, IconTrash, IconUserPlus, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { unableTo } from '../../../contracts/errors.messages.ts';
import { TEAM_MESSAGES, TEAM_PAGE_SIZE, TEAM_TABLE_TEXTS as T } from '../../../contracts/team.messages.ts';
import { TRUNCATE, truncate } from '../../../domain/text.ts';
import { notifyChange } from '../../app/notify.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { ButtonLink } from '../../ui/links.tsx';
import { ACTIONS_META, listColumnHelper } from '../../ui/list/columns.ts';
import { DataTable } from '../../ui/list/DataTable.tsx';
import { listQueryState } from '../../ui/list/list-query-state.ts';
import { searchPatch } from '../../ui/list/list-params.ts';
import { ListFooter } from '../../ui/list/ListFooter.tsx';
import { ListPage, ListToolbar } from '../../ui/list/ListPage.tsx';
import { RowMenu } from '../../ui/RowMenu.tsx';
import { teamPageQuery, useCancelInvitation, useRemoveTeamMember, useResendInvitation } from './api.ts';
import { teamRows, type TeamRow } from './rows.ts';

/** The team list's address: ?search and ?page (page 1 and a blank search leave it). */
export interface TeamSearch {
  search?: string;
  page?: number;
}

function RowActions({ row, ownerId, username }: { row: TeamRow; ownerId: string; username: string }) {
  const remove = useRemoveTeamMember(ownerId);
  const cancel = useCancelInvitation(ownerId);
  const resend = useResendInvitation(ownerId);
  if (row.owner) return null;

  const run = (mutation: typeof remove, done: string, failed: string) => notifyChange(mutation.mutateAsync(row.id), done, failed);

  const removeMember = async () => {
    const ok = await confirmAction({
      title: TEAM_MESSAGES.removeQuestion,
      message: T.removeWarning(row.name),
      confirmLabel: TEAM_MESSAGES.removeConfirm,
      danger: true,
    });
    if (!ok) return;
    run(remove, TEAM_MESSAGES.removed, TEAM_MESSAGES.removeFailed);
  };

  return (
    <RowMenu label={T.rowActions(row.name)} loading={remove.isPending || cancel.isPending || resend.isPending}>
      {row.kind === 'invitation' ? (
        <>
          <Menu.Item
            leftSection={<IconMail size={16} />}
            onClick={() => run(resend, TEAM_MESSAGES.invitationResent, TEAM_MESSAGES.invitationResendFailed)}
          >
            {T.resendInvitation}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconX size={16} />}
            onClick={() => run(cancel, TEAM_MESSAGES.invitationCancelled, TEAM_MESSAGES.invitationCancelFailed)}
          >
            {T.cancelInvitation}
          </Menu.Item>
        </>
      ) : (
        <>
          <Menu.Item
            leftSection={<IconPencil size={16} />}
            renderRoot={(props) => <Link to="/manage/$username/settings/team/edit/$id" params={{ username, id: row.id }} {...props} />}
          >
            {T.edit}
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => void removeMember()}>
            {T.remove}
          </Menu.Item>
        </>
      )}
    </RowMenu>
  );
}

const col = listColumnHelper<TeamRow>();

/** The spec's columns: name (avatar, cut at 20), status (Owner, Invited or none), handle, type, and the row menu. */
function teamColumns(ownerId: string, username: string, canEdit: boolean) {
  return col.columns([
    col.display({
      id: 'name',
      header: T.name,
      meta: { card: 'title' },
      cell: ({ row: { original: row } }) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={row.avatar} name={row.name} color="initials" radius={row.type === T.organization ? 'sm' : 'xl'} size={32} />
          <Text fz="sm" fw={500} title={row.name}>
            {truncate(row.name, TRUNCATE.teamName)}
          </Text>
        </Group>
      ),
    }),
    col.display({
      id: 'status',
      header: T.status,
      meta: { card: 'title' },
      cell: ({ row: { original: row } }) =>
        row.status ? (
          <Badge variant="light" color={row.status === T.owner ? 'violet' : 'yellow'}>
            {row.status}
          </Badge>
        ) : null,
    }),
    col.display({
      id: 'handle',
      header: T.handle,
      meta: { cardWide: true },
      cell: ({ row: { original: row } }) => (
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {row.handle}
        </Text>
      ),
    }),
    col.display({ id: 'type', header: T.type, cell: ({ row: { original: row } }) => <Text fz="sm">{row.type}</Text> }),
    ...(canEdit
      ? [
          col.display({
            id: 'actions',
            meta: ACTIONS_META,
            cell: ({ row: { original: row } }) => <RowActions row={row} ownerId={ownerId} username={username} />,
          }),
        ]
      : []),
  ]);
}

const rowId = (row: TeamRow) => `${row.kind}-${row.id}`;

/** Settings > Team list (accounts-and-reporting 2.2): searched and paged by the server, 10 a page. */
export function TeamTable({
  ownerId,
  username,
  canEdit,
  search,
  onSearch,
}: {
  ownerId: string;
  username: string;
  /** A member without the admin role sees the team but no way to change it (the server would refuse). */
  canEdit: boolean;
  search: TeamSearch;
  onSearch: (patch: TeamSearch) => void;
}) {
  const page = search.page ?? 1;
  const result = useQuery(teamPageQuery(ownerId, { page, search: search.search }));
  const rows = useMemo(() => (result.data ? teamRows(result.data) : undefined), [result.data]);
  const columns = useMemo(() => teamColumns(ownerId, username, canEdit), [ownerId, username, canEdit]);

  return (
    <ListPage
      maw={1000}
      toolbar={
        <ListToolbar
          search={{
            label: T.searchLabel,
            placeholder: T.searchPlaceholder,
            value: search.search,
            onSearch: (text) => onSearch(searchPatch(text ?? '')),
          }}
          actions={
            canEdit ? (
              <ButtonLink to="/manage/$username/settings/team/new" params={{ username }} leftSection={<IconUserPlus size={16} />}>
                {T.addMember}
              </ButtonLink>
            ) : undefined
          }
        />
      }
      footer={
        <ListFooter
          total={result.data?.totalCount}
          perPage={TEAM_PAGE_SIZE}
          page={page}
          noun={T.noun}
          onPage={(p) => onSearch({ ...search, page: p })}
        />
      }
    >
      <DataTable
        label={T.tableLabel}
        columns={columns}
        rows={rows}
        getRowId={rowId}
        {...listQueryState(result, unableTo('load the team'))}
        skeletonRows={4}
      />
    </ListPage>
  );
}
