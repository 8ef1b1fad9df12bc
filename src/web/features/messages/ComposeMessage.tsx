import { Button, Card, Group, Select, SegmentedControl, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES_TEXTS as T } from '../../../contracts/messages.messages.ts';
import { MESSAGE_AUDIENCES, MESSAGE_FORMATS, MESSAGE_LIMITS, type MessageAudience, type MessageFormat } from '../../../contracts/messages.values.ts';
import { notifyApiError, notifySuccess } from '../../app/notify.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { FormErrors } from '../../ui/form/FormErrors.tsx';
import { useFormFeedback } from '../../ui/form/useFormFeedback.ts';
import { audienceQuery, previewMessage, sendTestMessage, useSendMessage, type Content } from './api.ts';
import { MessagePreview } from './MessagePreview.tsx';

export interface ComposeProps {
  eventId: string;
  ticketTypes: { id: string; name: string }[];
  dates: { id: string; label: string }[];
}

interface Values {
  subject: string;
  body: string;
  format: MessageFormat;
  audience: MessageAudience;
  ticketTypeId: string | null;
  occurrenceId: string | null;
}

const INITIAL: Values = { subject: '', body: '', format: 'text', audience: 'all', ticketTypeId: null, occurrenceId: null };

/**
 * The compose form: audience with its recipient count, subject and body, then Preview, Send a test to me and Send.
 * The form's key is made once per message, so a double click or a retried request sends one message.
 */
export function ComposeMessage({ eventId, ticketTypes, dates }: ComposeProps) {
  const form = useForm<Values>({ initialValues: INITIAL });
  const feedback = useFormFeedback(form);
  const [clientKey, setClientKey] = useState(() => crypto.randomUUID());
  const [preview, setPreview] = useState<{ subject: string; html: string } | null>(null);
  const [busy, setBusy] = useState<'preview' | 'test' | null>(null);
  const send = useSendMessage(eventId);
  const v = form.values;
  const audience = {
    audience: v.audience,
    ...(v.audience === 'ticket_type' && v.ticketTypeId ? { ticketTypeId: v.ticketTypeId } : {}),
    ...(v.audience === 'date' && v.occurrenceId ? { occurrenceId: v.occurrenceId } : {}),
  };
  const count = useQuery(audienceQuery(eventId, audience));
  const content = (): Content => ({ subject: v.subject, body: v.body, format: v.format });

  const run = async (kind: 'preview' | 'test') => {
    feedback.setFormErrors([]);
    setBusy(kind);
    try {
      if (kind === 'preview') setPreview(await previewMessage(eventId, content()));
      else notifySuccess(T.testSent((await sendTestMessage(eventId, content())).sentTo));
    } catch (error) {
      feedback.serverRefused(error, { fallback: T.sendFailed });
    } finally {
      setBusy(null);
    }
  };

  const submit = form.onSubmit(async () => {
    feedback.setFormErrors([]);
    const recipients = count.data?.recipients ?? 0;
    if (!(await confirmAction({ title: T.confirmTitle, message: T.confirmBody(recipients), confirmLabel: T.send }))) return;
    try {
      await send.mutateAsync({ ...content(), ...audience, clientKey });
      notifySuccess(T.sent);
      form.setValues(INITIAL);
      setPreview(null);
      setClientKey(crypto.randomUUID());
    } catch (error) {
      feedback.serverRefused(error, { fallback: T.sendFailed });
      notifyApiError(error, T.sendFailed);
    }
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <form ref={feedback.ref} onSubmit={submit} noValidate aria-label={T.compose}>
        <Stack gap="md">
          <Title order={3} fz="md">
            {T.compose}
          </Title>
          <Select
            label={T.audience}
            data={MESSAGE_AUDIENCES.map((a) => ({ value: a, label: T.audiences[a] }))}
            allowDeselect={false}
            {...form.getInputProps('audience')}
          />
          {v.audience === 'ticket_type' ? (
            <Select label={T.ticketType} data={ticketTypes.map((t) => ({ value: t.id, label: t.name }))} {...form.getInputProps('ticketTypeId')} />
          ) : null}
          {v.audience === 'date' ? (
            <Select label={T.date} data={dates.map((d) => ({ value: d.id, label: d.label }))} {...form.getInputProps('occurrenceId')} />
          ) : null}
          {/* Busy while counting: Send stays disabled until the count is in. */}
          <Text fz="sm" fw={600} aria-live="polite" aria-busy={count.isFetching || undefined} data-testid="recipient-count">
            {count.data ? T.recipients(count.data.recipients) : '\u00a0'}
          </Text>
          <TextInput label={T.subject} required maxLength={MESSAGE_LIMITS.subject} {...form.getInputProps('subject')} />
          <SegmentedControl
            aria-label={T.format}
            data={MESSAGE_FORMATS.map((f) => ({ value: f, label: T.formats[f] }))}
            {...form.getInputProps('format')}
          />
          <Textarea
            label={T.body}
            description={T.bodyHint}
            required
            autosize
            minRows={6}
            maxLength={MESSAGE_LIMITS.body}
            {...form.getInputProps('body')}
          />
          <FormErrors messages={feedback.formErrors} />
          <Group gap="sm">
            <Button variant="default" loading={busy === 'preview'} onClick={() => void run('preview')}>
              {T.preview}
            </Button>
            <Button variant="default" loading={busy === 'test'} onClick={() => void run('test')}>
              {T.testSend}
            </Button>
            <Button type="submit" loading={send.isPending} disabled={!count.data?.recipients}>
              {T.send}
            </Button>
          </Group>
          {preview ? <MessagePreview subject={preview.subject} html={preview.html} /> : null}
        </Stack>
      </form>
    </Card>
  );
}
