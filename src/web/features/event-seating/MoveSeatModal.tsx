import { Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { EVENT_SEATING_TEXTS, MOVE_SEAT_TEXTS as T } from '../../../contracts/event-seating.messages.ts';
import { layoutChart, seatDisplay } from '../../../domain/seating/index.ts';
import { notifySuccess } from '../../app/notify.ts';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { TitledModal } from '../../ui/TitledModal.tsx';
import { eventSeatingQuery, seatStatusQuery, useMoveSeat } from './api.ts';
import { SeatingErrorAlert } from './SeatingErrorAlert.tsx';
import { seatChoices, seatStatesOn } from './seat-selection.ts';

/** The guest whose seat moves: a guests list row's id (the ticket), name, seat label and date. */
export interface SeatedGuest {
  id: string;
  name: string;
  seat: string | null;
  occurrenceId: string;
}

function MoveSeatForm({ eventId, guest, onDone }: { eventId: string; guest: SeatedGuest; onDone: () => void }) {
  const seating = useQuery(eventSeatingQuery(eventId));
  const status = useQuery(seatStatusQuery(eventId, guest.occurrenceId));
  const move = useMoveSeat(eventId);
  const [seatKey, setSeatKey] = useState<string | null>(null);
  const choices = useMemo(() => {
    if (!seating.data || !status.data) return [];
    const seats = layoutChart(seating.data.document);
    // The guests list names the seat by its label: the seat of the chart with that name is the current one.
    const current = seats.find((s) => seatDisplay(s) === guest.seat);
    const states = seatStatesOn(seating.data.blocked, guest.occurrenceId, status.data.seats);
    return seatChoices(seats, (s) => !!current && s.categoryKey === current.categoryKey && s.key !== current.key && !states.has(s.key));
  }, [seating.data, status.data, guest]);

  if (seating.isPending || status.isPending) return <Skeleton height={80} />;
  if (seating.isError || status.isError || !seating.data)
    return <RetryAlert message={EVENT_SEATING_TEXTS.loadFailed} onRetry={() => void Promise.all([seating.refetch(), status.refetch()])} />;
  const submit = () =>
    seatKey &&
    move.mutate(
      { ticketId: guest.id, seatKey },
      {
        onSuccess: (reply) => {
          notifySuccess(T.moved(reply.seat));
          onDone();
        },
      },
    );
  return (
    <Stack gap="md">
      {guest.seat ? <Text size="sm">{T.current(guest.seat)}</Text> : null}
      <Select
        label={T.newSeat}
        placeholder={choices.length ? T.placeholder : T.noFreeSeat}
        data={choices}
        value={seatKey}
        onChange={(value) => {
          setSeatKey(value);
          move.reset();
        }}
        searchable
        limit={200}
        disabled={!choices.length}
        comboboxProps={{ withinPortal: true }}
      />
      <SeatingErrorAlert error={move.error} />
      <Group justify="flex-end">
        <Button onClick={submit} disabled={!seatKey} loading={move.isPending}>
          {T.move}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Move to another seat (the guests list's row menu): a free seat of the same category on the ticket's date, from the
 * event's chart and the date's live status; the server takes it in one statement and refuses it if taken meanwhile.
 */
export function MoveSeatModal({
  eventId,
  guest,
  onClose,
  onMoved,
}: {
  eventId: string;
  guest: SeatedGuest | null;
  onClose: () => void;
  onMoved: () => void;
}) {
  return (
    <TitledModal opened={!!guest} onClose={onClose} title={guest ? T.title(guest.name) : T.action}>
      {guest ? (
        <MoveSeatForm
          key={guest.id}
          eventId={eventId}
          guest={guest}
          onDone={() => {
            onMoved();
            onClose();
          }}
        />
      ) : null}
    </TitledModal>
  );
}
