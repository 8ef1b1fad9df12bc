import { createFileRoute } from '@tanstack/react-router';
import { searchParams } from '../../../app/search-params.ts';
import { CHECKOUT_SEARCH_WITH_TERMINAL } from '../../../features/checkout/checkout-search.ts';
import { EventCheckout } from '../../../features/checkout/EventCheckout.tsx';
import { EventNotFound } from '../../../features/events/EventNotFound.tsx';
import { requireEventId } from '../../../features/events/route-gates.ts';
import { PixelsSlot } from '../../../features/pixels/index.ts';

/**
 * /event/:eventId/checkout (buyer-side 2.7). Reads ticketType, order, promoCode and page (the step: tickets,
 * info, payment); tab=info jumps to the info step; occurrenceId picks the date; paymentMethod=terminal is the
 * door sale with a card reader (door staff). `event` is accepted for the /checkout?event= form.
 */
export const Route = createFileRoute('/event/$eventId/checkout')({
  validateSearch: searchParams(CHECKOUT_SEARCH_WITH_TERMINAL),
  beforeLoad: ({ params }) => requireEventId(params.eventId),
  notFoundComponent: EventNotFound,
  component: CheckoutPage,
});

function CheckoutPage() {
  const { eventId } = Route.useParams();
  const search = Route.useSearch();
  return (
    <>
      <EventCheckout eventId={eventId} search={search} requestedStep={search.page ?? (search.tab === 'info' ? 'info' : 'tickets')} />
      <PixelsSlot eventId={eventId} />
    </>
  );
}
