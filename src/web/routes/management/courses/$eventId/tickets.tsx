import { Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { formatInZone } from '../../../../../domain/dates.ts';
import { managedEventQuery } from '../../../../features/events/managed-event-query.ts';
import { TicketTypesEditor } from '../../../../features/events/editor/TicketTypesEditor.tsx';
import { WaitingRoomCard } from '../../../../features/waiting-room/index.ts';

export const Route = createFileRoute('/management/courses/$eventId/tickets')({
  component: Page,
});

/** The ticket types and, beside their sales start, the on-sale's waiting room. */
function Page() {
  const { eventId } = Route.useParams();
  const { data } = useSuspenseQuery(managedEventQuery(eventId));
  const { timezone } = data.event;
  const dates = data.occurrences.map((o) => ({ id: o.id, label: formatInZone(new Date(o.startsAt), timezone) }));
  return (
    <Stack gap="xl">
      <TicketTypesEditor key={data.event.id} reply={data} />
      <WaitingRoomCard eventId={eventId} timezone={timezone} dates={dates} />
    </Stack>
  );
}
