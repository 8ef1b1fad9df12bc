import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { managedEventQuery } from '../../../../features/events/managed-event-query.ts';
import { QuestionsEditor } from '../../../../features/events/editor/QuestionsEditor.tsx';

export const Route = createFileRoute('/management/courses/$eventId/questions')({
  component: Page,
});

function Page() {
  const { eventId } = Route.useParams();
  const { data } = useSuspenseQuery(managedEventQuery(eventId));
  return <QuestionsEditor key={data.event.id} reply={data} />;
}
