import type { TicketStatus } from './texts.ts';

/** A ticket status as a badge: its label and colour (patron tickets, guests page). */
export const STATUS_LABELS: Record<TicketStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  canceled: { label: 'Canceled', color: 'red' },
  refunded: { label: 'Refunded', color: 'orange' },
  transferred: { label: 'Transferred', color: 'gray' },
  transfer_pending: { label: 'Waiting to be claimed', color: 'yellow' },
};
