import { Checkbox, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RESEND_TEXTS as T } from '../../../contracts/guests.messages.ts';
import { SHARED_TEXTS } from '../tickets/index.ts';
import { useResendTicket, type GuestRow } from './api.ts';
import { GuestDialogForm, GuestModal } from './guest-dialog.tsx';

function ResendForm({ eventId, guest, onDone }: { eventId: string; guest: GuestRow; onDone: () => void }) {
  const form = useForm({ initialValues: { email: guest.email ?? '', voidQrCode: false } });
  const resend = useResendTicket(eventId);
  return (
    <GuestDialogForm
      form={form}
      save={(v) => resend.mutateAsync({ itemId: guest.id, email: v.email.trim() || undefined, voidQrCode: v.voidQrCode })}
      title={T.title}
      failed={T.failed}
      submitLabel={T.send}
      busy={resend.isPending}
      onDone={onDone}
    >
      <Text size="sm">{T.intro(guest.name || SHARED_TEXTS.guest)}</Text>
      <TextInput label={T.email} description={T.emailHint} type="email" autoComplete="off" data-autofocus {...form.getInputProps('email')} />
      <Checkbox label={T.voidQrCode} description={T.voidQrCodeHint} {...form.getInputProps('voidQrCode', { type: 'checkbox' })} />
    </GuestDialogForm>
  );
}

/** Resend tickets (the guests list's row menu, admins): to the ticket's address or a corrected one. */
export function ResendTicketModal({ eventId, guest, onClose }: { eventId: string; guest: GuestRow | null; onClose: () => void }) {
  return (
    <GuestModal guest={guest} title={T.title} onClose={onClose}>
      {(g) => <ResendForm key={g.id} eventId={eventId} guest={g} onDone={onClose} />}
    </GuestModal>
  );
}
