import type { InfoForm } from './info-form.ts';
import type { OrderSeatsReply } from '../seating-map/index.ts';
import { emptySelection, type Selection } from './selection.ts';

/**
 * The checkout in progress, per event and flow, kept in memory so that moving between /select and /checkout
 * (which remounts the page) or going back a step keeps what the buyer chose. A reload starts from the order in
 * the address (?order=) instead.
 */
export interface CheckoutDraft {
  selection: Selection;
  /** The selection differs from the order's (Continue updates the order). */
  dirty: boolean;
  orderId: string | null;
  /** When the timer of the current step ends (ms since epoch); null before the session starts. */
  deadline: number | null;
  /** The ticket step already set a lone ticket to 1 (only once). */
  autoPicked: boolean;
  info: InfoForm | null;
  /**
   * The seats and standing places the order holds and the latest seats hold token (the seat chart step); confirm
   * sends them back.
   */
  seats: { token: string | null; held: OrderSeatsReply['seats']; areas: OrderSeatsReply['areas'] };
}

const drafts = new Map<string, CheckoutDraft>();

export const draftKey = (eventId: string, flow: string) => `${eventId}:${flow}`;

export const freshDraft = (): CheckoutDraft => ({
  selection: emptySelection(),
  dirty: true,
  orderId: null,
  deadline: null,
  autoPicked: false,
  info: null,
  seats: { token: null, held: [], areas: [] },
});

export function readDraft(key: string): CheckoutDraft | undefined {
  return drafts.get(key);
}

export function writeDraft(key: string, draft: CheckoutDraft): void {
  drafts.set(key, draft);
}

export function clearDraft(key: string): void {
  drafts.delete(key);
}

/** A decline's message for the failure page (the order was closed; the provider's text is kept per order). */
const DECLINE_KEY = (orderId: string) => `ovation:decline:${orderId}`;

export function rememberDecline(orderId: string, message: string): void {
  try {
    sessionStorage.setItem(DECLINE_KEY(orderId), message);
  } catch {
    // Private mode without storage: the failure page shows its own text only.
  }
}

export function readDecline(orderId: string): string | null {
  try {
    return sessionStorage.getItem(DECLINE_KEY(orderId));
  } catch {
    return null;
  }
}

/**
 * The seats an order holds and their latest hold token, per order in this tab: a reload once the address names the
 * order (the info and payment steps) finds them again, as the server gives the token only with a hold or a release.
 */
const SEATS_KEY = (orderId: string) => `ovation:seats:${orderId}`;

export function rememberSeats(orderId: string, seats: CheckoutDraft['seats']): void {
  try {
    sessionStorage.setItem(SEATS_KEY(orderId), JSON.stringify(seats));
  } catch {
    // Private mode without storage: a reload forgets the seats' token (confirm then asks to pick again).
  }
}

export function readSeats(orderId: string): CheckoutDraft['seats'] | null {
  try {
    const raw = sessionStorage.getItem(SEATS_KEY(orderId));
    if (!raw) return null;
    // Kept before standing places were: no areas.
    const seats = JSON.parse(raw) as Omit<CheckoutDraft['seats'], 'areas'> & Partial<Pick<CheckoutDraft['seats'], 'areas'>>;
    return { ...seats, areas: seats.areas ?? [] };
  } catch {
    return null;
  }
}
