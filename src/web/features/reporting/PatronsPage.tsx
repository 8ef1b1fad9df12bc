import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  PATRONS_TEXTS as T,
  REPORTING_DATE_FORMATS,
  REPORTING_LIMITS,
  REPORTING_PAGE_TEXTS as P,
  REPORTING_TEXTS,
} from '../../../contracts/reporting.messages.ts';
import { AnchorLink } from '../../ui/links.tsx';
import { listColumnHelper } from '../../ui/list/columns.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { patronsQuery, type PatronRow } from './api.ts';
import { cut, patronTarget, personName, reportDate } from './format.ts';
import { Money } from './Money.tsx';
import { ReportList, type ReportListProps, type ReportSpec } from './ReportList.tsx';
import { listSortOf, PATRONS_DEFAULT_SORT, type PatronsSearch } from './search.ts';

const col = listColumnHelper<PatronRow>();

/** A patron's name, cut at 100; a link to their page when they have an account or an e-mail (a guest). */
function PatronName({ row, username }: { row: PatronRow; username: string }) {
  const name = personName(row.firstName, row.lastName, row.email);
  const { shown, title } = cut(name, REPORTING_LIMITS.truncate.patronName);
  const target = patronTarget(row.id, row.email);
  if (!target) {
    return (
      <Text fz="sm" fw={600} title={title}>
        {shown}
      </Text>
    );
  }
  return (
    <AnchorLink
      to="/manage/$username/reporting/patrons/$id"
      params={{ username, id: target.id }}
      search={target.search}
      fz="sm"
      fw={600}
      title={title}
      style={{ overflowWrap: 'anywhere' }}
    >
      {shown}
    </AnchorLink>
  );
}

/** The columns (accounts-and-reporting 3 Patron): name, e-mail, what they spent, their orders and since when. */
function patronColumns(zone: string | undefined, username: string) {
  return col.columns([
    col.display({
      id: 'firstName',
      header: T.columns.name,
      enableSorting: true,
      meta: { card: 'title' },
      cell: ({ row: { original: row } }) => <PatronName row={row} username={username} />,
    }),
    col.display({
      id: 'email',
      header: T.columns.email,
      enableSorting: true,
      meta: { cardWide: true },
      cell: ({ row: { original: row } }) => (
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {row.email ?? REPORTING_TEXTS.notAvailable}
        </Text>
      ),
    }),
    col.display({
      id: 'totalAmount',
      header: T.columns.totalAmount,
      enableSorting: true,
      meta: { align: 'right' },
      cell: ({ row: { original: row } }) => <Money minor={row.totalAmount} currency={row.currency} />,
    }),
    col.display({
      id: 'orderCount',
      header: T.columns.orderCount,
      enableSorting: true,
      meta: { align: 'right' },
      cell: ({ row: { original: row } }) => <Text fz="sm">{row.orderCount}</Text>,
    }),
    col.display({
      id: 'memberSince',
      header: T.columns.memberSince,
      cell: ({ row: { original: row } }) => (
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {row.memberSince ? reportDate(row.memberSince, REPORTING_DATE_FORMATS.memberSince, zone) : REPORTING_TEXTS.notAvailable}
        </Text>
      ),
    }),
  ]);
}

const PATRONS_REPORT: ReportSpec<PatronRow> = {
  kind: 'patrons',
  columns: patronColumns,
  rowId: (row) => row.id ?? `guest:${row.email ?? ''}`,
  rowTestId: () => 'patron-row',
  skeletonRows: REPORTING_LIMITS.patronsPageSize,
};

/**
 * Reporting > Patrons (accounts-and-reporting 2.3): everyone who ordered from the owner, 10 a page, searched (300 ms,
 * back to page 1) and sorted by name, e-mail, amount spent or orders, with Export CSV.
 */
export function PatronsPage(list: ReportListProps<PatronsSearch>) {
  useDocumentTitle(P.documentTitle(REPORTING_TEXTS.tabs.patrons));
  const { ownerId, search } = list;
  const page = search.page ?? 1;
  const perPage = REPORTING_LIMITS.patronsPageSize;
  const sort = listSortOf(search, PATRONS_DEFAULT_SORT);
  const result = useQuery(patronsQuery(ownerId, { page, perPage, query: search.search, sortBy: sort.id, sortOrder: sort.desc ? 'desc' : 'asc' }));
  return <ReportList {...list} report={PATRONS_REPORT} result={result} perPage={perPage} sort={sort} />;
}
