import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyIn } from '../../../contracts/endpoint.ts';
import type { Location, PayoutHistoryQuery, PayoutsReply } from '../../../contracts/payments.ts';
import { PAYOUTS_ENDPOINTS } from '../../../contracts/payouts.endpoints.ts';
import { call } from '../../app/http.ts';
import { settingsKeys } from '../settings/index.ts';

export type { Location, PayoutsReply };
/** A page of the payout history: the query without its owner. */
export type HistoryParams = Omit<PayoutHistoryQuery, 'ownerId'>;

export const payoutKeys = {
  all: (ownerId: string) => ['payouts', ownerId] as const,
  settings: (ownerId: string) => ['payouts', ownerId, 'settings'] as const,
  history: (ownerId: string, params: HistoryParams) => ['payouts', ownerId, 'history', params] as const,
};

/** GET .../payouts?ownerId: connection (account masked), currency with provider fees, card readers. */
export function payoutsQuery(ownerId: string) {
  return queryOptions({
    queryKey: payoutKeys.settings(ownerId),
    queryFn: ({ signal }) => call(PAYOUTS_ENDPOINTS.read, { query: { ownerId }, signal }),
  });
}

/** GET .../payouts/history: Date Paid and Amount Paid, 10 a page, sortable by either. */
export function payoutHistoryQuery(ownerId: string, params: HistoryParams) {
  return queryOptions({
    queryKey: payoutKeys.history(ownerId, params),
    queryFn: ({ signal }) => call(PAYOUTS_ENDPOINTS.history, { query: { ownerId, ...params }, signal }),
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
    mutationFn: () => call(PAYOUTS_ENDPOINTS.connect, { query: { ownerId } }),
    onSuccess: (reply) => (reply.onboardingUrl ? undefined : refresh()),
  });
}

export function useDisconnect(ownerId: string) {
  const refresh = useRefreshPayouts(ownerId);
  return useMutation({
    mutationFn: () => call(PAYOUTS_ENDPOINTS.disconnect, { query: { ownerId } }),
    onSuccess: () => refresh(),
  });
}

export function useUpdatePayoutCurrency(ownerId: string) {
  const refresh = useRefreshPayouts(ownerId);
  return useMutation({
    mutationFn: (currency: string) => call(PAYOUTS_ENDPOINTS.updateCurrency, { query: { ownerId }, body: { currency } }),
    onSuccess: () => refresh(),
  });
}

export function useRemoveReader(ownerId: string) {
  const refresh = useRefreshPayouts(ownerId);
  return useMutation({
    mutationFn: (readerId: string) => call(PAYOUTS_ENDPOINTS.removeReader, { params: { id: readerId }, query: { ownerId } }),
    onSuccess: () => refresh(),
  });
}

export function createLocation(body: BodyIn<typeof PAYOUTS_ENDPOINTS.createLocation>) {
  return call(PAYOUTS_ENDPOINTS.createLocation, { body });
}

export function registerReader(body: BodyIn<typeof PAYOUTS_ENDPOINTS.registerReader>) {
  return call(PAYOUTS_ENDPOINTS.registerReader, { body });
}

export function useRefreshAfterReader(ownerId: string) {
  return useRefreshPayouts(ownerId);
}
