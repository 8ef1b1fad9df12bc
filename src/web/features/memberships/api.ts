import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyIn, QueryIn } from '../../../contracts/endpoint.ts';
import { MEMBERSHIPS_ENDPOINTS as E } from '../../../contracts/memberships.endpoints.ts';
import type {
  BenefitBody,
  BenefitView,
  MemberBody,
  MembershipSettings,
  MemberView,
  TierBody,
  TierPrice,
  TierView,
} from '../../../contracts/memberships.ts';
import { call } from '../../app/http.ts';

export type { BenefitBody, BenefitView, MemberBody, MembershipSettings, MemberView, TierBody, TierPrice, TierView };
export type SettingsBody = BodyIn<typeof E.saveSettings>;
/** The members list's filters and page, without the owner. */
export type MembersParams = Omit<QueryIn<typeof E.members>, 'ownerId'>;

/** Everything of one owner's memberships sits under one key: a change to a tier also changes benefits' and members' rows. */
export const membershipKeys = {
  owner: (ownerId: string) => ['memberships', ownerId] as const,
  tiers: (ownerId: string) => ['memberships', ownerId, 'tiers'] as const,
  tier: (ownerId: string, id: string) => ['memberships', ownerId, 'tier', id] as const,
  benefits: (ownerId: string) => ['memberships', ownerId, 'benefits'] as const,
  benefit: (ownerId: string, id: string) => ['memberships', ownerId, 'benefit', id] as const,
  members: (ownerId: string, params: MembersParams) => ['memberships', ownerId, 'members', params] as const,
  member: (ownerId: string, id: string) => ['memberships', ownerId, 'member', id] as const,
  settings: (ownerId: string) => ['memberships', ownerId, 'settings'] as const,
};

export function tiersQuery(ownerId: string) {
  return queryOptions({
    queryKey: membershipKeys.tiers(ownerId),
    queryFn: ({ signal }) => call(E.tiers, { query: { ownerId }, signal }),
  });
}

export function tierQuery(ownerId: string, id: string) {
  return queryOptions({
    queryKey: membershipKeys.tier(ownerId, id),
    queryFn: ({ signal }) => call(E.tier, { params: { id }, query: { ownerId }, signal }),
  });
}

export function benefitsQuery(ownerId: string) {
  return queryOptions({
    queryKey: membershipKeys.benefits(ownerId),
    queryFn: ({ signal }) => call(E.benefits, { query: { ownerId }, signal }),
  });
}

export function benefitQuery(ownerId: string, id: string) {
  return queryOptions({
    queryKey: membershipKeys.benefit(ownerId, id),
    queryFn: ({ signal }) => call(E.benefit, { params: { id }, query: { ownerId }, signal }),
  });
}

/** One page of members (MEMBERS_PAGE_SIZE rows) by status, tier and search; the last page stays while the next loads. */
export function membersQuery(ownerId: string, params: MembersParams) {
  return queryOptions({
    queryKey: membershipKeys.members(ownerId, params),
    queryFn: ({ signal }) => call(E.members, { query: { ownerId, ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function memberQuery(ownerId: string, id: string) {
  return queryOptions({
    queryKey: membershipKeys.member(ownerId, id),
    queryFn: ({ signal }) => call(E.member, { params: { id }, query: { ownerId }, signal }),
  });
}

export function membershipSettingsQuery(ownerId: string) {
  return queryOptions({
    queryKey: membershipKeys.settings(ownerId),
    queryFn: ({ signal }) => call(E.settings, { params: { ownerId }, signal }),
  });
}

/** A change of the owner's memberships: afterwards every list and record of theirs is fetched again. */
function useMembershipMutation<TVars, TResult>(ownerId: string, fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: membershipKeys.owner(ownerId) }),
  });
}

/** Creates the tier, or saves it when `id` is given. */
export function useSaveTier(ownerId: string) {
  return useMembershipMutation(ownerId, ({ id, body }: { id: string | null; body: TierBody }) =>
    id ? call(E.updateTier, { params: { id }, body }) : call(E.createTier, { body }),
  );
}

export function useSaveBenefit(ownerId: string) {
  return useMembershipMutation(ownerId, ({ id, body }: { id: string | null; body: BenefitBody }) =>
    id ? call(E.updateBenefit, { params: { id }, body }) : call(E.createBenefit, { body }),
  );
}

export function useSaveMember(ownerId: string) {
  return useMembershipMutation(ownerId, ({ id, body }: { id: string | null; body: MemberBody }) =>
    id ? call(E.updateMember, { params: { id }, body }) : call(E.createMember, { body }),
  );
}

/** The row actions of the three lists, each by record id. */
const ROW_ACTIONS = {
  archiveTier: E.archiveTier,
  restoreTier: E.restoreTier,
  deleteTier: E.deleteTier,
  archiveBenefit: E.archiveBenefit,
  restoreBenefit: E.restoreBenefit,
  deleteBenefit: E.deleteBenefit,
  deleteMember: E.deleteMember,
} as const;
export type MembershipRowAction = keyof typeof ROW_ACTIONS;

export function useMembershipRowAction(ownerId: string) {
  return useMembershipMutation(ownerId, ({ action, id }: { action: MembershipRowAction; id: string }) =>
    call(ROW_ACTIONS[action], { params: { id }, query: { ownerId } }),
  );
}

export function useSaveMembershipSettings(ownerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsBody) => call(E.saveSettings, { params: { ownerId }, body }),
    onSuccess: (settings) => queryClient.setQueryData(membershipKeys.settings(ownerId), settings),
  });
}
