import { functionalUpdate, useTable, type RowData, type SortingState } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useIsMobile } from '../../app/responsive.ts';
import { RetryAlert } from '../RetryAlert.tsx';
import { listFeatures, type ListColumn } from './columns.ts';
import { ListCards } from './ListCards.tsx';
import { EmptyRows } from './ListStates.tsx';
import { TableView } from './TableView.tsx';

/** The sorted column and direction, as the address has them (the server sorts). */
export interface ListSort {
  id: string;
  desc: boolean;
}

export interface DataTableProps<T extends RowData> {
  /** The table's accessible name ('Events'); the phone layout's list gets it too. */
  label: string;
  /** Stable (module scope or useMemo): a new array re-creates every column. */
  columns: ListColumn<T>[];
  /** The page's rows in server order; undefined until the first page arrives. */
  rows: T[] | undefined;
  getRowId: (row: T) => string;
  /** The first load is on its way: skeleton rows. */
  loading: boolean;
  /** The previous page is shown while the next loads (placeholder data): dimmed. */
  stale?: boolean;
  /** A failed load: its message in a red alert with Try again calling onRetry. */
  error?: string | null;
  onRetry?: () => void;
  /** The empty page's text (default 'No results'), and an optional next step under it. */
  emptyMessage?: ReactNode;
  emptyAction?: ReactNode;
  /** Sorting on the server: the current sort and the new one when a header is clicked (columns opt in with enableSorting). */
  sort?: ListSort | null;
  onSort?: (sort: ListSort) => void;
  /** Attributes for each row's element (data-testid), in both layouts. */
  rowAttributes?: (row: T) => Record<string, string>;
  /** Below this width the wide table scrolls sideways (phones get cards instead). */
  minWidth?: number;
  skeletonRows?: number;
}

const NO_ROWS: never[] = [];

/**
 * A list's rows on @tanstack/react-table: a table on wide screens, one card per row on phones (below 768 px), with
 * skeleton rows while loading, 'No results' when empty and a retry alert on error. Paging, search and filters are the
 * caller's (in the address, fetched by the server); the table only renders and reports sort clicks.
 */
export function DataTable<T extends RowData>({
  label,
  columns,
  rows,
  getRowId,
  loading,
  stale = false,
  error,
  onRetry,
  emptyMessage,
  emptyAction,
  sort,
  onSort,
  rowAttributes,
  minWidth = 640,
  skeletonRows = 5,
}: DataTableProps<T>) {
  const isMobile = useIsMobile();
  const sorting: SortingState = sort ? [sort] : [];
  const table = useTable({
    features: listFeatures,
    columns,
    data: rows ?? (NO_ROWS as T[]),
    getRowId: (row) => getRowId(row),
    state: { sorting },
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      if (next && onSort) onSort({ id: next.id, desc: next.desc });
    },
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
  });

  if (error) return <RetryAlert message={error} onRetry={() => onRetry?.()} />;
  const view = { table, label, loading, stale, skeletonRows, sortable: !!onSort, rowAttributes };
  const empty = !loading && rows !== undefined && rows.length === 0;
  return (
    <>
      {isMobile ? empty ? null : <ListCards {...view} /> : <TableView {...view} minWidth={minWidth} />}
      {empty ? <EmptyRows message={emptyMessage} action={emptyAction} /> : null}
    </>
  );
}
