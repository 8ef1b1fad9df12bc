import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { SeatPlace } from '../../../contracts/seating.ts';
import { SEAT_MAP_TEXTS as T } from '../../../contracts/seating-map.messages.ts';
import { seatDisplay } from '../../../domain/seating/index.ts';
import { availableRows, type SeatState } from './seat-map-model.ts';
import type { AreaChoice } from './standing-areas.ts';

/**
 * The map as a list, for a keyboard or a screen reader: a row (or table) picker with the seats it has left, then
 * its seats as toggle buttons (pressed: yours), then a button per standing area with places left. Choosing holds
 * the seat, or opens the area's places, exactly as a tap on the map does.
 */
export function SeatList({
  places,
  states,
  categoryNames,
  areas,
  busy,
  onSeat,
  onArea,
}: {
  places: readonly SeatPlace[];
  /** The standing areas a buyer can take places in (or change theirs). */
  areas: readonly AreaChoice[];
  states: ReadonlyMap<string, SeatState>;
  categoryNames: ReadonlyMap<string, string>;
  busy: boolean;
  onSeat: (seat: SeatPlace, at: { x: number; y: number }) => void;
  onArea: (areaKey: string) => void;
}) {
  return (
    <Stack gap="md">
      <SeatRows places={places} states={states} categoryNames={categoryNames} busy={busy} onSeat={onSeat} />
      {areas.length ? (
        <Stack gap={6} component="section" aria-label={T.areasTitle}>
          <Text fw={600} fz="sm">
            {T.areasTitle}
          </Text>
          <Group gap={6}>
            {areas.map((a) => (
              <Button key={a.key} size="compact-md" variant={a.mine ? 'filled' : 'default'} disabled={busy} onClick={() => onArea(a.key)}>
                {T.areaOption(a.label, a.left)}
              </Button>
            ))}
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}

function SeatRows({
  places,
  states,
  categoryNames,
  busy,
  onSeat,
}: {
  places: readonly SeatPlace[];
  states: ReadonlyMap<string, SeatState>;
  categoryNames: ReadonlyMap<string, string>;
  busy: boolean;
  onSeat: (seat: SeatPlace, at: { x: number; y: number }) => void;
}) {
  const rows = availableRows(places, states);
  const [rowId, setRowId] = useState<string | null>(null);
  const row = rows.find((r) => r.id === rowId) ?? rows[0];
  if (!row) return <Text c="dimmed">{T.noSeatsLeft}</Text>;
  return (
    <Stack gap="sm" component="section" aria-label={T.listTitle}>
      <NativeSelect
        label={T.rowLabel}
        value={row.id}
        onChange={(e) => setRowId(e.currentTarget.value)}
        data={rows.map((r) => ({ value: r.id, label: T.rowOption(r.title, r.seats.length) }))}
      />
      <Text fz="sm" c="dimmed" aria-live="polite">
        {T.rowCount(row.seats.length)}
      </Text>
      <Group gap={6} role="group" aria-label={row.title}>
        {row.seats.map((s) => {
          const mine = states.get(s.key) === 'mine';
          const label = seatDisplay(s);
          return (
            <Button
              key={s.key}
              size="compact-md"
              variant={mine ? 'filled' : 'default'}
              aria-pressed={mine}
              aria-label={`${label}, ${categoryNames.get(s.categoryKey ?? '') ?? ''}`}
              disabled={busy}
              onClick={(e) => {
                const r = e.currentTarget.getBoundingClientRect();
                onSeat(s, { x: r.left + r.width / 2, y: r.bottom });
              }}
            >
              {T.seatButton(s.seat)}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
