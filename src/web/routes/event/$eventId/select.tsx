import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { EVENT_MESSAGES } from '../../../../contracts/events.messages.ts';
import { ATTENDANCE_TYPES } from '../../../../domain/tickets.ts';
import { enumParam, isUuid, optionalText, searchParams, uuidParam } from '../../../app/search-params.ts';
import { CheckoutFlow } from '../../../features/checkout/CheckoutFlow.tsx';
import { NotFound } from '../../../ui/NotFound.tsx';

export const Route = createFileRoute('/event/$eventId/select')({
  validateSearch: searchParams({
    ticketType: enumParam(ATTENDANCE_TYPES),
    occurrenceId: uuidParam,
    promoCode: optionalText,
    paymentMethod: enumParam(['terminal']),
  }),
  beforeLoad: ({ params }) => {
    if (!isUuid(params.eventId)) throw notFound();
  },
  notFoundComponent: () => <NotFound message={EVENT_MESSAGES.eventNotFound} />,
  component: SelectTicketsPage,
});

/** /event/:eventId/select (buyer-side 2.7): the checkout's ticket step; the next steps continue on /checkout. */
function SelectTicketsPage() {
  const { eventId } = Route.useParams();
  const { ticketType, occurrenceId, promoCode, paymentMethod } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <CheckoutFlow
      eventId={eventId}
      flow={paymentMethod === 'terminal' ? 'terminal' : 'buyer'}
      ticketType={ticketType}
      occurrenceId={occurrenceId}
      requestedStep="tickets"
      promoCode={promoCode}
      onStep={({ order, page }) =>
        void navigate({
          to: '/event/$eventId/checkout',
          params: { eventId },
          search: { ticketType, occurrenceId, paymentMethod, order: order ?? undefined, page },
        })
      }
    />
  );
}
