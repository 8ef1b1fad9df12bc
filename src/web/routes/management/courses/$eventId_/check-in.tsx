import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { isApiError } from '../../../../app/http.ts';
import { isUuid, searchParams, textParam } from '../../../../app/search-params.ts';
import { loadSessionUser } from '../../../../features/accounts/api.ts';
import { managedEventQuery } from '../../../../features/events/api.ts';
import { CheckInPage } from '../../../../features/guests/CheckInPage.tsx';
import { NotFound } from '../../../../ui/NotFound.tsx';
import { EVENT_MESSAGES } from '../../../../../contracts/events.messages.ts';

/**
 * /management/courses/:eventId/check-in: the door check-in page, outside the management tabs (a phone at the
 * door). Same gate as the event's management pages; the guests access (admin, door, door_with_stats) is checked
 * by the API and by the page. ?date= picks a recurring event's date ('all' for every date).
 */
export const Route = createFileRoute('/management/courses/$eventId_/check-in')({
  validateSearch: searchParams({ date: textParam(40) }),
  beforeLoad: async ({ context, location, params }) => {
    if (!isUuid(params.eventId)) throw notFound();
    const user = await loadSessionUser(context.queryClient);
    if (!user) throw redirect({ to: '/auth', search: { redirect_to: location.href } });
  },
  loader: async ({ context, params, location }) => {
    try {
      const reply = await context.queryClient.ensureQueryData(managedEventQuery(params.eventId));
      if (!reply.permissions.canViewGuests) throw redirect({ to: '/management/courses/$eventId', params: { eventId: params.eventId } });
    } catch (error) {
      if (isApiError(error)) {
        if (error.status === 401) throw redirect({ to: '/auth', search: { redirect_to: location.href } });
        if (error.status === 403) throw redirect({ to: '/' });
        if (error.status === 404) throw notFound();
      }
      throw error;
    }
  },
  notFoundComponent: () => <NotFound message={EVENT_MESSAGES.eventNotFound} />,
  component: CheckInRoute,
});

function CheckInRoute() {
  const { eventId } = Route.useParams();
  const { date } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CheckInPage eventId={eventId} date={date} onDate={(d) => void navigate({ search: (prev) => ({ ...prev, date: d }), replace: true })} />;
}
