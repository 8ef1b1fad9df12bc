import type { GuestStatusFilter } from '../tickets/texts.ts';

/** The status filter's choices on the guests page. */
export const STATUS_FILTER_LABELS: Record<GuestStatusFilter, string> = {
  all: 'All guests',
  active: 'Active',
  checked_in: 'Checked in',
  not_checked_in: 'Not checked in',
  transfer_pending: 'Waiting to be claimed',
  transferred: 'Transferred',
  canceled: 'Canceled',
  refunded: 'Refunded',
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
