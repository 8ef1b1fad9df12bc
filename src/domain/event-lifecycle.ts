/**
 * Postponed events (issue 34, docs/decisions/events.md): while the organizer's refund window is open, a holder may
 * cancel their ticket and get their money back whatever the event's usual cancel and refund settings say.
 */
export interface LifecycleDates {
  canceledAt: Date | null;
  postponedAt: Date | null;
  refundRequestsUntil: Date | null;
}

/** Whether a holder may ask for a refund now: the event is postponed, not cancelled, and the window has not closed. */
export function refundOnRequestOpen(event: LifecycleDates, now: Date): boolean {
  if (event.canceledAt || !event.postponedAt || !event.refundRequestsUntil) return false;
  return now.getTime() < event.refundRequestsUntil.getTime();
}
