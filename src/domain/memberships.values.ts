/**
 * The members table's status filter (content-management 2.2): a tiny module, so the members route's search
 * validation (in every page's first load) does not bring the memberships rules, dates and time zones with it.
 */
export const MEMBER_STATUS_FILTERS = ['all', 'active', 'invited', 'expired'] as const;
export type MemberStatusFilter = (typeof MEMBER_STATUS_FILTERS)[number];
