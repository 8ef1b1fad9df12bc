/** Ticket statuses and the guests page's status filter, from the contract's zod-free module. */
export { GUEST_STATUS_FILTERS, TICKET_STATUSES, type GuestStatusFilter, type TicketStatus } from '../../../contracts/tickets.values.ts';
