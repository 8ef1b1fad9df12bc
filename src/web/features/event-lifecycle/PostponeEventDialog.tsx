import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EVENT_LIFECYCLE_MESSAGES as M, EVENT_STATUS_TEXTS as T } from '../../../contracts/event-lifecycle.messages.ts';
import { errorMessage } from '../../app/http.ts';
import { notifySuccess } from '../../app/notify.ts';
import { FormErrors } from '../../ui/form/FormErrors.tsx';
import { useFormFeedback } from '../../ui/form/useFormFeedback.ts';
import { AnchorLink } from '../../ui/links.tsx';
import { TitledModal } from '../../ui/TitledModal.tsx';
import { usePostponeEvent } from './api.ts';

/** An instant as the browser's datetime-local field shows it (its own zone). */
const localInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/**
 * Postpone: the new dates are the event's own (moved in Dates first; the dialog links there), and until when a
 * holder may ask for a refund. Holders are e-mailed once per new date.
 */
export function PostponeEventDialog({
  eventId,
  refundRequestsUntil,
  opened,
  onClose,
}: {
  eventId: string;
  refundRequestsUntil: string | null;
  opened: boolean;
  onClose: () => void;
}) {
  const form = useForm({
    initialValues: { refundRequestsUntil: localInput(refundRequestsUntil) },
    validate: { refundRequestsUntil: (value) => (value ? null : M.refundWindowRequired) },
  });
  const feedback = useFormFeedback(form);
  const postpone = usePostponeEvent(eventId);

  const submit = form.onSubmit(
    async ({ refundRequestsUntil: local }) => {
      try {
        const reply = await postpone.mutateAsync({ refundRequestsUntil: new Date(local).toISOString() });
        notifySuccess(reply.message);
        onClose();
      } catch (error) {
        feedback.serverRefused(error, { fallback: T.postponeFailed, formMessage: errorMessage(error, T.postponeFailed) });
      }
    },
    () => feedback.refused(),
  );

  return (
    <TitledModal opened={opened} onClose={onClose} title={T.postponeTitle}>
      <form ref={feedback.ref} onSubmit={submit} noValidate aria-label={T.postponeTitle}>
        <Stack gap="md">
          <FormErrors messages={feedback.formErrors} />
          <Text>{T.postponeIntro}</Text>
          <AnchorLink to="/management/courses/$eventId/dates" params={{ eventId }}>
            {T.newDates}
          </AnchorLink>
          <TextInput
            type="datetime-local"
            label={T.refundWindowLabel}
            description={T.refundWindowHelp}
            required
            {...form.getInputProps('refundRequestsUntil')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {T.close}
            </Button>
            <Button type="submit" loading={postpone.isPending}>
              {T.confirmPostpone}
            </Button>
          </Group>
        </Stack>
      </form>
    </TitledModal>
  );
}
