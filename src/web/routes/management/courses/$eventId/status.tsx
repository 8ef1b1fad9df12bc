import { createFileRoute } from '@tanstack/react-router';
import { EventStatusSection } from '../../../../features/event-lifecycle/index.ts';

export const Route = createFileRoute('/management/courses/$eventId/status')({
  component: Page,
});

function Page() {
  const { eventId } = Route.useParams();
  return <EventStatusSection eventId={eventId} />;
}
