import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EVENT_CANCEL_MESSAGES as M, EVENT_STATUS_TEXTS as T } from '../../../contracts/event-cancel.messages.ts';
import { instantToZonedLocal, zonedLocalToInstant } from '../../../domain/dates.ts';
import { errorMessage } from '../../app/http.ts';
import { notifySuccess } from '../../app/notify.ts';
import { FormErrors } from '../../ui/form/FormErrors.tsx';
import { useFormFeedback } from '../../ui/form/useFormFeedback.ts';
import { AnchorLink } from '../../ui/links.tsx';
import { TitledModal } from '../../ui/TitledModal.tsx';
import { usePostponeEvent } from './api.ts';

export interface EventDate {
  startsAt: string;
  endsAt: string;
  timezone: string;
}

/** An instant as the browser's datetime-local field shows it (its own zone). */
const browserLocal = (iso: string | null) => (iso ? instantToZonedLocal(new Date(iso), Intl.DateTimeFormat().resolvedOptions().timeZone) : '');
const required = (value: string) => (value ? null : M.refundWindowRequired);

/**
 * Postpone: a single-date event's new start and end (in the event's zone) and until when a holder may ask for a
 * refund; a date series moves in its Dates tab first (the dialog links there). Holders are e-mailed once per new date.
 */
export function PostponeEventDialog({
  eventId,
  dates,
  refundRequestsUntil,
  opened,
  onClose,
}: {
  eventId: string;
  dates: EventDate[];
  refundRequestsUntil: string | null;
  opened: boolean;
  onClose: () => void;
}) {
  const single = dates.length === 1 ? dates[0]! : null;
  const zone = single?.timezone ?? 'UTC';
  const form = useForm({
    initialValues: {
      startsAt: single ? instantToZonedLocal(new Date(single.startsAt), zone) : '',
      endsAt: single ? instantToZonedLocal(new Date(single.endsAt), zone) : '',
      refundRequestsUntil: browserLocal(refundRequestsUntil),
    },
    validate: {
      refundRequestsUntil: required,
      startsAt: (value) => (single && !value ? M.newDateBoth : null),
      endsAt: (value) => (single && !value ? M.newDateBoth : null),
    },
  });
  const feedback = useFormFeedback(form);
  const postpone = usePostponeEvent(eventId);

  const submit = form.onSubmit(
    async (values) => {
      const instant = (local: string) => zonedLocalToInstant(local, zone)?.toISOString();
      try {
        const reply = await postpone.mutateAsync({
          refundRequestsUntil: new Date(values.refundRequestsUntil).toISOString(),
          ...(single ? { startsAt: instant(values.startsAt), endsAt: instant(values.endsAt) } : {}),
        });
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
          <Text>{single ? T.postponeIntro : T.seriesIntro}</Text>
          {single ? (
            <Group grow gap="sm" align="flex-start">
              <TextInput type="datetime-local" label={T.newStart} required {...form.getInputProps('startsAt')} />
              <TextInput type="datetime-local" label={T.newEnd} required {...form.getInputProps('endsAt')} />
            </Group>
          ) : (
            <AnchorLink to="/management/courses/$eventId/dates" params={{ eventId }}>
              {T.newDates}
            </AnchorLink>
          )}
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
