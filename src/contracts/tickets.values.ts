/**
 * Ticket statuses and the guests page's status filter: a tiny zod-free module, so a route's search validation does
 * not bring every ticket text into the first load (tickets.messages.ts re-exports them).
 */

/** A ticket's status; 'active' counts only once the ticket is issued (it has a QR code). */
export const TICKET_STATUSES = ['active', 'canceled', 'refunded', 'transferred', 'transfer_pending'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const GUEST_STATUS_FILTERS = ['all', ...TICKET_STATUSES, 'checked_in', 'not_checked_in'] as const;
export type GuestStatusFilter = (typeof GUEST_STATUS_FILTERS)[number];
