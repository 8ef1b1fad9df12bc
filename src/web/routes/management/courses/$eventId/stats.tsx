import { createFileRoute } from '@tanstack/react-router';
import { EventStatsPage } from '../../../../features/events/stats/EventStatsPage.tsx';

/** Event Stats (the spec's /management/courses/:eventId/stats): the layout route gates the event. */
export const Route = createFileRoute('/management/courses/$eventId/stats')({
  component: StatsPage,
});

function StatsPage() {
  const { eventId } = Route.useParams();
  return <EventStatsPage eventId={eventId} />;
}
