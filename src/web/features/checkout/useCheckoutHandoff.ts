import { useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, type RefObject } from 'react';
import { useRefreshGuests } from '../guests/index.ts';
import type { CheckoutScope } from './useCheckoutDraft.ts';

export interface CheckoutHandoff {
  /** Set once the checkout is being left for good (paid, completed, closed): no more timers nor modals. */
  finishing: RefObject<boolean>;
  /** The order 'Try again now' gave up: still in the address until the navigation lands, it must not be restored. */
  abandoned: RefObject<string | null>;
  /** The thank-you page, which reports a card payment (POST …/complete) once and follows the order. */
  toThankYou: (orderId: string, eventId: string) => Promise<void>;
  /** The organizer's guests page, its list and totals refreshed (a sale or guest just landed); `added` makes it say 'Guest(s) added successfully!'. */
  toGuests: (added?: boolean) => Promise<void>;
  /** Back where the checkout came from: the event page (buyer) or the guests page. */
  exit: () => void;
}

/** Where the checkout hands off when it ends: the thank-you page, the guests page, or back to the event. */
export function useCheckoutHandoff({ eventId, flow, ticketType }: Pick<CheckoutScope, 'eventId' | 'flow' | 'ticketType'>): CheckoutHandoff {
  const navigate = useNavigate();
  const finishing = useRef(false);
  const abandoned = useRef<string | null>(null);
  const refreshGuests = useRefreshGuests(eventId);
  return useMemo(() => {
    const toThankYou = (orderId: string, orderEventId: string) =>
      navigate({ to: '/checkout/thankyou/$id', params: { id: orderId }, search: { eventId: orderEventId } });
    const toGuests = async (added?: boolean) => {
      await refreshGuests();
      await navigate({ to: '/management/courses/$eventId/registrations', params: { eventId }, search: added ? { added: '1' } : {} });
    };
    const exit = () => {
      if (flow === 'buyer') void navigate({ to: '/event/$eventId', params: { eventId }, search: ticketType ? { ticketType } : {} });
      else void toGuests();
    };
    return { finishing, abandoned, toThankYou, toGuests, exit };
  }, [navigate, refreshGuests, eventId, flow, ticketType]);
}
