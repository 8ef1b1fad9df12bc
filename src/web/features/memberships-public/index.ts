export { membershipPageQuery } from './api.ts';
export { ManualMembershipModal } from './ManualMembershipModal.tsx';
export { MemberBadge } from './MemberBadge.tsx';
export { isExpiredMembership, priceLabel, returnPath } from './membership-view.ts';
export { MembershipResultModal } from './MembershipResultModal.tsx';
export { MembershipTiers, TiersSkeleton } from './MembershipTiers.tsx';
export { useMembershipForms } from './SubscribeForm.tsx';
