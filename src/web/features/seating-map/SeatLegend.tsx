import { Group, Stack, Text } from '@mantine/core';
import { SEAT_MAP_TEXTS as T } from '../../../contracts/seating-map.messages.ts';
import type { SeatMapReply } from './api.ts';
import { categoryPrices } from './prices.ts';

/** A state's mark as the canvas draws it (draw-seats.ts), so that the legend and the map agree. */
function Mark({ kind, color }: { kind: 'free' | 'mine' | 'taken' | 'unavailable'; color?: string }) {
  return (
    <svg width="18" height="18" viewBox="-9 -9 18 18" aria-hidden>
      {kind === 'unavailable' ? (
        <rect x="-5.5" y="-5.5" width="11" height="11" fill="none" stroke="#868e96" strokeWidth="2" />
      ) : kind === 'taken' ? (
        <>
          <circle r="5.6" fill="#9aa0a6" />
          <path d="M-3 -3L3 3M3 -3L-3 3" stroke="#fff" strokeWidth="1.6" />
        </>
      ) : (
        <>
          <circle r="7" fill={color ?? '#228be6'} stroke={kind === 'mine' ? '#1a1b1e' : 'none'} strokeWidth="2.5" />
          {kind === 'mine' ? <circle r="2.4" fill="#fff" /> : null}
        </>
      )}
    </svg>
  );
}

/** Each category with its colour, ticket types and prices; then what taken, unavailable and your seats look like. */
export function SeatLegend({ categories }: { categories: SeatMapReply['categories'] }) {
  return (
    <Stack gap={6} component="section" aria-label={T.legend}>
      {categories.map((c) => (
        <Group key={c.key} gap="xs" wrap="nowrap" align="flex-start">
          <Mark kind="free" color={c.color} />
          <Text fz="sm">
            <Text span fw={600} fz="sm">
              {c.name}
            </Text>
            {': '}
            {categoryPrices(c.name, c.ticketTypes)}
          </Text>
        </Group>
      ))}
      <Group gap="md">
        {(['mine', 'taken', 'unavailable'] as const).map((k) => (
          <Group key={k} gap={4} wrap="nowrap">
            <Mark kind={k} color="#495057" />
            <Text fz="xs" c="dimmed">
              {k === 'mine' ? T.yours : k === 'taken' ? T.taken : T.unavailable}
            </Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
