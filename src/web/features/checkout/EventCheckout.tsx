import { useNavigate } from '@tanstack/react-router';
import type { AttendanceType } from '../../../domain/tickets.ts';
import { CheckoutFlow } from './CheckoutFlow.tsx';
import type { CheckoutStepKey } from './steps.ts';

/** What /event/:eventId/select and /event/:eventId/checkout read from their address for the checkout. */
export interface EventCheckoutSearch {
  ticketType?: AttendanceType;
  occurrenceId?: string;
  order?: string;
  promoCode?: string;
  paymentMethod?: 'terminal';
}

/**
 * The checkout of /event/:eventId/select and /event/:eventId/checkout: the buyer's, or the door sale on a card reader
 * with paymentMethod=terminal; every step continues on /event/:eventId/checkout, keeping the ticket type, date and payment
 * method.
 */
export function EventCheckout({ eventId, search, requestedStep }: { eventId: string; search: EventCheckoutSearch; requestedStep: CheckoutStepKey }) {
  const { ticketType, occurrenceId, order, promoCode, paymentMethod } = search;
  const navigate = useNavigate();
  return (
    <CheckoutFlow
      eventId={eventId}
      flow={paymentMethod === 'terminal' ? 'terminal' : 'buyer'}
      ticketType={ticketType}
      occurrenceId={occurrenceId}
      orderId={order}
      requestedStep={requestedStep}
      promoCode={promoCode}
      onStep={(next) =>
        void navigate({
          to: '/event/$eventId/checkout',
          params: { eventId },
          search: { ticketType, occurrenceId, paymentMethod, order: next.order ?? undefined, page: next.page },
        })
      }
      // The same page (/select or /checkout's ticket step) with the order named: a reload restores it, not a new one.
      onOrder={(order) => void navigate({ to: '.', search: (s: EventCheckoutSearch) => ({ ...s, order }), replace: true })}
    />
  );
}
