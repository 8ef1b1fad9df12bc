import { TICKET_STATUS_LABELS as L, type TicketStatus } from './texts.ts';

/** A ticket status as a badge: its label and colour (patron tickets, guests page). */
export const STATUS_LABELS: Record<TicketStatus, { label: string; color: string }> = {
  active: { label: L.active, color: 'green' },
  canceled: { label: L.canceled, color: 'red' },
  refunded: { label: L.refunded, color: 'orange' },
  transferred: { label: L.transferred, color: 'gray' },
  transfer_pending: { label: L.transfer_pending, color: 'yellow' },
};
