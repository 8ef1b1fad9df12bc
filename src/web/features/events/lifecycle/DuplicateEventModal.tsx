import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { EVENT_LIFECYCLE_MESSAGES as M } from '../../../../contracts/event-lifecycle.messages.ts';
import { MANAGE_EVENT_MESSAGES } from '../../../../contracts/events-management.messages.ts';
import { EVENT_LIMITS } from '../../../../domain/events.ts';
import { zonedLocalToInstant } from '../../../../domain/dates.ts';
import { notifySuccess } from '../../../app/notify.ts';
import { FormErrors } from '../../../ui/form/FormErrors.tsx';
import { useFormFeedback } from '../../../ui/form/useFormFeedback.ts';
import { TitledModal } from '../../../ui/TitledModal.tsx';
import { managedEventQuery } from '../managed-event-query.ts';
import { suggestedCopyEnd, suggestedCopyStart } from './copy-dates.ts';
import { useEventLifecycle } from './lifecycle-api.ts';

interface Source {
  id: string;
  name: string;
  timezone: string;
}

/**
 * Duplicate: the copy's name and its (first) date, in the event's zone. A single date also takes its end; a series
 * moves together from its first date. One key per opened dialog, so a double click or a retry makes one copy.
 */
export function DuplicateEventModal({ source, onClose }: { source: Source; onClose: () => void }) {
  const managed = useQuery(managedEventQuery(source.id));
  const dates = managed.data?.occurrences ?? [];
  return (
    <TitledModal opened onClose={onClose} title={M.duplicateTitle}>
      {managed.isSuccess ? <DuplicateForm source={source} dates={dates} onClose={onClose} /> : <Text size="sm">{M.duplicateIntro}</Text>}
    </TitledModal>
  );
}

function DuplicateForm({ source, dates, onClose }: { source: Source; dates: { startsAt: string; endsAt: string }[]; onClose: () => void }) {
  const navigate = useNavigate();
  const { duplicate } = useEventLifecycle(source.id);
  const [key] = useState(() => crypto.randomUUID());
  const [first] = dates;
  const single = dates.length === 1;
  const suggestedStart = first ? suggestedCopyStart(new Date(first.startsAt), source.timezone, new Date()) : '';
  const form = useForm({
    initialValues: {
      name: M.copyName(source.name).slice(0, EVENT_LIMITS.name),
      startsAt: suggestedStart,
      endsAt: first && single ? suggestedCopyEnd(new Date(first.startsAt), new Date(first.endsAt), suggestedStart, source.timezone) : '',
    },
    validate: {
      name: (v) => (v.trim() ? null : MANAGE_EVENT_MESSAGES.required),
      startsAt: (v) => (first && !zonedLocalToInstant(v, source.timezone) ? M.needsStart : null),
    },
  });
  const feedback = useFormFeedback(form);

  const submit = form.onSubmit(async (values) => {
    const startsAt = zonedLocalToInstant(values.startsAt, source.timezone);
    const endsAt = single ? zonedLocalToInstant(values.endsAt, source.timezone) : null;
    try {
      const { eventId } = await duplicate.mutateAsync({
        key,
        name: values.name.trim(),
        ...(startsAt ? { startsAt: startsAt.toISOString() } : {}),
        ...(endsAt ? { endsAt: endsAt.toISOString() } : {}),
      });
      notifySuccess(M.duplicated);
      onClose();
      await navigate({ to: '/management/courses/$eventId/details/edit', params: { eventId } });
    } catch (error) {
      feedback.serverRefused(error, { fallback: M.duplicateFailed });
    }
  }, feedback.refused);

  return (
    <form ref={feedback.ref} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {M.duplicateIntro}
        </Text>
        <FormErrors messages={feedback.formErrors} />
        <TextInput label={M.nameLabel} required maxLength={EVENT_LIMITS.name} {...form.getInputProps('name')} />
        {first ? (
          <SimpleGrid cols={{ base: 1, xs: single ? 2 : 1 }} spacing="sm">
            <TextInput label={single ? M.startsAtLabel : M.firstDateLabel} type="datetime-local" required {...form.getInputProps('startsAt')} />
            {single ? <TextInput label={M.endsAtLabel} type="datetime-local" {...form.getInputProps('endsAt')} /> : null}
          </SimpleGrid>
        ) : null}
        <Text size="xs" c="dimmed">
          {!first ? M.noDateHint : `${single ? M.singleHint : M.seriesHint(dates.length)} ${M.zoneHint(source.timezone)}`}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={duplicate.isPending}>
            {M.duplicateSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
