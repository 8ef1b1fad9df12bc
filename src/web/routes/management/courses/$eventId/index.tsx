import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Navigate } from '@tanstack/react-router';
import { managedEventQuery } from '../../../../features/events/managed-event-query.ts';
import { manageTabs } from '../../../../features/events/editor/manage-tabs.ts';

export const Route = createFileRoute('/management/courses/$eventId/')({
  component: FirstTab,
});

/** /management/courses/:eventId opens the first page the viewer's access allows (Details for admins). */
function FirstTab() {
  const { eventId } = Route.useParams();
  const { data } = useSuspenseQuery(managedEventQuery(eventId));
  const first = manageTabs(data.permissions, data.occurrences.length)[0];
  if (!first) return null;
  return <Navigate to={`/management/courses/$eventId/${first.path}` as never} params={{ eventId } as never} replace />;
}
