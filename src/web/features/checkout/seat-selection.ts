import type { ConfirmOrderBody } from '../../../contracts/checkout.ts';
import type { CheckoutDraft } from './draft-store.ts';
import type { Selection } from './selection.ts';
import { ticketCounts } from '../seating-map/index.ts';

/**
 * The seat chart step's selection (issue 32): the order's tickets follow the seats it holds. The server holds no
 * more seats of a ticket type than the order has tickets of it, and confirm wants exactly one seat per seated
 * ticket, so a seat picked first grows the order's tickets, and Continue trims them to the seats.
 */

/** The selection asking for `counts` tickets per ticket type (nothing else), codes and donation kept. */
export function seatedSelection(selection: Selection, counts: Record<string, number>): Selection {
  return { ...selection, quantities: { ...counts } };
}

/** Continue: null without a seat, 'keep' when the order's tickets are the seats' already, else the tickets to save. */
export function seatsToContinue(
  held: CheckoutDraft['seats']['held'],
  saved: Record<string, number>,
  dirty: boolean,
): Record<string, number> | 'keep' | null {
  if (!held.length) return null;
  const counts = ticketCounts(held);
  const same = Object.keys({ ...saved, ...counts }).every((id) => (saved[id] ?? 0) === (counts[id] ?? 0));
  return same && !dirty ? 'keep' : counts;
}

/** What confirm takes of the seats (buyer-side 7): the latest hold token and the seats the buyer saw held. */
export function seatsConfirm(seats: CheckoutDraft['seats']): Pick<ConfirmOrderBody, 'seatsHoldToken' | 'seatsReserved'> {
  return seats.token ? { seatsHoldToken: seats.token, seatsReserved: seats.held.map((s) => s.seatKey) } : {};
}
