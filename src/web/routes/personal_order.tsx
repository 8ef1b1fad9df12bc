import { createFileRoute, redirect } from '@tanstack/react-router';
import { CHECKOUT_PAGE_TEXTS } from '../../contracts/checkout.messages.ts';
import { enumParam, searchParams, uuidParam } from '../app/search-params.ts';
import { NotFound } from '../ui/NotFound.tsx';

/**
 * /personal_order?event=… (buyer-side 2.7): the personal-order checkout, where names default to 'Anonymous'
 * 'Guest' and the e-mail is optional. With paymentMethod=terminal it is a door sale paid on a card reader
 * (/event/:event/checkout?paymentMethod=terminal); otherwise the organizer adds guests without payment
 * (/event/:event/add-guest/:date, `next` or ?occurrenceId). Door staff only; the pages say so to anyone else.
 */
export const Route = createFileRoute('/personal_order')({
  validateSearch: searchParams({ event: uuidParam, occurrenceId: uuidParam, paymentMethod: enumParam(['terminal']) }),
  beforeLoad: ({ search }) => {
    if (!search.event) return;
    if (search.paymentMethod === 'terminal') {
      throw redirect({
        to: '/event/$eventId/checkout',
        params: { eventId: search.event },
        search: { paymentMethod: 'terminal', occurrenceId: search.occurrenceId },
        replace: true,
      });
    }
    throw redirect({ to: '/event/$eventId/add-guest/$id', params: { eventId: search.event, id: search.occurrenceId ?? 'next' }, replace: true });
  },
  component: () => <NotFound message={CHECKOUT_PAGE_TEXTS.chooseEventToAddGuests} />,
});
