import type { TierView } from './api.ts';

/** Records as the management API returns them, for the memberships web tests. */

export type PriceView = TierView['prices'][number];

/** A tier's price: monthly, in dollars, first, on sale, without subscribers; `more` replaces fields. */
export const priceView = (id: string, price: number, more: Partial<PriceView> = {}): PriceView => ({
  id,
  price,
  interval: 'month',
  intervalCount: 1,
  currency: 'usd',
  position: 0,
  archived: false,
  subscriptionsCount: 0,
  ...more,
});
