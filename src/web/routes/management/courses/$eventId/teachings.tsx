import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { managedEventQuery } from '../../../../features/events/managed-event-query.ts';
import { CollaboratorsEditor } from '../../../../features/events/editor/CollaboratorsEditor.tsx';

export const Route = createFileRoute('/management/courses/$eventId/teachings')({
  component: Page,
});

function Page() {
  const { eventId } = Route.useParams();
  const { data } = useSuspenseQuery(managedEventQuery(eventId));
  return <CollaboratorsEditor key={data.event.id} reply={data} />;
}
