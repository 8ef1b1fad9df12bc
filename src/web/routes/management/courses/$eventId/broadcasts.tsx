import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { BroadcastTab } from '../../../../features/broadcasts/BroadcastTab.tsx';
import { managedEventQuery } from '../../../../features/events/managed-event-query.ts';

/** The event's Broadcast tab (the spec's /management/courses/:eventId/broadcasts): the layout route gates the event. */
export const Route = createFileRoute('/management/courses/$eventId/broadcasts')({
  component: BroadcastsPage,
});

function BroadcastsPage() {
  const { eventId } = Route.useParams();
  const { data: event } = useSuspenseQuery(managedEventQuery(eventId));
  return <BroadcastTab eventId={eventId} ownerId={event.owner.id} />;
}
