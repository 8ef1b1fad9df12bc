import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  TicketGroup,
  TicketPageReply,
  TicketPageType,
  TicketView,
  cancelReply,
  claimEmailReply,
  claimReply,
  claimedReply,
  patronSubscriptionsReply,
  patronTicketsReply,
  subscription,
} from '../../../contracts/tickets.ts';
import { api } from '../../app/http.ts';
import { ticketPageKey, ticketPageQuery, ticketPdfPath } from './page-query.ts';

export { ticketPageQuery, ticketPdfPath };

export type { TicketGroup, TicketPageReply, TicketPageType, TicketView };
export type ClaimReply = z.infer<typeof claimReply>;
export type ClaimView = ClaimReply['claim'];
export type ClaimedReply = z.infer<typeof claimedReply>;
export type CancelReply = z.infer<typeof cancelReply>;
export type ClaimEmailReply = z.infer<typeof claimEmailReply>;
export type PatronTicketsReply = z.infer<typeof patronTicketsReply>;
export type PatronSubscriptionsReply = z.infer<typeof patronSubscriptionsReply>;
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
      api<true>(`/api/v1/registrations/${encodeURIComponent(itemId)}/transfer`, { method: 'PATCH', body: { user: { name, email } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.page(type, id) }),
  });
}

/** The holder's (or buyer's) cancel; the organizer's passes ownerId (see the guests page). */
export function useCancelTicket(type: TicketPageType, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => api<CancelReply>(`/api/v1/order_items/${encodeURIComponent(itemId)}/cancel`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.page(type, id) }),
  });
}

export function claimQuery(token: string) {
  return queryOptions({
    queryKey: ticketKeys.claim(token),
    queryFn: ({ signal }) => api<ClaimReply>(`/api/v1/registrations/claim/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });
}

export function useClaimTicket(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<ClaimedReply>(`/api/v1/registrations/claim/${encodeURIComponent(token)}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}

/** A fresh claim link for a ticket waiting to be claimed, e-mailed to the address it was sent to. */
export function useResendClaimEmail() {
  return useMutation({
    mutationFn: (itemId: string) => api<ClaimEmailReply>(`/api/v1/registrations/${encodeURIComponent(itemId)}/claim_email`, { method: 'POST' }),
  });
}

/** GET /api/v1/patron/tickets: the signed-in patron's tickets grouped by event date, 10 a page. */
export function patronTicketsQuery(type: 'future' | 'past', page: number) {
  return queryOptions({
    queryKey: ticketKeys.patron(type, page),
    queryFn: ({ signal }) => api<PatronTicketsReply>('/api/v1/patron/tickets', { query: { type, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function patronSubscriptionsQuery(page: number) {
  return queryOptions({
    queryKey: ticketKeys.subscriptions(page),
    queryFn: ({ signal }) => api<PatronSubscriptionsReply>('/api/v1/patron/subscriptions', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}
