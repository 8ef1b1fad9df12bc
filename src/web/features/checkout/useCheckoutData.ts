import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import type { OrderReply } from '../../../contracts/checkout.ts';
import { CHECKOUT_PAGE_TEXTS } from '../../../contracts/checkout.messages.ts';
import { SELECT_STEP_MS, statusGroup } from '../../../domain/checkout.ts';
import { isApiError } from '../../app/http.ts';
import { publicEventQuery } from '../events/index.ts';
import { orderQuery, paymentsConfigQuery, ticketsQuery, validateCode } from './api.ts';
import { benefitOptions, checkoutDiscounts } from './benefits.ts';
import { readSeats } from './draft-store.ts';
import { allTickets, autoPickTicket, estimateSummary, orderSummaryOf, selectionFromOrder, type CheckoutTicket } from './selection.ts';
import type { CheckoutDraftState, CheckoutScope } from './useCheckoutDraft.ts';
import type { CheckoutHandoff } from './useCheckoutHandoff.ts';

/**
 * What the checkout reads (the event, the payment provider, the ticket list, the order in the address) and what
 * follows from it with the draft: the tickets on offer, the order as loaded, the summary, whether anything is to
 * be paid. Its effects start the session, restore a reloaded order (?order=) and leave when the tickets cannot load.
 */
export function useCheckoutData(scope: CheckoutScope, orderId: string | undefined, state: CheckoutDraftState, handoff: CheckoutHandoff) {
  const { eventId, flow, ticketType, occurrenceId, guestFlow, paymentMethod, onStep } = scope;
  const { draft, setDraft, restart } = state;
  const navigate = useNavigate();
  const eventQ = useQuery(publicEventQuery(eventId));
  const configQ = useQuery(paymentsConfigQuery);
  const ticketsQ = useQuery(ticketsQuery(eventId, ticketType, occurrenceId, paymentMethod));
  const orderQ = useQuery({ ...orderQuery(orderId ?? ''), enabled: !!orderId });
  const [endedNotice, setEndedNotice] = useState<string | null>(null);

  const event = eventQ.data;
  const order: OrderReply | null = orderId && orderQ.data && orderQ.data.order.id === orderId ? orderQ.data : null;
  const listed = ticketsQ.data?.tickets;
  const tickets: CheckoutTicket[] = useMemo(() => allTickets(listed ?? [], draft.selection.revealed), [listed, draft.selection.revealed]);
  const loadedOrder = order && draft.orderId === order.order.id ? order : null;
  const discounts = useMemo(
    () => (event && !guestFlow ? checkoutDiscounts(event.membershipDiscounts, draft.selection.heldUses) : []),
    [event, guestFlow, draft.selection.heldUses],
  );

  /* Start the session: the ticket step's timer, a lone ticket at 1, the donation included automatically. */
  useEffect(() => {
    if (!event || !listed || orderId) return;
    if (draft.autoPicked && draft.deadline != null) return;
    setDraft((d) => {
      const next = { ...d };
      if (next.deadline == null) next.deadline = Date.now() + SELECT_STEP_MS;
      if (!next.autoPicked) {
        next.autoPicked = true;
        const only = autoPickTicket(listed, {
          guestFlow,
          membershipOptions: listed.some((t) => benefitOptions(t, discounts).length > 0),
        });
        const quantities = { ...next.selection.quantities };
        if (only && !Object.values(quantities).some((q) => q > 0)) quantities[only] = 1;
        const donation =
          !guestFlow && event.donationEnabled && event.donationIncludeAutomatically && event.donationSuggestedAmount && next.selection.donation === 0
            ? Math.min(event.donationSuggestedAmount, event.donationMaximum)
            : next.selection.donation;
        next.selection = { ...next.selection, quantities, donation };
      }
      return next;
    });
  }, [event, listed, orderId, draft.autoPicked, draft.deadline, guestFlow, discounts, setDraft]);

  /* A reload with ?order=: the selection comes back from the order (its codes are checked again). */
  useEffect(() => {
    if (!order || !listed || draft.orderId === order.order.id || handoff.abandoned.current === order.order.id) return;
    const o = order.order;
    const group = statusGroup(o.status);
    if (group === 'success') {
      handoff.finishing.current = true;
      if (flow === 'buyer') void handoff.toThankYou(o.id, o.eventId);
      else void handoff.toGuests();
      return;
    }
    if (group === 'failed') {
      setEndedNotice(CHECKOUT_PAGE_TEXTS.orderEnded);
      restart();
      onStep({ order: null, page: 'tickets' });
      return;
    }
    if (o.status !== 'pending' && flow === 'buyer') {
      // A card payment is on its way: the thank-you page follows it.
      handoff.finishing.current = true;
      void handoff.toThankYou(o.id, o.eventId);
      return;
    }
    const restored = selectionFromOrder(o, listed);
    setDraft((d) => ({
      ...d,
      orderId: o.id,
      dirty: false,
      autoPicked: true,
      deadline: Date.parse(o.holdExpiresAt),
      info: null,
      selection: { ...restored, promo: null, revealed: [] },
      seats: readSeats(o.id) ?? { token: null, held: [], areas: [] },
    }));
    // Codes: reveal the secret tickets again and read the promo code's terms (for the summary once edited).
    const codes = [...o.secretCodes, ...(o.promoCode ? [o.promoCode.code] : [])];
    for (const code of codes) {
      void validateCode({ eventId, code, ticketType, occurrenceId: o.occurrenceId, appliedCodes: [] })
        .then((reply) =>
          setDraft((d) => ({
            ...d,
            selection: {
              ...d.selection,
              promo: reply.promoCode ?? d.selection.promo,
              revealed: [...d.selection.revealed.filter((t) => !reply.tickets.some((r) => r.id === t.id)), ...reply.tickets],
            },
          })),
        )
        .catch(() => undefined);
    }
  }, [order, listed, draft.orderId, eventId, ticketType, flow, handoff, onStep, setDraft, restart]);

  /* The ticket list could not load: back to the event page with errorCode=1. */
  useEffect(() => {
    if (ticketsQ.isError && !(isApiError(ticketsQ.error) && ticketsQ.error.status === 404)) {
      void navigate({ to: '/event/$eventId', params: { eventId }, search: { errorCode: '1' }, replace: true });
    }
  }, [ticketsQ.isError, ticketsQ.error, eventId, navigate]);

  const estimate = useMemo(
    () =>
      event
        ? estimateSummary(draft.selection, tickets, {
            currency: event.currency,
            guestFlow,
            donationMaximum: event.donationMaximum,
            donationEnabled: event.donationEnabled,
            discounts,
          })
        : null,
    [event, draft.selection, tickets, guestFlow, discounts],
  );
  const summary = useMemo(() => {
    if (!event) return null;
    if (loadedOrder && !draft.dirty) return orderSummaryOf(loadedOrder.order);
    return estimate;
  }, [event, loadedOrder, draft.dirty, estimate]);

  /** Before the order exists: the selection costs something, or (nothing chosen yet) some ticket does. */
  const estimateNeedsPayment = (): boolean => {
    if (!event || !estimate) return true;
    if (estimate.lines.length) return estimate.total > 0;
    return tickets.some((t) => t.price + t.fee > 0 || (t.minimumPrice ?? 0) > 0);
  };
  const needsPayment = !guestFlow && (order && !draft.dirty ? order.order.total > 0 : estimateNeedsPayment());

  return {
    eventQ,
    configQ,
    ticketsQ,
    orderQ,
    event,
    config: configQ.data,
    tickets,
    /** The viewer's member benefits for this checkout (none in the guest flow). */
    discounts,
    loadedOrder,
    summary,
    needsPayment,
    endedNotice,
    dismissEndedNotice: () => setEndedNotice(null),
  };
}

export type CheckoutData = ReturnType<typeof useCheckoutData>;
