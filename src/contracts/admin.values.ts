/**
 * The console's tabs and search size: a tiny zod-free module, so the routes' search validation does not bring the
 * console's texts into the first load (admin.messages.ts re-exports them).
 */

/** The console's tabs, in order; the address's ?tab names one. */
export const ADMIN_TABS = ['search', 'figures', 'deliveries', 'alert', 'audit', 'waiting'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** Characters of a console or organizers search. */
export const ADMIN_SEARCH_MAX = 200;
