import { Box, Button, Group, List, MultiSelect, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { BLOCK_REASON_LABELS, EVENT_SEATING_TEXTS as T } from '../../../contracts/event-seating.messages.ts';
import type { ManagedOccurrence } from '../../../contracts/events-management.ts';
import { formatInZone } from '../../../domain/dates.ts';
import { layoutChart, seatDisplay } from '../../../domain/seating/index.ts';
import { notifySuccess } from '../../app/notify.ts';
import { seatStatusQuery, useBlockSeats, type EventSeatingReply } from './api.ts';
import { SeatChartDrawing } from './SeatChartDrawing.tsx';
import { SeatingErrorAlert } from './SeatingErrorAlert.tsx';
import { clickSeat, seatChoices, seatStatesOn, type BlockReason } from './seat-selection.ts';

const DATE_FORMAT = 'EEE, d MMM yyyy, h:mm a';

function Swatch({ fill, stroke, label }: { fill: string; stroke: string; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Box w={14} h={14} style={{ borderRadius: 7, background: fill, border: `2px solid ${stroke}` }} aria-hidden="true" />
      <Text size="xs">{label}</Text>
    </Group>
  );
}

/**
 * Blocked seats of one date: seats picked on the drawing (click, shift-click for a run of a row) or in the list by
 * section and row, blocked with a reason or released. Held and sold seats are grey and cannot be picked.
 */
export function SeatBlocking({
  eventId,
  seating,
  occurrences,
}: {
  eventId: string;
  seating: EventSeatingReply;
  occurrences: readonly ManagedOccurrence[];
}) {
  const dates = useMemo(() => [...occurrences].sort((a, b) => a.startsAt.localeCompare(b.startsAt)), [occurrences]);
  const [occurrenceId, setOccurrenceId] = useState(dates[0]?.id ?? '');
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [anchor, setAnchor] = useState<string | null>(null);
  const [reason, setReason] = useState<BlockReason>('wheelchair');
  const block = useBlockSeats(eventId);
  const status = useQuery({ ...seatStatusQuery(eventId, occurrenceId), enabled: !!occurrenceId });

  const seats = useMemo(() => layoutChart(seating.document), [seating.document]);
  const states = useMemo(() => seatStatesOn(seating.blocked, occurrenceId, status.data?.seats ?? []), [seating.blocked, occurrenceId, status.data]);
  const choices = useMemo(() => seatChoices(seats, (s) => states.get(s.key)?.kind !== 'taken'), [seats, states]);
  const byKey = useMemo(() => new Map(seats.map((s) => [s.key, s])), [seats]);
  const blockedHere = seating.blocked.filter((b) => b.occurrenceId === occurrenceId);
  const chosen = [...selected];
  const toRelease = chosen.filter((k) => states.get(k)?.kind === 'blocked');

  const pick = (key: string, shift: boolean) => {
    if (states.get(key)?.kind === 'taken') return;
    const next = clickSeat(seats, selected, anchor, key, shift);
    setSelected(new Set([...next.selected].filter((k) => states.get(k)?.kind !== 'taken')));
    setAnchor(next.anchor);
  };
  const clear = () => {
    setSelected(new Set());
    setAnchor(null);
  };
  const apply = (keys: string[], as: BlockReason | null) =>
    block.mutate(
      { occurrenceId, seatKeys: keys, reason: as },
      {
        onSuccess: () => {
          notifySuccess(as ? T.blockedDone(keys.length) : T.releasedDone(keys.length));
          // Only what was applied leaves the selection: seats picked while the request was on its way stay picked.
          const done = new Set(keys);
          setSelected((now) => new Set([...now].filter((k) => !done.has(k))));
          setAnchor((now) => (now !== null && done.has(now) ? null : now));
        },
      },
    );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {T.blockingHint}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={T.date}
          data={dates.map((o) => ({ value: o.id, label: formatInZone(new Date(o.startsAt), o.timezone, DATE_FORMAT) }))}
          value={occurrenceId}
          allowDeselect={false}
          onChange={(value) => {
            setOccurrenceId(value ?? '');
            clear();
          }}
        />
        <Select
          label={T.reason}
          data={Object.entries(BLOCK_REASON_LABELS).map(([value, label]) => ({ value, label }))}
          value={reason}
          allowDeselect={false}
          onChange={(value) => setReason((value as BlockReason | null) ?? 'held_back')}
        />
      </SimpleGrid>
      <Paper withBorder radius="md" p="xs">
        <SeatChartDrawing doc={seating.document} seats={seats} states={states} selected={selected} onSeat={pick} />
        <Group gap="md" mt="xs" justify="center">
          <Swatch fill={seating.document.categories[0]?.color ?? '#fff'} stroke="#fff" label={T.legendFree} />
          <Swatch fill="#adb5bd" stroke="#adb5bd" label={T.legendTaken} />
          <Swatch fill="#fff" stroke="#495057" label={T.legendBlocked} />
          <Swatch fill="#fff" stroke="#1c7ed6" label={T.legendSelected} />
        </Group>
      </Paper>
      <MultiSelect
        label={T.pickSeats}
        placeholder={T.pickSeatsPlaceholder}
        data={choices}
        value={chosen}
        onChange={(keys) => setSelected(new Set(keys))}
        searchable
        clearable
        limit={100}
        maxDropdownHeight={260}
      />
      <Group gap="sm">
        <Button onClick={() => apply(chosen, reason)} disabled={!chosen.length} loading={block.isPending && block.variables?.reason !== null}>
          {T.block(chosen.length)}
        </Button>
        <Button
          variant="default"
          onClick={() => apply(toRelease, null)}
          disabled={!toRelease.length}
          loading={block.isPending && block.variables?.reason === null}
        >
          {T.release(toRelease.length)}
        </Button>
        {chosen.length ? (
          <Button variant="subtle" onClick={clear}>
            {T.clearSelection}
          </Button>
        ) : null}
      </Group>
      <SeatingErrorAlert error={block.error} />
      <Box>
        <Text size="sm" fw={600} mb={4} data-testid="blocked-count">
          {T.blockedCount(blockedHere.length)}
        </Text>
        <List size="sm" spacing={2}>
          {blockedHere.map((b) => {
            const seat = byKey.get(b.seatKey);
            return (
              <List.Item key={b.seatKey} data-testid="blocked-seat">
                {seat ? seatDisplay(seat) : b.seatKey} · {BLOCK_REASON_LABELS[b.reason]}
              </List.Item>
            );
          })}
        </List>
      </Box>
    </Stack>
  );
}
