import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { managedEventQuery } from '../events/index.ts';
import { EVENT_STATUS_TEXTS as T } from '../../../contracts/event-cancel.messages.ts';
import { FormSection } from '../../ui/FormSection.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { eventLifecycleQuery } from './api.ts';
import { CancelEventDialog } from './CancelEventDialog.tsx';
import { MassRefundProgress } from './MassRefundProgress.tsx';
import { PostponeEventDialog } from './PostponeEventDialog.tsx';

const when = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The event's Status tab: postpone or cancel it, and once cancelled the mass refund's progress (refetched while it runs). */
export function EventStatusSection({ eventId }: { eventId: string }) {
  const { data, isPending, isError, refetch } = useQuery(eventLifecycleQuery(eventId));
  // The management layout has loaded the event: its dates are the postponement's starting point.
  const { data: managed } = useSuspenseQuery(managedEventQuery(eventId));
  const [cancelOpened, cancelDialog] = useDisclosure(false);
  const [postponeOpened, postponeDialog] = useDisclosure(false);

  return (
    <FormSection title={T.title} description={data?.canceledAt ? undefined : T.intro} id="event-status">
      {isPending ? <Skeleton height={80} /> : null}
      {isError ? <RetryAlert message={T.loadFailed} onRetry={() => void refetch()} /> : null}
      {data ? (
        <Stack gap="md">
          {data.canceledAt ? (
            <Group gap="sm">
              <Badge color="red" size="lg">
                {T.canceledBadge}
              </Badge>
              <Text c="dimmed">{T.canceledOn(when(data.canceledAt))}</Text>
            </Group>
          ) : null}
          {data.postponedAt && !data.canceledAt ? (
            <Stack gap={4}>
              <Group gap="sm">
                <Badge color="orange" size="lg">
                  {T.postponedBadge}
                </Badge>
                <Text c="dimmed">{T.postponedOn(when(data.postponedAt))}</Text>
              </Group>
              {data.refundRequestsUntil ? <Text fz="sm">{T.refundRequestsUntil(when(data.refundRequestsUntil))}</Text> : null}
            </Stack>
          ) : null}
          {data.massRefund ? <MassRefundProgress eventId={eventId} massRefund={data.massRefund} /> : null}
          {data.canceledAt ? null : (
            <Group gap="sm">
              <Button variant="default" onClick={postponeDialog.open}>
                {T.postpone}
              </Button>
              <Button color="red" variant="light" onClick={cancelDialog.open}>
                {T.cancelEvent}
              </Button>
            </Group>
          )}
          {cancelOpened ? <CancelEventDialog eventId={eventId} lifecycle={data} opened onClose={cancelDialog.close} /> : null}
          {postponeOpened ? (
            <PostponeEventDialog
              eventId={eventId}
              dates={managed.occurrences}
              refundRequestsUntil={data.refundRequestsUntil}
              opened
              onClose={postponeDialog.close}
            />
          ) : null}
        </Stack>
      ) : null}
    </FormSection>
  );
}
