import { Badge, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  ORDER_STATUS_LABELS,
  ORDERS_TEXTS as O,
  REPORTING_DATE_FORMATS,
  REPORTING_LIMITS,
  REPORTING_PAGE_TEXTS as P,
  REPORTING_TEXTS,
} from '../../../contracts/reporting.messages.ts';
import { AnchorLink } from '../../ui/links.tsx';
import { listColumnHelper } from '../../ui/list/columns.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { ordersQuery, type OrderRow } from './api.ts';
import { cut, ORDER_STATUS_COLORS, paymentMethodLabel, personName, reportDate } from './format.ts';
import { Money } from './Money.tsx';
import { reportPageSize, ReportList, type ReportListProps, type ReportSpec } from './ReportList.tsx';
import { listSortOf, ORDERS_DEFAULT_SORT, type OrdersSearch } from './search.ts';

const col = listColumnHelper<OrderRow>();
const CUT = REPORTING_LIMITS.truncate;

/** A cut text with the whole of it on hover. */
function Cut({ text, max }: { text: string; max: number }) {
  const { shown, title } = cut(text, max);
  return (
    <Text fz="sm" title={title}>
      {shown}
    </Text>
  );
}

/**
 * The spec's columns (accounts-and-reporting 2.3): the date (the link to the order), customer (cut at 20), product
 * (23), amount, status (12) and payment method ('Comp (Free)', 'N/A'). Sortable where the API sorts.
 */
function orderColumns(zone: string | undefined, username: string) {
  return col.columns([
    col.display({
      id: 'date',
      header: O.columns.date,
      enableSorting: true,
      meta: { card: 'title' },
      cell: ({ row: { original: row } }) => (
        <AnchorLink to="/manage/$username/reporting/orders/$id" params={{ username, id: row.id }} fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {reportDate(row.date, REPORTING_DATE_FORMATS.orderDetail, zone)}
        </AnchorLink>
      ),
    }),
    col.display({
      id: 'customer',
      header: O.columns.customer,
      enableSorting: true,
      cell: ({ row: { original: row } }) => <Cut text={personName(row.userFirstName, row.userLastName, row.userEmail)} max={CUT.orderCustomer} />,
    }),
    col.display({
      id: 'productName',
      header: O.columns.product,
      enableSorting: true,
      cell: ({ row: { original: row } }) => <Cut text={row.productName} max={CUT.orderProduct} />,
    }),
    col.display({
      id: 'amount',
      header: O.columns.amount,
      enableSorting: true,
      meta: { align: 'right' },
      cell: ({ row: { original: row } }) => <Money minor={row.amount} currency={row.currency} />,
    }),
    col.display({
      id: 'status',
      header: O.columns.status,
      enableSorting: true,
      meta: { card: 'corner' },
      cell: ({ row: { original: row } }) => {
        const { shown, title } = cut(ORDER_STATUS_LABELS[row.status], CUT.orderStatus);
        return (
          <Badge size="sm" variant="light" color={ORDER_STATUS_COLORS[row.status]} tt="none" title={title}>
            {shown}
          </Badge>
        );
      },
    }),
    col.display({
      id: 'paymentMethod',
      header: O.columns.paymentMethod,
      cell: ({ row: { original: row } }) => <Text fz="sm">{paymentMethodLabel(row.paymentMethod)}</Text>,
    }),
  ]);
}

const ORDERS_REPORT: ReportSpec<OrderRow> = {
  kind: 'orders',
  columns: orderColumns,
  rowId: (row) => row.id,
  rowTestId: (row) => `order-row-${row.id}`,
  minWidth: 760,
};

/**
 * Reporting > Orders (accounts-and-reporting 2.3): every order of every product, 50 a page, searched and sorted by the
 * server, with Export CSV. On a patron page (`patron`): that patron's orders, 10 a page, without search or export.
 */
export function OrdersTable({ patron, ...list }: ReportListProps<OrdersSearch> & { patron?: { userId?: string; email?: string } }) {
  const { ownerId, search } = list;
  const page = search.page ?? 1;
  const perPage = reportPageSize(patron, REPORTING_LIMITS.ordersPageSize);
  const sort = listSortOf(search, ORDERS_DEFAULT_SORT);
  const result = useQuery(
    ordersQuery(ownerId, { page, perPage, query: search.search, sort: sort.id, direction: sort.desc ? 'desc' : 'asc', ...patron }),
  );
  return <ReportList {...list} report={ORDERS_REPORT} result={result} perPage={perPage} embedded={!!patron} sort={sort} />;
}

/** The Orders tab: the table with its title. */
export function OrdersPage(props: Omit<Parameters<typeof OrdersTable>[0], 'patron'>) {
  useDocumentTitle(P.documentTitle(REPORTING_TEXTS.tabs.orders));
  return <OrdersTable {...props} />;
}
