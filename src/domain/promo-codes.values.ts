/**
 * The promo code list's sort keys: a tiny module, so the list route's search validation (in every page's first
 * load) does not bring the promo code rules, and the memberships rules they use, with it.
 */
export const PROMO_SORTS = ['code', 'discount', 'uses', 'status', 'startsAt'] as const;
export type PromoSort = (typeof PROMO_SORTS)[number];
