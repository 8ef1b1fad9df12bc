import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { formatInZone } from '../../../../../domain/dates.ts';
import { managedEventQuery } from '../../../../features/events/managed-event-query.ts';
import { MessagesTab } from '../../../../features/messages/MessagesTab.tsx';

/** The event's Messages tab (/management/courses/:eventId/messages): the layout route gates the event. */
export const Route = createFileRoute('/management/courses/$eventId/messages')({
  component: MessagesPage,
});

function MessagesPage() {
  const { eventId } = Route.useParams();
  const { data: event } = useSuspenseQuery(managedEventQuery(eventId));
  const dates = event.occurrences.map((o) => ({ id: o.id, label: formatInZone(new Date(o.startsAt), o.timezone) }));
  return <MessagesTab eventId={eventId} ticketTypes={event.ticketTypes} dates={dates} />;
}
