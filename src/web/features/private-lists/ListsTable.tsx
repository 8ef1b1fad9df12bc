import { Menu, Text } from '@mantine/core';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { PRIVATE_LISTS_TEXTS as T } from '../../../contracts/private-lists.messages.ts';
import { errorMessage } from '../../app/http.ts';
import { notifyChange } from '../../app/notify.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { AnchorLink, ButtonLink } from '../../ui/links.tsx';
import { ACTIONS_META, listColumnHelper } from '../../ui/list/columns.ts';
import { DataTable } from '../../ui/list/DataTable.tsx';
import { listQueryState } from '../../ui/list/list-query-state.ts';
import { countLabel } from '../../ui/list/list-params.ts';
import { ListPage, ListToolbar } from '../../ui/list/ListPage.tsx';
import { RowMenu } from '../../ui/RowMenu.tsx';
import { listsQuery, useDeleteList, type PrivateListView } from './api.ts';
import { FailureModal, type Failure } from './FailureModal.tsx';
import type { ListsSearch } from './list-search.ts';
import { listDateLabel, listsSort, listsSortPatch, sortLists } from './rows.ts';

/** A row's menu: View, Rename and Delete (always offered; a refused delete says why in the failure modal). */
function RowActions({
  row,
  ownerId,
  username,
  onFailure,
}: {
  row: PrivateListView;
  ownerId: string;
  username: string;
  onFailure: (f: Failure) => void;
}) {
  const remove = useDeleteList(ownerId);
  const params = { username, id: row.id };

  const deleteList = async () => {
    const ok = await confirmAction({
      title: T.deleteQuestion,
      message: T.deleteText,
      confirmLabel: T.deleteConfirm,
      cancelLabel: T.cancel,
      danger: true,
    });
    if (!ok) return;
    await notifyChange(remove.mutateAsync(row.id), T.deleted, (error) =>
      onFailure({ title: T.deleteFailedTitle(row.name), message: T.deleteFailedText(errorMessage(error, T.deleteFailed)) }),
    );
  };

  return (
    <RowMenu label={T.rowActions(row.name)} loading={remove.isPending}>
      <Menu.Item
        leftSection={<IconEye size={16} />}
        renderRoot={(props) => <Link to="/manage/$username/lists/manage/$id" params={params} {...props} />}
      >
        {T.view}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconPencil size={16} />}
        renderRoot={(props) => <Link to="/manage/$username/lists/manage/$id/edit" params={params} {...props} />}
      >
        {T.rename}
      </Menu.Item>
      <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => void deleteList()}>
        {T.delete}
      </Menu.Item>
    </RowMenu>
  );
}

const col = listColumnHelper<PrivateListView>();

function listColumns(ownerId: string, username: string, onFailure: (f: Failure) => void) {
  return col.columns([
    col.display({
      id: 'name',
      header: T.columns.name,
      enableSorting: true,
      meta: { card: 'title' },
      cell: ({ row: { original: row } }) => (
        <AnchorLink to="/manage/$username/lists/manage/$id" params={{ username, id: row.id }} fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {row.name}
        </AnchorLink>
      ),
    }),
    col.display({
      id: 'userCount',
      header: T.columns.userCount,
      enableSorting: true,
      cell: ({ row: { original: row } }) => <Text fz="sm">{row.userCount.toLocaleString()}</Text>,
    }),
    col.display({
      id: 'createdAt',
      header: T.columns.createdAt,
      enableSorting: true,
      cell: ({ row: { original: row } }) => <Text fz="sm">{listDateLabel(row.createdAt)}</Text>,
    }),
    col.display({
      id: 'actions',
      meta: ACTIONS_META,
      cell: ({ row: { original: row } }) => <RowActions row={row} ownerId={ownerId} username={username} onFailure={onFailure} />,
    }),
  ]);
}

/**
 * The Private Access Lists overview (content-management 2.5): every list of the owner, searched by the server
 * (300 ms after typing) and sorted here by name, people count or creation date.
 */
export function ListsTable({
  ownerId,
  username,
  search,
  onSearch,
}: {
  ownerId: string;
  username: string;
  search: ListsSearch;
  onSearch: (patch: ListsSearch) => void;
}) {
  const result = useQuery(listsQuery(ownerId, search.search));
  const [failure, setFailure] = useState<Failure | null>(null);
  const sort = listsSort(search);
  const { id: sortBy, desc } = sort;
  const rows = useMemo(() => (result.data ? sortLists(result.data.data, { id: sortBy, desc }) : undefined), [result.data, sortBy, desc]);
  const columns = useMemo(() => listColumns(ownerId, username, setFailure), [ownerId, username]);

  return (
    <ListPage
      toolbar={
        <ListToolbar
          search={{ label: T.searchLabel, placeholder: T.searchPlaceholder, value: search.search, onSearch: (text) => onSearch({ search: text }) }}
          actions={
            <ButtonLink to="/manage/$username/lists/new" params={{ username }} leftSection={<IconPlus size={16} />}>
              {T.addList}
            </ButtonLink>
          }
        />
      }
      footer={
        rows?.length ? (
          <Text fz="sm" c="dimmed" mt="md" aria-live="polite">
            {countLabel(rows.length, ...T.noun)}
          </Text>
        ) : null
      }
    >
      <DataTable
        label={T.tableLabel}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        {...listQueryState(result, T.loadFailed)}
        emptyMessage={T.noResults}
        sort={sort}
        onSort={(next) => onSearch(listsSortPatch(next))}
        rowAttributes={(row) => ({ 'data-testid': `list-row-${row.id}` })}
      />
      <FailureModal failure={failure} okLabel={T.ok} onClose={() => setFailure(null)} />
    </ListPage>
  );
}
