import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CardReader,
  Location,
  LocationBody,
  PayoutHistoryReply,
  PayoutsReply,
  ReaderBody,
  connectReply,
  disconnectReply,
  locationReply,
  payoutsUpdateReply,
  readerDeleteReply,
  readerReply,
} from '../../../contracts/payments.ts';
import { api } from '../../app/http.ts';
import { settingsKeys } from '../settings/api.ts';
import type { PayoutSort } from './texts.ts';

export type { CardReader, Location, LocationBody, PayoutHistoryReply, PayoutsReply, ReaderBody };
export type ConnectReply = z.infer<typeof connectReply>;
export type DisconnectReply = z.infer<typeof disconnectReply>;
export type LocationReply = z.infer<typeof locationReply>;
export type ReaderReply = z.infer<typeof readerReply>;

export interface HistoryParams {
  page: number;
  sort: PayoutSort;
  direction: 'asc' | 'desc';
}

export const payoutKeys = {
  all: (ownerId: string) => ['payouts', ownerId] as const,
  settings: (ownerId: string) => ['payouts', ownerId, 'settings'] as const,
  history: (ownerId: string, params: HistoryParams) => ['payouts', ownerId, 'history', params] as const,
};

const PM = '/api/v1/profile_management';

/** GET .../payouts?ownerId: connection (account masked), currency with provider fees, card readers. */
export function payoutsQuery(ownerId: string) {
  return queryOptions({
    queryKey: payoutKeys.settings(ownerId),
    queryFn: ({ signal }) => api<PayoutsReply>(`${PM}/payouts`, { query: { ownerId }, signal }),
  });
}

/** GET .../payouts/history: Date Paid and Amount Paid, 10 a page, sortable by either. */
export function payoutHistoryQuery(ownerId: string, params: HistoryParams) {
  return queryOptions({
    queryKey: payoutKeys.history(ownerId, params),
    queryFn: ({ signal }) => api<PayoutHistoryReply>(`${PM}/payouts/history`, { query: { ownerId, ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

function useRefreshPayouts(ownerId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: payoutKeys.all(ownerId) }),
      // The account settings show the currency and whether payments are connected.
      queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
    ]);
}

export function useConnect(ownerId: string) {
  const refresh = useRefreshPayouts(ownerId);
  return useMutation({
    mutationFn: () => api<ConnectReply>(`${PM}/stripe/connect`, { method: 'POST', query: { ownerId } }),
    onSuccess: (reply) => (reply.onboardingUrl ? undefined : refresh()),
  });
}

export function useDisconnect(ownerId: string) {
  const refresh = useRefreshPayouts(ownerId);
  return useMutation({
    mutationFn: () => api<DisconnectReply>(`${PM}/stripe/disconnect`, { method: 'PATCH', query: { ownerId } }),
    onSuccess: () => refresh(),
  });
}

export function useUpdatePayoutCurrency(ownerId: string) {
  const refresh = useRefreshPayouts(ownerId);
  return useMutation({
    mutationFn: (currency: string) =>
      api<z.infer<typeof payoutsUpdateReply>>(`${PM}/payouts`, { method: 'PATCH', query: { ownerId }, body: { currency } }),
    onSuccess: () => refresh(),
  });
}

export function useRemoveReader(ownerId: string) {
  const refresh = useRefreshPayouts(ownerId);
  return useMutation({
    mutationFn: (readerId: string) =>
      api<z.infer<typeof readerDeleteReply>>(`/api/v1/stripe_terminals/${encodeURIComponent(readerId)}`, { method: 'DELETE', query: { ownerId } }),
    onSuccess: () => refresh(),
  });
}

export function createLocation(body: LocationBody): Promise<LocationReply> {
  return api<LocationReply>(`${PM}/locations`, { method: 'POST', body });
}

export function registerReader(body: ReaderBody): Promise<ReaderReply> {
  return api<ReaderReply>('/api/v1/stripe_terminals', { method: 'POST', body });
}

export function useRefreshAfterReader(ownerId: string) {
  return useRefreshPayouts(ownerId);
}
