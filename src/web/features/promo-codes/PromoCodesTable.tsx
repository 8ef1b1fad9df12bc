import { Badge, Menu, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PROMO_CODE_LIMITS, PROMO_CODE_MESSAGES, PROMO_LIST_TEXTS as T } from '../../../contracts/promo-codes.messages.ts';
import { notifyChange } from '../../app/notify.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { AnchorLink, ButtonLink } from '../../ui/links.tsx';
import { ACTIONS_META, listColumnHelper } from '../../ui/list/columns.ts';
import { DataTable } from '../../ui/list/DataTable.tsx';
import { listQueryState } from '../../ui/list/list-query-state.ts';
import { searchPatch } from '../../ui/list/list-params.ts';
import { ListFooter } from '../../ui/list/ListFooter.tsx';
import { ListPage, ListToolbar } from '../../ui/list/ListPage.tsx';
import { RowMenu } from '../../ui/RowMenu.tsx';
import { promoCodesQuery, useDeletePromoCode, type PromoCodeView } from './api.ts';
import { PROMO_SEARCH_MAX, type PromoCodesSearch } from './list-search.ts';
import { STATUS_COLORS, discountLabel, emptyListText, listSort, sortPatch, statusLabel, usesLabel } from './rows.ts';

/** Edit, or Delete after a confirmation; a refused deletion shows the server's message. */
function RowActions({ row, ownerId, username }: { row: PromoCodeView; ownerId: string; username: string }) {
  const remove = useDeletePromoCode(ownerId);
  const confirmDelete = async () => {
    const ok = await confirmAction({
      title: T.deleteQuestion(row.code),
      message: T.deleteText,
      confirmLabel: T.deleteConfirm,
      cancelLabel: T.cancel,
      danger: true,
    });
    if (!ok) return;
    await notifyChange(remove.mutateAsync(row.id), PROMO_CODE_MESSAGES.deleted, PROMO_CODE_MESSAGES.deleteFailed);
  };
  return (
    <RowMenu label={T.rowActions(row.code)} loading={remove.isPending}>
      <Menu.Item
        leftSection={<IconPencil size={16} />}
        renderRoot={(props) => <Link to="/manage/$username/marketing/global-promo-codes/edit/$id" params={{ username, id: row.id }} {...props} />}
      >
        {T.edit}
      </Menu.Item>
      <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => void confirmDelete()}>
        {T.delete}
      </Menu.Item>
    </RowMenu>
  );
}

const col = listColumnHelper<PromoCodeView>();
const plain = (text: string) => <Text fz="sm">{text}</Text>;

/** The spec's columns (content-management 2.6): Code (a link to its edit page), Discount, Uses, Status and the menu. */
function promoColumns(ownerId: string, username: string) {
  return col.columns([
    col.display({
      id: 'code',
      header: T.columns.code,
      enableSorting: true,
      meta: { card: 'title' },
      cell: ({ row: { original: row } }) => (
        <AnchorLink to="/manage/$username/marketing/global-promo-codes/edit/$id" params={{ username, id: row.id }} fz="sm" fw={600} ff="monospace">
          {row.code}
        </AnchorLink>
      ),
    }),
    col.display({ id: 'discount', header: T.columns.discount, enableSorting: true, cell: ({ row }) => plain(discountLabel(row.original)) }),
    col.display({ id: 'uses', header: T.columns.uses, enableSorting: true, cell: ({ row }) => plain(usesLabel(row.original)) }),
    col.display({
      id: 'status',
      header: T.columns.status,
      enableSorting: true,
      cell: ({ row: { original: row } }) => (
        <Badge size="sm" variant={row.status === 'active' ? 'filled' : 'light'} color={STATUS_COLORS[row.status]} tt="none" data-status={row.status}>
          {statusLabel(row)}
        </Badge>
      ),
    }),
    col.display({
      id: 'actions',
      meta: ACTIONS_META,
      cell: ({ row: { original: row } }) => <RowActions row={row} ownerId={ownerId} username={username} />,
    }),
  ]);
}

/**
 * Global promo codes (content-management 2.6): the owner's codes for all their events or by category, 10 a page,
 * searched and sorted by the server; 'No results' before the first code, 'No promo code found' for a search that finds none.
 */
export function PromoCodesTable({
  ownerId,
  username,
  search,
  onSearch,
}: {
  ownerId: string;
  username: string;
  search: PromoCodesSearch;
  onSearch: (patch: PromoCodesSearch) => void;
}) {
  const page = search.page ?? 1;
  const sort = listSort(search);
  const perPage = PROMO_CODE_LIMITS.pageSize;
  const result = useQuery(promoCodesQuery(ownerId, { page, perPage, query: search.search, sort: sort.id, direction: sort.desc ? 'desc' : 'asc' }));
  const columns = useMemo(() => promoColumns(ownerId, username), [ownerId, username]);

  return (
    <ListPage
      toolbar={
        <ListToolbar
          search={{
            label: T.search,
            placeholder: T.search,
            value: search.search,
            onSearch: (text) => onSearch({ ...search, ...searchPatch(text ?? '') }),
            maxLength: PROMO_SEARCH_MAX,
          }}
          actions={
            <>
              <ButtonLink
                to="/manage/$username/marketing/global-promo-codes/bulk-import"
                params={{ username }}
                variant="default"
                leftSection={<IconUpload size={16} />}
              >
                {T.bulkImport}
              </ButtonLink>
              <ButtonLink to="/manage/$username/marketing/global-promo-codes/new" params={{ username }} leftSection={<IconPlus size={16} />}>
                {T.addCode}
              </ButtonLink>
            </>
          }
        />
      }
      footer={
        <ListFooter total={result.data?.totalCount} perPage={perPage} page={page} noun={T.noun} onPage={(p) => onSearch({ ...search, page: p })} />
      }
    >
      <DataTable
        label={T.title}
        columns={columns}
        rows={result.data?.data}
        getRowId={(row) => row.id}
        {...listQueryState(result, PROMO_CODE_MESSAGES.listFailed)}
        emptyMessage={emptyListText(search)}
        sort={sort}
        onSort={(next) => onSearch({ ...search, ...sortPatch(next) })}
        rowAttributes={(row) => ({ 'data-testid': `promo-code-row-${row.code}` })}
        skeletonRows={perPage}
      />
    </ListPage>
  );
}
