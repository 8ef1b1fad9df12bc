/** Ticket, guest and patron texts and limits: the contract's zod-free module (no zod on the ticket pages). */
export {
  CANCEL_MESSAGES,
  CHECK_IN_MESSAGES,
  CHECK_IN_PAGE_TEXTS,
  GUESTS_PAGE_SIZE,
  GUESTS_TEXTS,
  PATRON_PAGE_SIZE,
  PATRON_TEXTS,
  REFUND_MESSAGES,
  SHARE_CODE_COPIED_MS,
  SHARED_TEXTS,
  TICKET_PAGE_TEXTS,
  TICKET_QR_SIZE,
  TICKET_STATUS_LABELS,
  TRANSFER_MESSAGES,
  cancelStatusMessage,
  refundStatusMessage,
} from '../../../contracts/tickets.messages.ts';
export { GUEST_STATUS_FILTERS, TICKET_STATUSES, type GuestStatusFilter, type TicketStatus } from './statuses.ts';
