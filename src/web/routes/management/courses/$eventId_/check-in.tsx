import { createFileRoute, redirect } from '@tanstack/react-router';
import { searchParams, textParam } from '../../../../app/search-params.ts';
import { EventNotFound } from '../../../../features/events/EventNotFound.tsx';
import { loadManagedEvent, requireManagedEventAccess } from '../../../../features/events/route-gates.ts';
import { CheckInPage } from '../../../../features/guests/CheckInPage.tsx';

/**
 * /management/courses/:eventId/check-in: the door check-in page, outside the management tabs (a phone at the
 * door). Same gate as the event's management pages; the guests access (admin, door, door_with_stats) is checked
 * by the API and by the page. ?date= picks a recurring event's date ('all' for every date).
 */
export const Route = createFileRoute('/management/courses/$eventId_/check-in')({
  validateSearch: searchParams({ date: textParam(40) }),
  beforeLoad: ({ context, location, params }) => requireManagedEventAccess(context.queryClient, params.eventId, location.href),
  loader: async ({ context, params, location }) => {
    const reply = await loadManagedEvent(context.queryClient, params.eventId, location.href);
    if (!reply.permissions.canViewGuests) throw redirect({ to: '/management/courses/$eventId', params: { eventId: params.eventId } });
  },
  notFoundComponent: EventNotFound,
  component: CheckInRoute,
});

function CheckInRoute() {
  const { eventId } = Route.useParams();
  const { date } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CheckInPage eventId={eventId} date={date} onDate={(d) => void navigate({ search: (prev) => ({ ...prev, date: d }), replace: true })} />;
}
