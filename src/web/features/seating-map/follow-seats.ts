import { sameCounts, seatedSelection, type CheckoutDraft } from '../checkout/index.ts';
import { ticketCounts, type HeldPlaces } from './seat-counts.ts';

/**
 * The draft after the seats or standing places changed (a hold, a release, a refused hold after the order grew):
 * when the tickets are no longer the seats, the selection becomes the seats and is unsaved, so the summary shows
 * what Continue will save. Only the seat step's holds use it: it loads with the map.
 */
export function followSeats<D extends Pick<CheckoutDraft, 'selection' | 'dirty'>>(draft: D, places: HeldPlaces): D {
  const counts = ticketCounts(places);
  return sameCounts(draft.selection.quantities, counts) ? draft : { ...draft, selection: seatedSelection(draft.selection, counts), dirty: true };
}
