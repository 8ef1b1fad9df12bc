import { createFileRoute, redirect } from '@tanstack/react-router';
import { CHECKOUT_PAGE_TEXTS } from '../../../contracts/checkout.messages.ts';
import { searchParams } from '../../app/search-params.ts';
import { CHECKOUT_SEARCH_WITH_TERMINAL } from '../../features/checkout/checkout-search.ts';
import { NotFound } from '../../ui/NotFound.tsx';

/**
 * /checkout?event=… (buyer-side 2.7): the checkout of the event named by ?event=, at /event/:event/checkout
 * with the other parameters (ticketType, order, promoCode, page, tab). Without an event there is nothing to buy.
 */
export const Route = createFileRoute('/checkout/')({
  validateSearch: searchParams(CHECKOUT_SEARCH_WITH_TERMINAL),
  beforeLoad: ({ search }) => {
    const { event, ...rest } = search;
    if (event) throw redirect({ to: '/event/$eventId/checkout', params: { eventId: event }, search: rest, replace: true });
  },
  component: () => <NotFound message={CHECKOUT_PAGE_TEXTS.chooseEventToBuy} />,
});
