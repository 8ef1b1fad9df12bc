import { useState } from 'react';
import { inBuyerFunnel } from './steps.ts';
import type { OrderReply, OrderSelectionBody } from '../../../contracts/checkout.ts';
import { CHECKOUT_PAGE_TEXTS, CHECKOUT_REASONS } from '../../../contracts/checkout.messages.ts';
import { JOIN_QUEUE_REASONS, waitingRoomPath } from '../../../contracts/waiting-room.messages.ts';
import { CHECKOUT_MESSAGES, SELECT_STEP_MS } from '../../../domain/checkout.ts';
import { normalizeTicketCode } from '../../../domain/tickets.ts';
import { ApiError, isApiError } from '../../app/http.ts';
import { useSaveSelection, validateCode } from './api.ts';
import type { AppliedCode } from './CodeBox.tsx';
import { benefitRoom, heldUsesOf } from './benefits.ts';
import { appliedCodes, hasSelection, selectionBody, selectionProblems, type CheckoutTicket, type Selection } from './selection.ts';
import { holdsPlaces, seatedSelection, seatsToContinue } from './seat-selection.ts';
import type { CheckoutData } from './useCheckoutData.ts';
import type { CheckoutDraftState, CheckoutScope } from './useCheckoutDraft.ts';
import type { SeatStepBridge } from '../seating-map/index.ts';
import { track } from '../analytics/index.ts';

/** The server's field errors of a selection, by ticket line (`tickets.<id>`, `customPriceTickets.<index>.…`). */
function lineErrorsOf(fieldErrors: Record<string, string>, body: OrderSelectionBody): Record<string, string> {
  const byLine: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const [head, a, b] = path.split('.');
    if (head === 'tickets' && a) byLine[a] = message;
    if (head === 'customPriceTickets' && a && b) {
      const ticketId = body.customPriceTickets?.[Number(a)]?.ticketId;
      if (ticketId) byLine[ticketId] = message;
    }
  }
  return byLine;
}

/**
 * The ticket step: quantities, custom prices, promo and secret codes, and Continue, which holds the selection
 * (creates or updates the order; the timer restarts) and moves to the info step.
 */
export function useTicketStep(scope: CheckoutScope, state: CheckoutDraftState, data: CheckoutData, setStepError: (error: string | null) => void) {
  const { eventId, ticketType, occurrenceId, paymentMethod, guestFlow, onStep } = scope;
  const { draft, setDraft, setSelection } = state;
  const { event, tickets, discounts, loadedOrder, ticketsQ, eventQ } = data;
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const save = useSaveSelection(eventId);

  const applyCode = async (code: string): Promise<'promo' | 'secret'> => {
    const reply = await validateCode({
      eventId,
      code,
      ticketType,
      occurrenceId: occurrenceId ?? loadedOrder?.order.occurrenceId,
      appliedCodes: appliedCodes(draft.selection),
    });
    if (reply.promoCode) {
      const promo = reply.promoCode;
      setSelection((s) => ({ ...s, promo }));
      return 'promo';
    }
    if (!reply.tickets.length) {
      const message = CHECKOUT_MESSAGES.codeUnknown;
      throw new ApiError(422, 'validation_failed', message, { promoCode: message }, undefined, [message], CHECKOUT_REASONS.codeUnknown);
    }
    setSelection((s) => ({
      ...s,
      secretCodes: [...s.secretCodes.filter((c) => c !== code), code],
      revealed: [...s.revealed.filter((t) => !reply.tickets.some((r) => r.id === t.id)), ...reply.tickets],
    }));
    return 'secret';
  };

  const removeCode = (code: AppliedCode) => {
    setSelection((s) => {
      if (code.kind === 'promo') return { ...s, promo: null };
      const secretCodes = s.secretCodes.filter((c) => c !== code.code);
      const gone = s.revealed.filter(
        (t) => t.code && normalizeTicketCode(t.code) === code.code && !secretCodes.includes(normalizeTicketCode(t.code)),
      );
      const quantities = { ...s.quantities };
      for (const t of gone) delete quantities[t.id];
      return { ...s, secretCodes, revealed: s.revealed.filter((t) => !gone.includes(t)), quantities };
    });
  };

  const setQuantity = (ticket: CheckoutTicket, quantity: number) =>
    setSelection((s) => ({ ...s, quantities: { ...s.quantities, [ticket.id]: quantity } }));

  /** A member benefit for a line (null: none); the quantity comes down to what the benefit still covers. */
  const setBenefit = (ticket: CheckoutTicket, benefitId: string | null) =>
    setSelection((s) => {
      const benefits = { ...s.benefits };
      if (benefitId) benefits[ticket.id] = benefitId;
      else delete benefits[ticket.id];
      const next = { ...s, benefits };
      const room = benefitRoom(next, ticket, tickets, discounts);
      const quantity = s.quantities[ticket.id] ?? 0;
      return quantity > room ? { ...next, quantities: { ...s.quantities, [ticket.id]: room } } : next;
    });

  const setCustomPrice = (ticket: CheckoutTicket, price: number | null) =>
    setSelection((s) => {
      const quantities = { ...s.quantities };
      // Typing a price chooses the ticket; clearing it (or 0) takes it out.
      if (price == null || price <= 0) quantities[ticket.id] = 0;
      else if (!quantities[ticket.id]) quantities[ticket.id] = 1;
      return { ...s, customPrices: { ...s.customPrices, [ticket.id]: price }, quantities };
    });

  const setDonation = (donation: number) => setSelection((s) => ({ ...s, donation }));

  const bodyOf = (selection: Selection) =>
    selectionBody(selection, tickets, {
      occurrenceId: occurrenceId ?? loadedOrder?.order.occurrenceId ?? ticketsQ.data?.occurrenceId ?? null,
      paymentMethod,
      guestFlow,
      donationMaximum: event?.donationMaximum ?? 0,
      donationEnabled: !!event?.donationEnabled,
      discounts,
    });

  /** Saves a selection: creates or updates the order (the timer restarts); the draft takes it as saved. */
  const saveSelection = async (selection: Selection, body = bodyOf(selection)): Promise<OrderReply> => {
    const reply = await save.mutateAsync({ orderId: draft.orderId, promoCode: selection.promo?.code ?? null, body });
    setDraft((d) => ({
      ...d,
      orderId: reply.order.id,
      dirty: false,
      deadline: Date.now() + SELECT_STEP_MS,
      selection: { ...selection, heldUses: heldUsesOf(reply.order.items) },
    }));
    return reply;
  };

  // The seat chart step's holds run in the map's lazy chunk (useSeatHolds); the ticket step keeps what Continue needs.
  const [seatsPending, setSeatsPending] = useState(false);
  const seats: SeatStepBridge = {
    enabled: !!event?.seatsEventKey,
    pending: seatsPending,
    setPending: setSeatsPending,
    state,
    saveSelection,
    setStepError,
    onOrder: scope.onOrder ?? (() => undefined),
  };

  const proceed = async () => {
    if (!event) return;
    setStepError(null);
    setLineErrors({});
    // The seat chart step: the order's tickets are its seats (seat-selection.ts).
    const seated = seats.enabled ? seatsToContinue(draft.seats, draft.selection.quantities, draft.dirty) : undefined;
    if (seated === null) return;
    const selection = seated && seated !== 'keep' ? seatedSelection(draft.selection, seated) : draft.selection;
    const body = bodyOf(selection);
    try {
      // An unchanged selection keeps its order and timer; otherwise the order is saved and the timer restarts.
      const kept = draft.orderId && loadedOrder && (seated === 'keep' || (!seated && !draft.dirty)) ? loadedOrder : null;
      const orderId = kept ? kept.order.id : (await saveSelection(selection, body)).order.id;
      if (inBuyerFunnel(scope.flow))
        track('tickets_selected', { eventId: event.id, data: { tickets: Object.values(selection.quantities).reduce((n, q) => n + q, 0) } });
      onStep({ order: orderId, page: 'info' });
    } catch (e) {
      if (isApiError(e) && e.reason && JOIN_QUEUE_REASONS.includes(e.reason)) {
        // The on-sale's waiting room is on: the buyer takes a place there (a server-rendered page, not this app).
        window.location.assign(waitingRoomPath(event.id, body.occurrenceId));
      } else if (isApiError(e)) {
        setLineErrors(lineErrorsOf(e.fieldErrors, body));
        setStepError(e.message);
        if (e.status === 409) void ticketsQ.refetch();
        // The benefit's uses went meanwhile (another checkout): its availability is read again.
        if (e.reason === CHECKOUT_REASONS.benefitExhausted) void eventQ.refetch();
      } else {
        setStepError(CHECKOUT_PAGE_TEXTS.holdFailed);
      }
    }
  };

  return {
    lineErrors,
    applyCode,
    removeCode,
    setQuantity,
    setBenefit,
    setCustomPrice,
    setDonation,
    proceed,
    seats,
    pending: save.isPending && !seats.pending,
    /** Continue is off until something valid is chosen (a seat, on the seat chart step). */
    disabled: seats.enabled
      ? !holdsPlaces(draft.seats) || seats.pending
      : !hasSelection(draft.selection, tickets) || selectionProblems(draft.selection, tickets),
  };
}

export type TicketStepController = ReturnType<typeof useTicketStep>;
