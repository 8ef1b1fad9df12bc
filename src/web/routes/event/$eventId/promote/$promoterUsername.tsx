import { createFileRoute } from '@tanstack/react-router';
import { PromotePage } from '../../../../features/checkout/PromotePage.tsx';
import { EventNotFound } from '../../../../features/events/EventNotFound.tsx';
import { requireEventId } from '../../../../features/events/route-gates.ts';

/** /event/:eventId/promote/:promoterUsername (buyer-side 2.7): remembers the promoter, then opens the event. */
export const Route = createFileRoute('/event/$eventId/promote/$promoterUsername')({
  beforeLoad: ({ params }) => requireEventId(params.eventId),
  notFoundComponent: EventNotFound,
  component: PromoteRoute,
});

function PromoteRoute() {
  const { eventId, promoterUsername } = Route.useParams();
  return <PromotePage eventId={eventId} promoterUsername={promoterUsername} />;
}
