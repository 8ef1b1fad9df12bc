import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MEMBERSHIP_SUBSCRIPTIONS_ENDPOINTS as E } from '../../../contracts/membership-subscriptions.endpoints.ts';
import type { MembershipPageReply, PublicTier, SandboxSubscriptionView, ViewerSubscription } from '../../../contracts/membership-subscriptions.ts';
import { call } from '../../app/http.ts';
import type { SandboxCard } from '../checkout/index.ts';

/** The patron's membership calls (contracts/membership-subscriptions.endpoints.ts); only types come from the zod contracts. */

export type { MembershipPageReply, PublicTier, SandboxSubscriptionView, ViewerSubscription };
export type ProfileLetter = 'p' | 'o';
export type TierPrice = PublicTier['prices'][number];

export const membershipPublicKeys = {
  all: ['memberships-public'] as const,
  page: (type: ProfileLetter, username: string, privateUuid: string | undefined) =>
    ['memberships-public', 'page', type, username.toLowerCase(), privateUuid ?? 'public'] as const,
  sandbox: (id: string) => ['memberships-public', 'sandbox', id] as const,
};

/** GET /api/v1/memberships: the page, the viewer's memberships and the member badge. */
export function membershipPageQuery(type: ProfileLetter, username: string, privateUuid?: string) {
  return queryOptions({
    queryKey: membershipPublicKeys.page(type, username, privateUuid),
    queryFn: ({ signal }) => call(E.page, { query: { type, username, privateUuid }, signal }),
  });
}

/** GET /api/v1/sandbox/membership_subscriptions/:id; `poll` refetches every second (waiting for the first payment to settle). */
export function sandboxSubscriptionQuery(id: string, poll = false) {
  return queryOptions({
    queryKey: membershipPublicKeys.sandbox(id),
    queryFn: ({ signal }) => call(E.sandboxView, { params: { id }, signal }),
    refetchInterval: poll ? 1000 : false,
    retry: false,
  });
}

/** Cancel (at the end of the paid period), resume, or change the card: each answers the new view. */
export function useSandboxSubscriptionAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: { kind: 'cancel' } | { kind: 'resume' } | { kind: 'card'; card: SandboxCard }) => {
      const params = { id };
      if (action.kind === 'cancel') return call(E.sandboxCancel, { params });
      if (action.kind === 'resume') return call(E.sandboxResume, { params });
      return call(E.sandboxCard, { params, body: { card: action.card } });
    },
    onSuccess: (view) => queryClient.setQueryData(membershipPublicKeys.sandbox(id), view),
  });
}
