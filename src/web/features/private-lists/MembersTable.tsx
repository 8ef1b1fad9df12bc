import { Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LIST_MANAGE_TEXTS as T, PRIVATE_LIST_LIMITS } from '../../../contracts/private-lists.messages.ts';
import { notifyChange } from '../../app/notify.ts';
import { listColumnHelper } from '../../ui/list/columns.ts';
import { DataTable } from '../../ui/list/DataTable.tsx';
import { listQueryState } from '../../ui/list/list-query-state.ts';
import { searchPatch } from '../../ui/list/list-params.ts';
import { ListFooter } from '../../ui/list/ListFooter.tsx';
import { ListPage, ListToolbar } from '../../ui/list/ListPage.tsx';
import { membersQuery, useRemoveMember, type ListMemberView, type PrivateListView } from './api.ts';
import { FailureModal, type Failure } from './FailureModal.tsx';
import { MembersActions } from './MembersActions.tsx';
import type { MembersSearch } from './list-search.ts';

const PER_PAGE = PRIVATE_LIST_LIMITS.membersPerPage;

/** Remove (content-management 4): a spinner on this row's button, disabled until the call is done. */
function RemoveButton({
  row,
  ownerId,
  list,
  onFailure,
}: {
  row: ListMemberView;
  ownerId: string;
  list: PrivateListView;
  onFailure: (f: Failure) => void;
}) {
  const remove = useRemoveMember(ownerId, list.id);
  return (
    <Button
      size="compact-sm"
      variant="light"
      color="red"
      aria-label={T.removeLabel(row.email)}
      loading={remove.isPending}
      disabled={remove.isPending}
      onClick={() =>
        void notifyChange(remove.mutateAsync(row.id), T.removed, () =>
          onFailure({ title: T.removeFailedTitle(list.name), message: T.removeFailedText }),
        )
      }
    >
      {T.remove}
    </Button>
  );
}

const col = listColumnHelper<ListMemberView>();

function memberColumns(ownerId: string, list: PrivateListView, onFailure: (f: Failure) => void) {
  return col.columns([
    col.display({
      id: 'email',
      header: T.columns.email,
      meta: { card: 'title' },
      cell: ({ row: { original: row } }) => (
        <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {row.email}
        </Text>
      ),
    }),
    // On a phone the name sits under the address: an address without a verified account has no name, and an empty
    // labelled field would be left.
    col.display({
      id: 'name',
      header: T.columns.name,
      meta: { card: 'title' },
      cell: ({ row: { original: row } }) => (row.name ? <Text fz="sm">{row.name}</Text> : null),
    }),
    col.display({
      id: 'action',
      header: T.columns.action,
      meta: { card: 'corner', align: 'right' },
      cell: ({ row: { original: row } }) => <RemoveButton row={row} ownerId={ownerId} list={list} onFailure={onFailure} />,
    }),
  ]);
}

/**
 * A list's people (content-management 2.5 Manage list): 10 a page, searched by the server on the e-mail and the
 * name; Add Emails, Bulk Import and the Export CSV menu above them.
 */
export function MembersTable({
  ownerId,
  username,
  list,
  search,
  onSearch,
}: {
  ownerId: string;
  username: string;
  list: PrivateListView;
  search: MembersSearch;
  onSearch: (patch: MembersSearch) => void;
}) {
  const page = search.page ?? 1;
  const result = useQuery(membersQuery(ownerId, list.id, { page, search: search.search }));
  const [failure, setFailure] = useState<Failure | null>(null);
  const columns = useMemo(() => memberColumns(ownerId, list, setFailure), [ownerId, list]);

  return (
    <ListPage
      toolbar={
        <ListToolbar
          search={{
            label: T.searchLabel,
            placeholder: T.searchPlaceholder,
            value: search.search,
            onSearch: (text) => onSearch(searchPatch(text ?? '')),
          }}
          actions={<MembersActions ownerId={ownerId} username={username} list={list} />}
        />
      }
      footer={
        <ListFooter
          total={result.data?.totalCount}
          perPage={result.data?.perPage ?? PER_PAGE}
          page={page}
          noun={T.noun}
          onPage={(p) => onSearch({ page: p })}
        />
      }
    >
      <DataTable
        label={T.tableLabel}
        columns={columns}
        rows={result.data?.data}
        getRowId={(row) => row.id}
        {...listQueryState(result, T.fetchFailed)}
        emptyMessage={T.noResults}
        rowAttributes={(row) => ({ 'data-testid': `member-row-${row.id}` })}
        skeletonRows={PER_PAGE}
      />
      <FailureModal failure={failure} okLabel={T.ok} onClose={() => setFailure(null)} />
    </ListPage>
  );
}
