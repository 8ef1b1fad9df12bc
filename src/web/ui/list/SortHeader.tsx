import { Group, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { Column, Header, RowData } from '@tanstack/react-table';
import type { ListFeatures } from './columns.ts';
import { LIST_TEXTS } from './texts.ts';

/** The header's text: the column's header string, else its screen-reader label. */
export function headerText<T extends RowData>(column: Column<ListFeatures, T, unknown>): string {
  const def = column.columnDef;
  return typeof def.header === 'string' ? def.header : (def.meta?.srLabel ?? '');
}

/**
 * A column header. A sortable one (the column opts in with enableSorting) is a real button, so Tab reaches it and
 * Enter or Space sorts; the header cell carries aria-sort and the arrow shows the direction.
 */
export function SortHeader<T extends RowData>({ header, sortable }: { header: Header<ListFeatures, T, unknown>; sortable: boolean }) {
  const meta = header.column.columnDef.meta;
  const label = headerText(header.column);
  const align = meta?.align ?? 'left';
  // TanStack gives every column a default header renderer, so the label alone decides that nothing shows.
  if (meta?.srLabel) {
    return (
      <Table.Th w={meta.width}>
        <VisuallyHidden>{meta.srLabel}</VisuallyHidden>
      </Table.Th>
    );
  }
  if (!sortable) {
    return (
      <Table.Th w={meta?.width} style={{ textAlign: align }}>
        {label}
      </Table.Th>
    );
  }
  const order = header.column.getIsSorted();
  const Icon = order === 'asc' ? IconArrowUp : order === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th w={meta?.width} aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none'} style={{ textAlign: align }}>
      <UnstyledButton onClick={() => header.column.toggleSorting()} aria-label={LIST_TEXTS.sortBy(label)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          {label}
          <Icon size={14} aria-hidden color={order ? 'var(--mantine-color-violet-7)' : 'var(--mantine-color-gray-5)'} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
