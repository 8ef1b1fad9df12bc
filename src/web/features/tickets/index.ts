export { notifyOutcome } from './notify-outcome.ts';
export { cancelOutcome, refundOutcome } from './outcomes.ts';
export { STATUS_LABELS } from './status.ts';
export {
  CANCEL_MESSAGES,
  CHECK_IN_MESSAGES,
  CHECK_IN_PAGE_TEXTS,
  GUESTS_PAGE_SIZE,
  GUESTS_TEXTS,
  type GuestStatusFilter,
  SHARED_TEXTS,
  TICKET_STATUS_LABELS,
} from './texts.ts';
