import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TicketGroup, TicketPageType, TicketView, subscription } from '../../../contracts/tickets.ts';
import { TICKETS_ENDPOINTS } from '../../../contracts/tickets.endpoints.ts';
import { call } from '../../app/http.ts';
import { ticketPageKey, ticketPageQuery, ticketPdfPath } from './page-query.ts';

export { ticketPageQuery, ticketPdfPath };

export type { TicketGroup, TicketPageType, TicketView };
export type Subscription = z.infer<typeof subscription>;

export const ticketKeys = {
  all: ['tickets'] as const,
  page: ticketPageKey,
  claim: (token: string) => ['tickets', 'claim', token] as const,
  patron: (type: 'future' | 'past', page: number) => ['tickets', 'patron', type, page] as const,
  subscriptions: (page: number) => ['tickets', 'subscriptions', page] as const,
};

export function useTransferTicket(type: TicketPageType, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, name, email }: { itemId: string; name: string; email: string }) =>
      call(TICKETS_ENDPOINTS.transfer, { params: { id: itemId }, body: { user: { name, email } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.page(type, id) }),
  });
}

/** The holder's (or buyer's) cancel; the organizer's passes ownerId (see the guests page). */
export function useCancelTicket(type: TicketPageType, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => call(TICKETS_ENDPOINTS.cancel, { params: { id: itemId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.page(type, id) }),
  });
}

export function claimQuery(token: string) {
  return queryOptions({
    queryKey: ticketKeys.claim(token),
    queryFn: ({ signal }) => call(TICKETS_ENDPOINTS.claimView, { params: { token }, signal }),
    retry: false,
  });
}

export function useClaimTicket(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(TICKETS_ENDPOINTS.claim, { params: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}

/** A fresh claim link for a ticket waiting to be claimed, e-mailed to the address it was sent to. */
export function useResendClaimEmail() {
  return useMutation({
    mutationFn: (itemId: string) => call(TICKETS_ENDPOINTS.resendClaimEmail, { params: { id: itemId } }),
  });
}

/** GET /api/v1/patron/tickets: the signed-in patron's tickets grouped by event date, 10 a page. */
export function patronTicketsQuery(type: 'future' | 'past', page: number) {
  return queryOptions({
    queryKey: ticketKeys.patron(type, page),
    queryFn: ({ signal }) => call(TICKETS_ENDPOINTS.patronTickets, { query: { type, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function patronSubscriptionsQuery(page: number) {
  return queryOptions({
    queryKey: ticketKeys.subscriptions(page),
    queryFn: ({ signal }) => call(TICKETS_ENDPOINTS.patronSubscriptions, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}
