import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EVENT_SEATING_TEXTS as T } from '../../../contracts/event-seating.messages.ts';
import type { ManagedEventReply } from '../../../contracts/events-management.ts';
import { formatInZone } from '../../../domain/dates.ts';
import { notifySuccess } from '../../app/notify.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { FormSection } from '../../ui/FormSection.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { eventSeatingQuery, ownerChartsQuery, useDetachSeating, type EventSeatingReply } from './api.ts';
import { ChartsLink, ChooseChart } from './ChooseChart.tsx';
import { SeatBlocking } from './SeatBlocking.tsx';
import { SeatingCategories } from './SeatingCategories.tsx';
import { SeatingErrorAlert } from './SeatingErrorAlert.tsx';

const TAKEN_AT_FORMAT = 'd MMM yyyy, h:mm a';

/** The attached chart: which one and when it was copied, replace it (or take its latest version) or stop using seats. */
function AttachedChart({ reply, seating }: { reply: ManagedEventReply; seating: EventSeatingReply }) {
  const charts = useQuery(ownerChartsQuery(reply.event.ownerId));
  const detach = useDetachSeating(reply.event.id);
  const name = charts.data?.find((c) => c.id === seating.chartId)?.name ?? (seating.chartId ? T.chart : null);
  const stop = async () => {
    if (!(await confirmAction({ title: T.detachTitle, message: T.detachText, confirmLabel: T.detach, danger: true }))) return;
    detach.mutate(undefined, { onSuccess: () => notifySuccess(T.detached) });
  };
  return (
    <Stack gap="sm">
      <Text fw={600} data-testid="attached-chart">
        {T.snapshotOf(name, formatInZone(new Date(seating.takenAt), reply.event.timezone, TAKEN_AT_FORMAT))}
      </Text>
      <Text size="sm" c="dimmed">
        {T.snapshotHint}
      </Text>
      <ChooseChart eventId={reply.event.id} owner={{ id: reply.event.ownerId, username: reply.owner.username }} replacing />
      <Group gap="sm">
        <Button variant="default" color="red" onClick={() => void stop()} loading={detach.isPending}>
          {T.detach}
        </Button>
        <ChartsLink username={reply.owner.username} label={T.manageCharts} variant="subtle" />
      </Group>
      <SeatingErrorAlert error={detach.error} />
    </Stack>
  );
}

/**
 * The event's Seating tab (/management/courses/:eventId/seating): choose one of the owner's charts (the event keeps
 * a copy), its categories and the ticket types selling them, and the seats blocked on each date.
 */
export function EventSeatingPage({ reply }: { reply: ManagedEventReply }) {
  const eventId = reply.event.id;
  const seating = useQuery(eventSeatingQuery(eventId));
  if (seating.isPending) return <Skeleton height={240} radius="lg" />;
  if (seating.isError) return <RetryAlert message={T.loadFailed} onRetry={() => void seating.refetch()} />;
  const owner = { id: reply.event.ownerId, username: reply.owner.username };
  return (
    <Stack gap="lg" maw={920}>
      <FormSection title={T.heading} description={T.intro}>
        {seating.data ? (
          <AttachedChart reply={reply} seating={seating.data} />
        ) : (
          <>
            <Text size="sm">{T.noSeating}</Text>
            <ChooseChart eventId={eventId} owner={owner} />
          </>
        )}
      </FormSection>
      {seating.data ? (
        <>
          <FormSection title={T.categories}>
            <SeatingCategories eventId={eventId} categories={seating.data.categories} />
          </FormSection>
          <FormSection title={T.blocking}>
            <SeatBlocking eventId={eventId} seating={seating.data} occurrences={reply.occurrences} />
          </FormSection>
        </>
      ) : null}
    </Stack>
  );
}
