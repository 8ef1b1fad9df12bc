import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { managedEventQuery } from '../../../../features/events/managed-event-query.ts';
import { OccurrencesEditor } from '../../../../features/events/editor/OccurrencesEditor.tsx';

export const Route = createFileRoute('/management/courses/$eventId/dates')({
  component: Page,
});

function Page() {
  const { eventId } = Route.useParams();
  const { data } = useSuspenseQuery(managedEventQuery(eventId));
  return <OccurrencesEditor key={data.event.id} reply={data} />;
}
