import { CHECKOUT_PAGE_TEXTS as T } from '../../../contracts/checkout.messages.ts';

/** The countdown's last minute: the moment it turns red and is announced. */
export const LAST_MINUTE_MS = 60_000;

/**
 * What the checkout's polite live region says for `msLeft`: nothing until the last minute, then one sentence that
 * stays the same for the whole minute, so a screen reader speaks it once rather than every second (the visible
 * timer has role="timer", which is silent). At zero the Time's up dialog takes over.
 */
export function countdownAnnouncement(msLeft: number | null): string {
  if (msLeft == null || msLeft <= 0 || msLeft > LAST_MINUTE_MS) return '';
  return T.lastMinute;
}
