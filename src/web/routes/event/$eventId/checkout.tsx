import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { EVENT_MESSAGES } from '../../../../contracts/events.messages.ts';
import { ATTENDANCE_TYPES } from '../../../../domain/tickets.ts';
import { enumParam, isUuid, optionalText, searchParams, uuidParam } from '../../../app/search-params.ts';
import { CheckoutFlow } from '../../../features/checkout/CheckoutFlow.tsx';
import { CHECKOUT_STEP_KEYS } from '../../../features/checkout/step-keys.ts';
import { NotFound } from '../../../ui/NotFound.tsx';

/**
 * /event/:eventId/checkout (buyer-side 2.7). Reads ticketType, order, promoCode and page (the step: tickets,
 * info, payment); tab=info jumps to the info step; occurrenceId picks the date; paymentMethod=terminal is the
 * door sale with a card reader (door staff). `event` is accepted for the /checkout?event= form.
 */
export const Route = createFileRoute('/event/$eventId/checkout')({
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
