import { Table } from '@mantine/core';
import type { ReactTable, RowData } from '@tanstack/react-table';
import type { ListColumnMeta, ListFeatures } from './columns.ts';
import { SkeletonRows } from './ListStates.tsx';
import { SortHeader } from './SortHeader.tsx';

export interface ViewProps<T extends RowData> {
  table: ReactTable<ListFeatures, T>;
  label: string;
  /** The first page is on its way: skeleton rows. */
  loading: boolean;
  /** The rows shown are the previous page's while the next loads: dimmed. */
  stale: boolean;
  skeletonRows: number;
  sortable: boolean;
  rowAttributes?: (row: T) => Record<string, string>;
}

/** Names (the card's title) and long values (a wide card field: addresses, URLs) break anywhere rather than widen the table. */
const wrapsAnywhere = (meta: ListColumnMeta | undefined) => meta?.card === 'title' || meta?.cardWide === true;

/** The wide layout: a plain table (horizontal scroll only below `minWidth`, which phones never reach: they get cards). */
export function TableView<T extends RowData>({
  table,
  label,
  loading,
  stale,
  skeletonRows,
  sortable,
  rowAttributes,
  minWidth,
}: ViewProps<T> & { minWidth: number }) {
  const columns = table.getAllLeafColumns().length;
  return (
    // A table wider than the screen scrolls: its viewport takes the focus, so the keyboard can scroll it too (axe's
    // scrollable-region-focusable).
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={label} aria-busy={loading || stale || undefined} style={{ opacity: stale ? 0.6 : 1 }}>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <SortHeader key={header.id} header={header} sortable={sortable && header.column.columnDef.enableSorting === true} />
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {loading ? (
            <SkeletonRows columns={columns} rows={skeletonRows} />
          ) : (
            table.getRowModel().rows.map((row) => (
              <Table.Tr key={row.id} {...rowAttributes?.(row.original)}>
                {row.getAllCells().map((cell) => (
                  <Table.Td
                    key={cell.id}
                    className={wrapsAnywhere(cell.column.columnDef.meta) ? 'ovation-cell-wrap' : undefined}
                    style={{ textAlign: cell.column.columnDef.meta?.align ?? 'left' }}
                  >
                    <table.FlexRender cell={cell} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
