import { createFileRoute, redirect } from '@tanstack/react-router';
import { searchParams } from '../../app/search-params.ts';
import { CHECKOUT_SEARCH } from '../../features/checkout/checkout-search.ts';
import { NotFound } from '../../ui/NotFound.tsx';

/**
 * /event?event=… (buyer-side 2.7): like /checkout, the checkout of the event named by ?event= (with an order or
 * a step: /event/:event/checkout), or its ticket step (/event/:event/select).
 */
export const Route = createFileRoute('/event/')({
  validateSearch: searchParams(CHECKOUT_SEARCH),
  beforeLoad: ({ search }) => {
    const { event, ...rest } = search;
    if (!event) return;
    if (rest.order || rest.page || rest.tab)
      throw redirect({ to: '/event/$eventId/checkout', params: { eventId: event }, search: rest, replace: true });
    throw redirect({
      to: '/event/$eventId/select',
      params: { eventId: event },
      search: { ticketType: rest.ticketType, occurrenceId: rest.occurrenceId, promoCode: rest.promoCode },
      replace: true,
    });
  },
  component: () => <NotFound />,
});
