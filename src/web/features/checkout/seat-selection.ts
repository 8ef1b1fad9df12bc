import type { ConfirmOrderBody } from '../../../contracts/checkout.ts';
import type { CheckoutDraft } from './draft-store.ts';
import type { Selection } from './selection.ts';
import { ticketCounts, type HeldPlaces } from '../seating-map/index.ts';

/**
 * The seat chart step's selection (issue 32): the order's tickets follow the seats it holds. The server holds no
 * more seats of a ticket type than the order has tickets of it, and confirm wants exactly one seat per seated
 * ticket, so a seat picked first grows the order's tickets, and Continue trims them to the seats.
 */

/** The selection asking for `counts` tickets per ticket type (nothing else), codes and donation kept. */
export function seatedSelection(selection: Selection, counts: Record<string, number>): Selection {
  return { ...selection, quantities: { ...counts } };
}

/** Whether two ticket counts ask for the same (an absent type is 0). */
export const sameCounts = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys({ ...a, ...b }).every((id) => (a[id] ?? 0) === (b[id] ?? 0));

/** Whether the order holds any seat or standing place. */
export const holdsPlaces = (places: HeldPlaces) => Object.keys(ticketCounts(places)).length > 0;

/**
 * Continue: null without a seat or standing place, 'keep' when the order's tickets are the seats' already, else the
 * tickets to save.
 */
export function seatsToContinue(places: HeldPlaces, saved: Record<string, number>, dirty: boolean): Record<string, number> | 'keep' | null {
  if (!holdsPlaces(places)) return null;
  const counts = ticketCounts(places);
  return sameCounts(saved, counts) && !dirty ? 'keep' : counts;
}

/** What confirm takes of the seats (buyer-side 7): the latest hold token and the seats the buyer saw held. */
export function seatsConfirm(seats: CheckoutDraft['seats']): Pick<ConfirmOrderBody, 'seatsHoldToken' | 'seatsReserved'> {
  return seats.token ? { seatsHoldToken: seats.token, seatsReserved: seats.held.map((s) => s.seatKey) } : {};
}
