import { Box, Group, Stack, Text } from '@mantine/core';
import type { Cell, RowData } from '@tanstack/react-table';
import type { CardPlace, ListFeatures } from './columns.ts';
import { SkeletonCards } from './ListStates.tsx';
import { headerText } from './SortHeader.tsx';
import type { ViewProps } from './TableView.tsx';

const placeOf = <T extends RowData>(cell: Cell<ListFeatures, T, unknown>): CardPlace => cell.column.columnDef.meta?.card ?? 'field';

/**
 * The phone layout: one card per row instead of a table that would scroll sideways and hide its right-hand columns.
 * Each column's meta.card places it: the title cells lead, the row menu sits in the top-right corner, and every
 * field is a labelled value below, two to a line (a wide one alone), so the key figures and the row actions stay on screen.
 */
export function ListCards<T extends RowData>({ table, label, loading, stale, skeletonRows, rowAttributes }: ViewProps<T>) {
  if (loading) return <SkeletonCards rows={skeletonRows} />;
  return (
    <Box component="ul" aria-label={label} aria-busy={stale || undefined} m={0} p={0} style={{ listStyle: 'none', opacity: stale ? 0.6 : 1 }}>
      {table.getRowModel().rows.map((row, i) => {
        const cells = row.getAllCells();
        const at = (place: CardPlace) => cells.filter((cell) => placeOf(cell) === place);
        const fields = at('field');
        return (
          <Box
            component="li"
            key={row.id}
            py="sm"
            style={i ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
            {...rowAttributes?.(row.original)}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                {at('title').map((cell) => (
                  <table.FlexRender key={cell.id} cell={cell} />
                ))}
              </Stack>
              {at('corner').map((cell) => (
                <Box key={cell.id} style={{ flexShrink: 0 }}>
                  <table.FlexRender cell={cell} />
                </Box>
              ))}
            </Group>
            {fields.length ? (
              <Group gap="sm" mt="xs" align="flex-start">
                {fields.map((cell) => (
                  <Box key={cell.id} style={{ flex: cell.column.columnDef.meta?.cardWide ? '1 1 100%' : '1 1 40%', minWidth: 0 }}>
                    <Text fz={11} fw={700} tt="uppercase" c="dimmed" lh={1.4}>
                      {headerText(cell.column)}
                    </Text>
                    <table.FlexRender cell={cell} />
                  </Box>
                ))}
              </Group>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
