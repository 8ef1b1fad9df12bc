import { Select, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MOVE_GUEST_TEXTS as T } from '../../../contracts/guests.messages.ts';
import { formatInZone } from '../../../domain/dates.ts';
import type { ManagedEventReply } from '../events/index.ts';
import { SHARED_TEXTS } from '../tickets/index.ts';
import { useMoveGuest, type GuestRow } from './api.ts';
import { GUEST_DATE_FORMAT } from './guest-columns.tsx';
import { GuestDialogForm, GuestModal } from './guest-dialog.tsx';

type Occurrence = ManagedEventReply['occurrences'][number];

function MoveForm({ eventId, guest, occurrences, onDone }: { eventId: string; guest: GuestRow; occurrences: Occurrence[]; onDone: () => void }) {
  const form = useForm({ initialValues: { occurrenceId: '' } });
  const move = useMoveGuest(eventId);
  const choices = [...occurrences]
    .filter((o) => o.id !== guest.occurrenceId)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .map((o) => ({ value: o.id, label: formatInZone(new Date(o.startsAt), o.timezone, GUEST_DATE_FORMAT) }));
  return (
    <GuestDialogForm
      form={form}
      save={(v) => move.mutateAsync({ itemId: guest.id, occurrenceId: v.occurrenceId })}
      title={T.title}
      failed={T.failed}
      submitLabel={T.move}
      busy={move.isPending}
      disabled={!form.values.occurrenceId}
      onDone={onDone}
    >
      <Text size="sm">{T.intro(guest.name || SHARED_TEXTS.guest)}</Text>
      <Select label={T.date} data={choices} comboboxProps={{ withinPortal: true }} allowDeselect={false} {...form.getInputProps('occurrenceId')} />
    </GuestDialogForm>
  );
}

/** Move to another date (the guests list's row menu, admins, recurring events): the order moves with its stock. */
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
