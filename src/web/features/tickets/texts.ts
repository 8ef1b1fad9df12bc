/** Ticket, guest and patron texts and limits: the contract's zod-free module (no zod on the ticket pages). */
export {
  CANCEL_MESSAGES,
  CHECK_IN_MESSAGES,
  GUESTS_PAGE_SIZE,
  GUESTS_TEXTS,
  PATRON_PAGE_SIZE,
  PATRON_TEXTS,
  REFUND_MESSAGES,
  SHARE_CODE_COPIED_MS,
  TICKET_PAGE_TEXTS,
  TICKET_QR_SIZE,
  TRANSFER_MESSAGES,
  cancelStatusMessage,
  refundStatusMessage,
} from '../../../contracts/tickets.messages.ts';
export { GUEST_STATUS_FILTERS, TICKET_STATUSES, type GuestStatusFilter, type TicketStatus } from './statuses.ts';
