import { createFileRoute, notFound } from '@tanstack/react-router';
import { EVENT_MESSAGES } from '../../../../../contracts/events.messages.ts';
import { isUuid } from '../../../../app/search-params.ts';
import { PromotePage } from '../../../../features/checkout/PromotePage.tsx';
import { NotFound } from '../../../../ui/NotFound.tsx';

/** /event/:eventId/promote/:promoterUsername (buyer-side 2.7): remembers the promoter, then opens the event. */
export const Route = createFileRoute('/event/$eventId/promote/$promoterUsername')({
  beforeLoad: ({ params }) => {
    if (!isUuid(params.eventId)) throw notFound();
  },
  notFoundComponent: () => <NotFound message={EVENT_MESSAGES.eventNotFound} />,
  component: PromoteRoute,
});

function PromoteRoute() {
  const { eventId, promoterUsername } = Route.useParams();
  return <PromotePage eventId={eventId} promoterUsername={promoterUsername} />;
}
