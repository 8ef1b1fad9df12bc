import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { managedEventQuery } from '../../../../features/events/managed-event-query.ts';
import { EventSeatingPage } from '../../../../features/event-seating/EventSeatingPage.tsx';

/** The event's Seating tab (issue 32): the layout route gates the event; the seating routes need edit rights. */
export const Route = createFileRoute('/management/courses/$eventId/seating')({
  component: Page,
});

function Page() {
  const { eventId } = Route.useParams();
  const { data } = useSuspenseQuery(managedEventQuery(eventId));
  return <EventSeatingPage key={data.event.id} reply={data} />;
}
