import { Box, Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListSearchInput, type ListSearchProps } from './ListSearchInput.tsx';

/**
 * The toolbar over a list: the search box first (it takes the room left), then the filters, then the actions pushed
 * to the right. Everything wraps, so on a phone the search has a line of its own and nothing is cut.
 */
export function ListToolbar({ search, filters, actions }: { search?: ListSearchProps; filters?: ReactNode; actions?: ReactNode }) {
  return (
    <Group gap="sm" mb="md" wrap="wrap" align="center">
      {search ? <ListSearchInput {...search} /> : null}
      {filters}
      {actions ? (
        <Group gap="xs" ml="auto" wrap="nowrap">
          {actions}
        </Group>
      ) : null}
    </Group>
  );
}

/**
 * A list page's frame: anything above the list (totals, notices), then one bordered panel holding the toolbar, the
 * rows (a DataTable) and the footer (count and pager). Why a frame: the three list pages looked three ways before.
 */
export function ListPage({
  above,
  toolbar,
  children,
  footer,
  maw,
}: {
  above?: ReactNode;
  toolbar?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  maw?: number;
}) {
  return (
    <Stack gap="md" maw={maw}>
      {above}
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        {toolbar}
        <Box>{children}</Box>
        {footer}
      </Paper>
    </Stack>
  );
}
