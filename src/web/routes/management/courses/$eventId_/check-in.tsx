import type { QueryClient } from '@tanstack/react-query';
import { createFileRoute, isRedirect, redirect } from '@tanstack/react-router';
import { searchParams, textParam } from '../../../../app/search-params.ts';
import { loadSessionUser, sessionUnreachable } from '../../../../features/accounts/index.ts';
import { EventNotFound } from '../../../../features/events/EventNotFound.tsx';
import { loadManagedEvent, requireEventId, requireManagedEventAccess } from '../../../../features/events/route-gates.ts';
import { CheckInPage } from '../../../../features/guests/CheckInPage.tsx';

/**
 * /management/courses/:eventId/check-in: the door check-in page, outside the management tabs (a phone at the
 * door). Same gate as the event's management pages; the guests access (admin, door, door_with_stats) is checked
 * by the API and by the page. ?date= picks a recurring event's date ('all' for every date). With no network, it opens
 * with the session and event its door list was saved with on this device (issue 35), if it has them.
 */

/**
 * The server's answer that sends the visitor away forgets on the door device what it no longer may hold (issue 35,
 * as the list and sync calls' 401 and 403 do): signed out (sent to sign in) every list, no access to this event or
 * its guests this event's list only; the scans not uploaded stay (docs/decisions/tickets.md "Lost access").
 */
async function forgetIfTurnedAway<T>(gate: Promise<T>, queryClient: QueryClient, eventId: string): Promise<T> {
  try {
    return await gate;
  } catch (error) {
    if (isRedirect(error)) {
      // Loaded only then, as the offline opening below: IndexedDB's wrapper stays out of the first chunk.
      const { forgetDoorEvent, forgetDoorSession } = await import('../../../../features/guests/offline/door-forget.ts');
      const user = error.options.to === '/auth' ? null : await loadSessionUser(queryClient);
      await (user ? forgetDoorEvent(eventId, user.id) : forgetDoorSession());
    }
    throw error;
  }
}

export const Route = createFileRoute('/management/courses/$eventId_/check-in')({
  validateSearch: searchParams({ date: textParam(40) }),
  beforeLoad: async ({ context, location, params }) => {
    requireEventId(params.eventId);
    if (await sessionUnreachable(context.queryClient)) {
      // Loaded only then: IndexedDB's wrapper stays out of the first chunk.
      const { openDoorOffline } = await import('../../../../features/guests/offline/door-opening.ts');
      if (await openDoorOffline(context.queryClient, params.eventId)) return;
      // Nothing saved for this event: off to sign in, but the server said nothing about access, so nothing is wiped.
      return requireManagedEventAccess(context.queryClient, params.eventId, location.href);
    }
    await forgetIfTurnedAway(requireManagedEventAccess(context.queryClient, params.eventId, location.href), context.queryClient, params.eventId);
  },
  loader: ({ context, params, location }) =>
    forgetIfTurnedAway(
      loadManagedEvent(context.queryClient, params.eventId, location.href).then((reply) => {
        if (!reply.permissions.canViewGuests) throw redirect({ to: '/management/courses/$eventId', params: { eventId: params.eventId } });
      }),
      context.queryClient,
      params.eventId,
    ),
  notFoundComponent: EventNotFound,
  component: CheckInRoute,
});

function CheckInRoute() {
  const { eventId } = Route.useParams();
  const { date } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CheckInPage eventId={eventId} date={date} onDate={(d) => void navigate({ search: (prev) => ({ ...prev, date: d }), replace: true })} />;
}
