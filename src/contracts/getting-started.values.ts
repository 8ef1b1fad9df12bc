/** The checklist's items in their order, without zod: the web imports them as values. */
export const GETTING_STARTED_ITEMS = ['profile', 'payouts', 'firstEvent', 'publish', 'share'] as const;
export type GettingStartedItem = (typeof GETTING_STARTED_ITEMS)[number];
