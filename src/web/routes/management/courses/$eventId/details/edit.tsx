import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { managedEventQuery } from '../../../../../features/events/managed-event-query.ts';
import { DetailsForm } from '../../../../../features/events/editor/DetailsForm.tsx';

export const Route = createFileRoute('/management/courses/$eventId/details/edit')({
  component: DetailsPage,
});

function DetailsPage() {
  const { eventId } = Route.useParams();
  const { data } = useSuspenseQuery(managedEventQuery(eventId));
  return <DetailsForm key={data.event.id} reply={data} />;
}
