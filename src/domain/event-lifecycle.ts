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

/**
 * Whether a mass refund's next batch waits before it runs: when half or more of this batch's provider calls failed
 * (the provider looks down), so an outage does not spend every order's attempts at once, or when it could only wait
 * (every order it took has a ticket's own refund in flight). A few failures among successes (one card's refund
 * refused) do not hold the other orders back: the failed ones come again after them.
 */
export function massRefundBacksOff(batch: { worked: number; calls: number; failures: number }): boolean {
  return batch.worked === 0 || (batch.failures > 0 && batch.failures * 2 >= batch.calls);
}
