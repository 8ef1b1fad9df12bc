import type { UseQueryResult } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { useMemo } from 'react';
import { REPORTING_LIMITS, REPORTING_PAGE_TEXTS as P, REPORTING_SEARCH_MAX, REPORTING_TEXTS } from '../../../contracts/reporting.messages.ts';
import type { ListColumn } from '../../ui/list/columns.ts';
import { DataTable, type ListSort } from '../../ui/list/DataTable.tsx';
import { searchPatch } from '../../ui/list/list-params.ts';
import { ListFooter } from '../../ui/list/ListFooter.tsx';
import { ListPage, ListToolbar } from '../../ui/list/ListPage.tsx';
import { useAccountZone } from './api.ts';
import { ReportExportMenu } from './exports/ReportExportMenu.tsx';
import { isForbidden, reportErrorText, ReportFailure, ReportingEmpty } from './ReportStates.tsx';
import { sortPatchOf } from './search.ts';

/** What a paged report's route passes: the owner, and the list's address with the way to change it. */
export interface ReportListProps<S> {
  ownerId: string;
  username: string;
  search: S;
  onSearch: (patch: S) => void;
}

/**
 * What sets one paged report apart. `kind` picks its title, search label, count noun and export; the columns are
 * built once the account's time zone is known (report dates are written in it).
 */
export interface ReportSpec<T extends RowData> {
  kind: 'orders' | 'patrons' | 'activity';
  columns: (zone: string | undefined, username: string) => ListColumn<T>[];
  rowId: (row: T) => string;
  /** The rows' data-testid, which the end-to-end tests find them by. */
  rowTestId: (row: T) => string;
  minWidth?: number;
  /** Skeleton rows on a tab's first load (a patron page shows a page's worth). */
  skeletonRows?: number;
}

/** The count under each list; the feed's noun is plural-keyed ('activities'), unlike its kind. */
const NOUNS = { orders: P.nouns.orders, patrons: P.nouns.patrons, activity: P.nouns.activities };

/** A patron page shows 10 rows of each of its tables; a tab shows its own page size. */
export const reportPageSize = (patron: object | undefined, tabSize: number) => (patron ? REPORTING_LIMITS.patronOrdersPageSize : tabSize);

/**
 * One page of a paged report (Orders, Patrons, Activity) in the shared list frame: search and Export CSV over the
 * rows, count and pager under them. Embedded on a patron page the list is already that patron's: no toolbar, no
 * header sorting, and no 'No data yet!' (an empty patron list says 'No results').
 */
export function ReportList<T extends RowData, S extends { page?: number; search?: string }>({
  ownerId,
  username,
  search,
  onSearch,
  report,
  result,
  perPage,
  embedded = false,
  sort,
}: ReportListProps<S> & {
  report: ReportSpec<T>;
  result: UseQueryResult<{ data: T[]; totalCount: number }>;
  perPage: number;
  embedded?: boolean;
  /** The shown sort; with it the headers sort (on the server, through the address). */
  sort?: ListSort;
}) {
  const { zone, ready } = useAccountZone(username);
  const columns = useMemo(() => report.columns(zone, username), [report, zone, username]);
  const page = search.page ?? 1;
  const retry = () => void result.refetch();

  if (isForbidden(result.error)) return <ReportFailure error={result.error} onRetry={retry} />;
  // The first page of an unsearched tab with nothing in it: the owner has nothing to report yet.
  if (!embedded && !search.search && page === 1 && !result.isPlaceholderData && result.data?.totalCount === 0) return <ReportingEmpty />;

  return (
    <ListPage
      toolbar={
        embedded ? undefined : (
          <ListToolbar
            search={{
              label: P.search[report.kind],
              placeholder: REPORTING_TEXTS.search,
              value: search.search,
              onSearch: (text) => onSearch({ ...search, ...searchPatch(text ?? '') }),
              maxLength: REPORTING_SEARCH_MAX,
            }}
            actions={<ReportExportMenu ownerId={ownerId} body={{ kind: report.kind, query: search.search }} />}
          />
        )
      }
      footer={
        <ListFooter
          total={result.data?.totalCount}
          perPage={perPage}
          page={page}
          noun={NOUNS[report.kind]}
          onPage={(p) => onSearch({ ...search, page: p })}
        />
      }
    >
      <DataTable
        label={REPORTING_TEXTS.tabs[report.kind]}
        columns={columns}
        rows={result.data?.data}
        getRowId={report.rowId}
        loading={result.isPending || !ready}
        stale={result.isPlaceholderData}
        error={result.isError ? reportErrorText(result.error) : null}
        onRetry={retry}
        emptyMessage={REPORTING_TEXTS.noResults}
        sort={sort}
        onSort={sort && !embedded ? (next) => onSearch({ ...search, ...sortPatchOf(next) }) : undefined}
        rowAttributes={(row) => ({ 'data-testid': report.rowTestId(row) })}
        skeletonRows={embedded ? perPage : (report.skeletonRows ?? 10)}
        minWidth={report.minWidth}
      />
    </ListPage>
  );
}
