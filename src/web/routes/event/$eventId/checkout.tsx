import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { EVENT_MESSAGES } from '../../../../contracts/events.messages.ts';
import { isUuid, searchParams } from '../../../app/search-params.ts';
import { CHECKOUT_SEARCH_WITH_TERMINAL } from '../../../features/checkout/checkout-search.ts';
import { CheckoutFlow } from '../../../features/checkout/CheckoutFlow.tsx';
import { NotFound } from '../../../ui/NotFound.tsx';

/**
 * /event/:eventId/checkout (buyer-side 2.7). Reads ticketType, order, promoCode and page (the step: tickets,
 * info, payment); tab=info jumps to the info step; occurrenceId picks the date; paymentMethod=terminal is the
 * door sale with a card reader (door staff). `event` is accepted for the /checkout?event= form.
 */
export const Route = createFileRoute('/event/$eventId/checkout')({
  validateSearch: searchParams(CHECKOUT_SEARCH_WITH_TERMINAL),
  beforeLoad: ({ params }) => {
    if (!isUuid(params.eventId)) throw notFound();
  },
  notFoundComponent: () => <NotFound message={EVENT_MESSAGES.eventNotFound} />,
  component: CheckoutPage,
});

function CheckoutPage() {
  const { eventId } = Route.useParams();
  const { ticketType, occurrenceId, order, promoCode, page, tab, paymentMethod } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <CheckoutFlow
      eventId={eventId}
      flow={paymentMethod === 'terminal' ? 'terminal' : 'buyer'}
      ticketType={ticketType}
      occurrenceId={occurrenceId}
      orderId={order}
      requestedStep={page ?? (tab === 'info' ? 'info' : 'tickets')}
      promoCode={promoCode}
      onStep={(next) =>
        void navigate({
          to: '/event/$eventId/checkout',
          params: { eventId },
          search: { ticketType, occurrenceId, paymentMethod, order: next.order ?? undefined, page: next.page },
        })
      }
    />
  );
}
