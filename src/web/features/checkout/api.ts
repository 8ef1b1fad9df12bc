import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { CHECKOUT_ENDPOINTS } from '../../../contracts/checkout.endpoints.ts';
import type {
  CompleteOrderReply,
  ConfirmOrderBody,
  ConfirmOrderReply,
  OrderReply,
  OrderSelectionBody,
  OrderSummary,
  TerminalReply,
  ValidateCodeReply,
} from '../../../contracts/checkout.ts';
import { CHECKOUT_REASONS } from '../../../contracts/checkout.reasons.ts';
import type { ReplyOf } from '../../../contracts/endpoint.ts';
import { EVENTS_ENDPOINTS } from '../../../contracts/events.endpoints.ts';
import { PAYMENTS_ENDPOINTS } from '../../../contracts/payments.endpoints.ts';
import type { PaymentsConfigReply, SandboxConfirmBody, SandboxPayment, TestCard } from '../../../contracts/payments.ts';
import type { AttendanceType } from '../../../domain/tickets.ts';
import { call, isApiError } from '../../app/http.ts';

/**
 * Checkout calls (contracts/checkout.endpoints.ts, payments.endpoints.ts). Only types come from the zod contracts,
 * so the checkout pages never load zod.
 */

export type { OrderReply, OrderSummary, ValidateCodeReply, ConfirmOrderReply, PaymentsConfigReply, TestCard };
export type OrderStatusValue = OrderReply['status'];

export const checkoutKeys = {
  /** Every ticket list of an event (all types and dates). */
  eventTickets: (eventId: string) => ['checkout', 'tickets', eventId] as const,
  tickets: (eventId: string, ticketType: AttendanceType | undefined, occurrenceId: string | undefined) =>
    [...checkoutKeys.eventTickets(eventId), ticketType ?? 'all', occurrenceId ?? 'next'] as const,
  order: (orderId: string) => ['checkout', 'order', orderId] as const,
  summary: (orderId: string) => ['checkout', 'summary', orderId] as const,
  paymentsConfig: ['checkout', 'payments-config'] as const,
  testCards: ['checkout', 'test-cards'] as const,
  stripeJs: (publishableKey: string) => ['checkout', 'stripe-js', publishableKey] as const,
  readers: (ownerId: string) => ['checkout', 'readers', ownerId] as const,
};

/** GET /api/v1/tickets: the listed ticket types of one date (the next date without occurrenceId). */
export function ticketsQuery(eventId: string, ticketType: AttendanceType | undefined, occurrenceId: string | undefined, paymentMethod?: string) {
  return queryOptions({
    queryKey: checkoutKeys.tickets(eventId, ticketType, occurrenceId),
    queryFn: ({ signal }) => call(EVENTS_ENDPOINTS.tickets, { query: { eventId, ticketType, occurrenceId, paymentMethod }, signal }),
    staleTime: 10_000,
  });
}

/** GET /api/v1/tickets/validate_code: what a promo or secret code unlocks. */
export function validateCode(params: {
  eventId: string;
  code: string;
  ticketType?: AttendanceType;
  occurrenceId?: string;
  appliedCodes: string[];
}): Promise<ValidateCodeReply> {
  return call(CHECKOUT_ENDPOINTS.validateCode, {
    query: {
      eventId: params.eventId,
      promoCode: params.code,
      ticketType: params.ticketType,
      occurrenceId: params.occurrenceId,
      appliedCodes: params.appliedCodes.length ? params.appliedCodes.join(',') : undefined,
    },
  });
}

/** POST /api/v1/orders?event=&promoCode=: creates the order and holds its tickets for 14 minutes. */
export function createOrder(eventId: string, promoCode: string | null, body: OrderSelectionBody): Promise<OrderReply> {
  return call(CHECKOUT_ENDPOINTS.createOrder, { query: { event: eventId, promoCode: promoCode ?? undefined }, body });
}

/** PATCH /api/v1/orders/:id?promoCode=: a new selection for a pending order (the timer restarts). */
export function updateOrder(orderId: string, promoCode: string | null, body: OrderSelectionBody): Promise<OrderReply> {
  return call(CHECKOUT_ENDPOINTS.updateOrder, { params: { id: orderId }, query: { promoCode: promoCode ?? undefined }, body });
}

export function orderQuery(orderId: string) {
  return queryOptions({
    queryKey: checkoutKeys.order(orderId),
    queryFn: ({ signal }) => call(CHECKOUT_ENDPOINTS.order, { params: { id: orderId }, signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function confirmOrder(orderId: string, body: ConfirmOrderBody): Promise<ConfirmOrderReply> {
  return call(CHECKOUT_ENDPOINTS.confirmOrder, { params: { id: orderId }, body });
}

/* Checkout steps as mutations --------------------------------------------------------------------------- */

/** An order ended without completing (timed out, cancelled, failed) or completed: a new selection needs a new order. */
const orderGone = (e: unknown) =>
  isApiError(e) &&
  (e.status === 404 || (e.status === 409 && (e.reason === CHECKOUT_REASONS.orderClosed || e.reason === CHECKOUT_REASONS.orderCompleted)));

/**
 * Continue on the ticket step: creates the order, or gives the pending one its new selection; an order that is gone
 * or closed meanwhile (paid elsewhere, timed out) is replaced by a new one. The reply is the order's cache entry.
 */
export function useSaveSelection(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderId, promoCode, body }: { orderId: string | null; promoCode: string | null; body: OrderSelectionBody }) => {
      if (!orderId) return createOrder(eventId, promoCode, body);
      try {
        return await updateOrder(orderId, promoCode, body);
      } catch (e) {
        if (orderGone(e)) return createOrder(eventId, promoCode, body);
        throw e;
      }
    },
    onSuccess: (reply) => queryClient.setQueryData(checkoutKeys.order(reply.order.id), reply),
  });
}

/** Continue on the info step: the order's cache entry takes the confirmed order and its payment request. */
export function useConfirmOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: ConfirmOrderBody }) => confirmOrder(orderId, body),
    onSuccess: (reply) =>
      queryClient.setQueryData<OrderReply>(checkoutKeys.order(reply.order.id), (old) =>
        old
          ? {
              ...old,
              order: reply.order,
              status: reply.status,
              paymentRequest: reply.paymentRequest,
              clientSecret: reply.paymentRequest?.clientSecret ?? null,
            }
          : old,
      ),
  });
}

/** Gives an order's tickets back (leaving the checkout, a declined card); a failed cancel is ignored (the order times out). */
export function useReleaseOrder() {
  return useMutation({
    mutationFn: async ({ orderId, status }: { orderId: string | null; status: 'timed_out' | 'canceled' }) => {
      if (orderId) await cancelOrder(orderId, status).catch(() => undefined);
    },
  });
}

/** Time's up: the order times out (its tickets go back) and the event's ticket lists reload, awaited with `awaitTickets`. */
export function useTimesUpRelease(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderId, awaitTickets }: { orderId: string | null; awaitTickets: boolean }) => {
      if (orderId) await cancelOrder(orderId, 'timed_out').catch(() => undefined);
      const reload = queryClient.invalidateQueries({ queryKey: checkoutKeys.eventTickets(eventId) });
      if (awaitTickets) await reload;
    },
  });
}

/** POST /api/v1/orders/:id/complete: the return from the payment provider (idempotent). */
export function completeOrder(orderId: string): Promise<CompleteOrderReply> {
  return call(CHECKOUT_ENDPOINTS.completeOrder, { params: { id: orderId } });
}

/** POST /api/v1/orders/:id/cancel?status=: frees the order's tickets. */
export function cancelOrder(orderId: string, status: 'timed_out' | 'canceled'): Promise<ReplyOf<typeof CHECKOUT_ENDPOINTS.cancelOrder>> {
  return call(CHECKOUT_ENDPOINTS.cancelOrder, { params: { id: orderId }, query: { status } });
}

/** GET /api/v1/orders/:id/summary (the thank-you pages). */
export function fetchOrderSummary(orderId: string, signal?: AbortSignal): Promise<OrderSummary> {
  return call(CHECKOUT_ENDPOINTS.orderSummary, { params: { id: orderId }, signal });
}

/** GET /api/v1/payments/config: which provider takes the payment. */
export const paymentsConfigQuery = queryOptions({
  queryKey: checkoutKeys.paymentsConfig,
  queryFn: ({ signal }) => call(PAYMENTS_ENDPOINTS.config, { signal }),
  staleTime: Infinity,
});

/** GET /api/v1/sandbox/test-cards (sandbox only). */
export const testCardsQuery = queryOptions({
  queryKey: checkoutKeys.testCards,
  queryFn: ({ signal }) => call(PAYMENTS_ENDPOINTS.testCards, { signal }),
  staleTime: Infinity,
});

/** POST /api/v1/sandbox/payments/:id/confirm: 402 declined, 422 invalid card (ApiError with code and fieldErrors). */
export function confirmSandboxPayment(paymentId: string, body: SandboxConfirmBody): Promise<SandboxPayment> {
  return call(PAYMENTS_ENDPOINTS.confirmSandboxPayment, { params: { id: paymentId }, body });
}

/* Card terminals at the door ------------------------------------------------------------------------------ */

export function readersQuery(ownerId: string) {
  return queryOptions({
    queryKey: checkoutKeys.readers(ownerId),
    queryFn: ({ signal }) => call(CHECKOUT_ENDPOINTS.listReaders, { query: { ownerId }, signal }),
    select: (reply) => reply.readers,
  });
}

/** The reader's actions (they name the reader); the status poll names only the order. */
const READER_ACTIONS = {
  process_payment: CHECKOUT_ENDPOINTS.processPayment,
  cancel_payment: CHECKOUT_ENDPOINTS.cancelPayment,
  confirm_payment: CHECKOUT_ENDPOINTS.confirmPayment,
};

export function terminalCall(action: 'check_payment_status', orderId: string): Promise<TerminalReply>;
export function terminalCall(action: keyof typeof READER_ACTIONS, orderId: string, readerId: string): Promise<TerminalReply>;
export function terminalCall(
  action: keyof typeof READER_ACTIONS | 'check_payment_status',
  orderId: string,
  readerId?: string,
): Promise<TerminalReply> {
  if (action === 'check_payment_status') return call(CHECKOUT_ENDPOINTS.checkPaymentStatus, { body: { id: orderId } });
  return call(READER_ACTIONS[action], { body: { id: orderId, readerId: readerId! } });
}

/* Promoter ------------------------------------------------------------------------------------------------ */

/** POST /api/v1/cookies/set: remembers who promoted the event to this browser. */
export function setPromoterCookie(eventId: string, promoterUsername: string): Promise<ReplyOf<typeof CHECKOUT_ENDPOINTS.setPromoterCookie>> {
  return call(CHECKOUT_ENDPOINTS.setPromoterCookie, { body: { courseId: eventId, promoterUsername, name: 'promoter' } });
}
