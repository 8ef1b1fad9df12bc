import { GUESTS_TEXTS, TICKET_STATUS_LABELS, type GuestStatusFilter } from '../tickets/index.ts';

/** The status filter's choices on the guests page. */
export const STATUS_FILTER_LABELS: Record<GuestStatusFilter, string> = {
  ...TICKET_STATUS_LABELS,
  all: GUESTS_TEXTS.allGuests,
  checked_in: GUESTS_TEXTS.checkedIn,
  not_checked_in: GUESTS_TEXTS.notCheckedIn,
};

/** The order of the status filter's choices. */
export const STATUS_FILTER_ORDER: GuestStatusFilter[] = [
  'all',
  'not_checked_in',
  'checked_in',
  'active',
  'transfer_pending',
  'transferred',
  'canceled',
  'refunded',
];
