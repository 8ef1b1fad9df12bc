/**
 * Ticket statuses and the guests page's status filter (copies of src/contracts/tickets.ts, checked by
 * texts.test.ts). A module of its own: the guests route validates ?status= with it in the app shell, where the
 * ticket texts should not go.
 */
export const TICKET_STATUSES = ['active', 'canceled', 'refunded', 'transferred', 'transfer_pending'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const GUEST_STATUS_FILTERS = ['all', ...TICKET_STATUSES, 'checked_in', 'not_checked_in'] as const;
export type GuestStatusFilter = (typeof GUEST_STATUS_FILTERS)[number];
