import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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
import { CHECKOUT_REASONS } from '../../../contracts/checkout.messages.ts';
import type { PublicTicket } from '../../../contracts/events.ts';
import type { PaymentsConfigReply, SandboxConfirmBody, SandboxPayment, TestCard } from '../../../contracts/payments.ts';
import type { AttendanceType } from '../../../domain/tickets.ts';
import { api, isApiError } from '../../app/http.ts';

/**
 * Checkout calls (contracts/checkout.ts, contracts/payments.ts). Only types come from the contracts, so the
 * checkout pages never load zod.
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

export interface TicketsReply {
  tickets: PublicTicket[];
  occurrenceId: string | null;
}

/** GET /api/v1/tickets: the listed ticket types of one date (the next date without occurrenceId). */
export function ticketsQuery(eventId: string, ticketType: AttendanceType | undefined, occurrenceId: string | undefined, paymentMethod?: string) {
  return queryOptions({
    queryKey: checkoutKeys.tickets(eventId, ticketType, occurrenceId),
    queryFn: ({ signal }) => api<TicketsReply>('/api/v1/tickets', { query: { eventId, ticketType, occurrenceId, paymentMethod }, signal }),
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
  return api<ValidateCodeReply>('/api/v1/tickets/validate_code', {
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
  return api<OrderReply>('/api/v1/orders', { method: 'POST', query: { event: eventId, promoCode: promoCode ?? undefined }, body });
}

/** PATCH /api/v1/orders/:id?promoCode=: a new selection for a pending order (the timer restarts). */
export function updateOrder(orderId: string, promoCode: string | null, body: OrderSelectionBody): Promise<OrderReply> {
  return api<OrderReply>(`/api/v1/orders/${encodeURIComponent(orderId)}`, { method: 'PATCH', query: { promoCode: promoCode ?? undefined }, body });
}

export function orderQuery(orderId: string) {
  return queryOptions({
    queryKey: checkoutKeys.order(orderId),
    queryFn: ({ signal }) => api<OrderReply>(`/api/v1/orders/${encodeURIComponent(orderId)}`, { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function confirmOrder(orderId: string, body: ConfirmOrderBody): Promise<ConfirmOrderReply> {
  return api<ConfirmOrderReply>(`/api/v1/orders/${encodeURIComponent(orderId)}/confirm`, { method: 'POST', body });
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
  return api<CompleteOrderReply>(`/api/v1/orders/${encodeURIComponent(orderId)}/complete`, { method: 'POST' });
}

/** POST /api/v1/orders/:id/cancel?status=: frees the order's tickets. */
export function cancelOrder(orderId: string, status: 'timed_out' | 'canceled'): Promise<{ status: OrderStatusValue }> {
  return api<{ status: OrderStatusValue }>(`/api/v1/orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST', query: { status } });
}

/** GET /api/v1/orders/:id/summary (the thank-you pages). */
export function fetchOrderSummary(orderId: string, signal?: AbortSignal): Promise<OrderSummary> {
  return api<OrderSummary>(`/api/v1/orders/${encodeURIComponent(orderId)}/summary`, { signal });
}

/** GET /api/v1/payments/config: which provider takes the payment. */
export const paymentsConfigQuery = queryOptions({
  queryKey: checkoutKeys.paymentsConfig,
  queryFn: ({ signal }) => api<PaymentsConfigReply>('/api/v1/payments/config', { signal }),
  staleTime: Infinity,
});

/** GET /api/v1/sandbox/test-cards (sandbox only). */
export const testCardsQuery = queryOptions({
  queryKey: checkoutKeys.testCards,
  queryFn: ({ signal }) => api<{ cards: TestCard[]; hint: string }>('/api/v1/sandbox/test-cards', { signal }),
  staleTime: Infinity,
});

/** POST /api/v1/sandbox/payments/:id/confirm: 402 declined, 422 invalid card (ApiError with code and fieldErrors). */
export function confirmSandboxPayment(paymentId: string, body: SandboxConfirmBody): Promise<SandboxPayment> {
  return api<SandboxPayment>(`/api/v1/sandbox/payments/${encodeURIComponent(paymentId)}/confirm`, { method: 'POST', body });
}

/* Card terminals at the door ------------------------------------------------------------------------------ */

export interface TerminalReaderView {
  id: string;
  stripeReaderId: string;
  name: string;
  serialNumber: string | null;
  status: 'online' | 'offline';
}

export function readersQuery(ownerId: string) {
  return queryOptions({
    queryKey: checkoutKeys.readers(ownerId),
    queryFn: ({ signal }) => api<{ readers: TerminalReaderView[] }>('/api/v1/stripe_terminals/list_readers', { query: { ownerId }, signal }),
    select: (reply) => reply.readers,
  });
}

type TerminalAction = 'process_payment' | 'check_payment_status' | 'cancel_payment' | 'confirm_payment';

export function terminalCall(action: TerminalAction, orderId: string, readerId?: string): Promise<TerminalReply> {
  return api<TerminalReply>(`/api/v1/stripe_terminals/${action}`, {
    method: 'POST',
    body: readerId ? { id: orderId, readerId } : { id: orderId },
  });
}

/* Promoter ------------------------------------------------------------------------------------------------ */

/** POST /api/v1/cookies/set: remembers who promoted the event to this browser. */
export function setPromoterCookie(eventId: string, promoterUsername: string): Promise<{ ok: true }> {
  return api<{ ok: true }>('/api/v1/cookies/set', {
    method: 'POST',
    body: { courseId: eventId, promoterUsername, name: 'promoter' },
  });
}
