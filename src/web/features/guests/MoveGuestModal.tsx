import { Checkbox, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { MOVE_GUEST_TEXTS as T } from '../../../contracts/guests.messages.ts';
import { formatInZone } from '../../../domain/dates.ts';
import type { ManagedEventReply } from '../events/index.ts';
import { SHARED_TEXTS } from '../tickets/index.ts';
import { guestsQuery, useMoveGuest, type GuestRow } from './api.ts';
import { GUEST_DATE_FORMAT } from './guest-columns.tsx';
import { GuestDialogForm, GuestModal } from './guest-dialog.tsx';

type Occurrence = ManagedEventReply['occurrences'][number];

/** Tickets of `guest`'s order that could move with it: live, on its date, not checked in, not seated. */
function useOrderMates(eventId: string, guest: GuestRow): GuestRow[] {
  // The list's search matches an order id: the order's tickets, whatever the page shows.
  const { data } = useQuery(guestsQuery(eventId, { page: 1, status: 'all', search: guest.orderId }));
  return (data?.data ?? []).filter(
    (g) =>
      g.orderId === guest.orderId &&
      g.id !== guest.id &&
      g.occurrenceId === guest.occurrenceId &&
      (g.active || g.status === 'transfer_pending') &&
      !g.checkedInAt &&
      !g.seat,
  );
}

function MoveForm({ eventId, guest, occurrences, onDone }: { eventId: string; guest: GuestRow; occurrences: Occurrence[]; onDone: () => void }) {
  const form = useForm({ initialValues: { occurrenceId: '', itemIds: [] as string[] } });
  const move = useMoveGuest(eventId);
  const mates = useOrderMates(eventId, guest);
  const choices = [...occurrences]
    .filter((o) => o.id !== guest.occurrenceId)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .map((o) => ({ value: o.id, label: formatInZone(new Date(o.startsAt), o.timezone, GUEST_DATE_FORMAT) }));
  return (
    <GuestDialogForm
      form={form}
      save={(v) => move.mutateAsync({ itemId: guest.id, occurrenceId: v.occurrenceId, itemIds: v.itemIds })}
      title={T.title}
      failed={T.failed}
      submitLabel={T.move}
      busy={move.isPending}
      disabled={!form.values.occurrenceId}
      onDone={onDone}
    >
      <Text size="sm">{T.intro(guest.name || SHARED_TEXTS.guest)}</Text>
      <Select label={T.date} data={choices} comboboxProps={{ withinPortal: true }} allowDeselect={false} {...form.getInputProps('occurrenceId')} />
      {mates.length ? (
        <Checkbox.Group label={T.alsoMove} {...form.getInputProps('itemIds')}>
          <Stack gap="xs" mt="xs">
            {mates.map((m) => (
              <Checkbox key={m.id} value={m.id} label={T.otherTicket(m.name || SHARED_TEXTS.guest, m.ticket)} />
            ))}
          </Stack>
        </Checkbox.Group>
      ) : null}
    </GuestDialogForm>
  );
}

/**
 * Move to another date (the guests list's row menu, admins, recurring events): the ticket, and the tickets of its
 * order ticked beside it, move with their stock; the order keeps its date.
 */
export function MoveGuestModal({
  eventId,
  guest,
  occurrences,
  onClose,
}: {
  eventId: string;
  guest: GuestRow | null;
  occurrences: Occurrence[];
  onClose: () => void;
}) {
  return (
    <GuestModal guest={guest} title={T.title} onClose={onClose}>
      {(g) => <MoveForm key={g.id} eventId={eventId} guest={g} occurrences={occurrences} onDone={onClose} />}
    </GuestModal>
  );
}
