import { createFileRoute, redirect } from '@tanstack/react-router';
import { ATTENDANCE_TYPES } from '../../../domain/tickets.ts';
import { enumParam, optionalText, searchParams, uuidParam } from '../../app/search-params.ts';
import { CHECKOUT_STEP_KEYS } from '../../features/checkout/step-keys.ts';
import { NotFound } from '../../ui/NotFound.tsx';

/**
 * /checkout?event=… (buyer-side 2.7): the checkout of the event named by ?event=, at /event/:event/checkout
 * with the other parameters (ticketType, order, promoCode, page, tab). Without an event there is nothing to buy.
 */
export const Route = createFileRoute('/checkout/')({
  validateSearch: searchParams({
    event: uuidParam,
    ticketType: enumParam(ATTENDANCE_TYPES),
    occurrenceId: uuidParam,
    order: uuidParam,
    promoCode: optionalText,
    page: enumParam(CHECKOUT_STEP_KEYS),
    tab: enumParam(['info']),
    paymentMethod: enumParam(['terminal']),
  }),
  beforeLoad: ({ search }) => {
    const { event, ...rest } = search;
    if (event) throw redirect({ to: '/event/$eventId/checkout', params: { eventId: event }, search: rest, replace: true });
  },
  component: () => <NotFound message="Choose an event to buy tickets for." />,
});
