import { Box, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LIST_TEXTS } from './texts.ts';

/**
 * Placeholder rows while the first page loads, shaped like the real ones (a wider first column), so the page does not
 * jump when the rows arrive.
 */
export function SkeletonRows({ columns, rows }: { columns: number; rows: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <Table.Tr key={r} aria-hidden>
          {Array.from({ length: columns }, (_, c) => (
            <Table.Td key={c}>{c === columns - 1 && columns > 2 ? null : <Skeleton height={12} width={c === 0 ? '70%' : '50%'} />}</Table.Td>
          ))}
        </Table.Tr>
      ))}
    </>
  );
}

/** The phone layout's placeholder: one grey card per row. */
export function SkeletonCards({ rows }: { rows: number }) {
  return (
    <Stack gap="sm" aria-hidden>
      {Array.from({ length: rows }, (_, i) => (
        <Box key={i} py="xs">
          <Skeleton height={14} width="60%" mb={8} />
          <Skeleton height={10} width="40%" />
        </Box>
      ))}
    </Stack>
  );
}

/**
 * An empty page of results: the message (default 'No results') and an optional next step, centred in the list's
 * full width (outside any scrolling table, so a phone shows it whole).
 */
export function EmptyRows({ message = LIST_TEXTS.noResults, action }: { message?: ReactNode; action?: ReactNode }) {
  return (
    <Stack align="center" gap="sm" py="xl" role="status">
      <Text c="dimmed" ta="center">
        {message}
      </Text>
      {action}
    </Stack>
  );
}

/** An empty list's message with a heading line: what is missing, then how it fills up (EmptyRows' `message`). */
export function EmptyListMessage({ title, text }: { title: ReactNode; text: ReactNode }) {
  return (
    <Stack gap={4} align="center" component="span">
      <Text component="span" fw={600} c="dark">
        {title}
      </Text>
      <Text component="span" fz="sm">
        {text}
      </Text>
    </Stack>
  );
}
