import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { EVENT_MESSAGES, EVENT_PAGE_TEXTS } from '../../../contracts/events.messages.ts';
import { EVENTS_MANAGEMENT_ENDPOINTS as E } from '../../../contracts/events-management.endpoints.ts';
import { call, isApiError } from '../../app/http.ts';
import { refreshEvent } from './managed-event-query.ts';

/** The messages of a failed publish: each server message, or 'Failed to publish event' when there are none. */
export function publishFailureMessages(error: unknown): string[] {
  if (isApiError(error) && error.status > 0 && error.status < 500) {
    const messages = error.messages.filter(Boolean);
    if (messages.length) return messages;
  }
  return [EVENT_MESSAGES.publishFailed];
}

/**
 * Publish (POST .../publish) with its alerts: every failed check as a danger alert, and the success text that
 * clears itself after 5 seconds.
 */
export function usePublishFlow(eventId: string) {
  const queryClient = useQueryClient();
  // POST .../publish here rather than in api.ts: a draft's page loads this flow, and not the editor's other calls.
  const mutation = useMutation({
    mutationFn: () => call(E.publish, { params: { eventId } }),
    onSuccess: () => refreshEvent(queryClient, eventId),
  });
  const [messages, setMessages] = useState<string[]>([]);
  const [success, setSuccess] = useState(false);

  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(() => setSuccess(false), EVENT_MESSAGES.publishSuccessMs);
    return () => window.clearTimeout(timer);
  }, [success]);

  const publish = () => {
    setMessages([]);
    setSuccess(false);
    mutation.mutate(undefined, {
      onSuccess: () => setSuccess(true),
      onError: (error) => setMessages(publishFailureMessages(error)),
    });
  };

  return {
    publish,
    pending: mutation.isPending,
    messages,
    success,
    dismiss: (m: string) => setMessages((prev) => prev.filter((x) => x !== m)),
  };
}

export function PublishAlerts({ flow }: { flow: ReturnType<typeof usePublishFlow> }) {
  if (!flow.success && !flow.messages.length) return null;
  return (
    <Stack gap="xs" aria-live="polite">
      {flow.success ? (
        <Alert color="green" icon={<IconCircleCheck size={20} />} role="status">
          {EVENT_MESSAGES.publishSuccess}
        </Alert>
      ) : null}
      {flow.messages.map((m) => (
        <Alert
          key={m}
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          role="alert"
          withCloseButton
          closeButtonLabel={EVENT_PAGE_TEXTS.dismiss}
          onClose={() => flow.dismiss(m)}
        >
          {m}
        </Alert>
      ))}
    </Stack>
  );
}
