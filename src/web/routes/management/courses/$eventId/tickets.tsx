import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { managedEventQuery } from '../../../../features/events/managed-event-query.ts';
import { TicketTypesEditor } from '../../../../features/events/editor/TicketTypesEditor.tsx';

export const Route = createFileRoute('/management/courses/$eventId/tickets')({
  component: Page,
});

function Page() {
  const { eventId } = Route.useParams();
  const { data } = useSuspenseQuery(managedEventQuery(eventId));
  return <TicketTypesEditor key={data.event.id} reply={data} />;
}
