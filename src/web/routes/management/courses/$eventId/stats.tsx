import { createFileRoute } from '@tanstack/react-router';
import { EventStatsSoFar } from '../../../../features/events/stats/EventStatsSoFar.tsx';

export const Route = createFileRoute('/management/courses/$eventId/stats')({
  component: StatsPage,
});

function StatsPage() {
  const { eventId } = Route.useParams();
  return <EventStatsSoFar eventId={eventId} />;
}
