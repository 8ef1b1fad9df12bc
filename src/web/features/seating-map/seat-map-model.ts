import type { SeatPlace } from '../../../contracts/seating.ts';
import { seatDisplay } from '../../../domain/seating/index.ts';

/**
 * What the buyer's map shows of each seat: free (its category has a ticket type on sale), taken (held or sold by
 * someone else), unavailable (blocked by the organizer, or no ticket type sells it now) or the buyer's own.
 */
export type SeatState = 'free' | 'taken' | 'unavailable' | 'mine';

export function seatStates(
  places: readonly SeatPlace[],
  status: readonly { key: string; status: 'taken' | 'unavailable' }[],
  mine: ReadonlySet<string>,
  onSale: ReadonlySet<string>,
): Map<string, SeatState> {
  const notFree = new Map(status.map((s) => [s.key, s.status]));
  const states = new Map<string, SeatState>();
  for (const p of places) {
    if (mine.has(p.key)) states.set(p.key, 'mine');
    else if (notFree.has(p.key)) states.set(p.key, notFree.get(p.key)!);
    else states.set(p.key, p.categoryKey && onSale.has(p.categoryKey) ? 'free' : 'unavailable');
  }
  return states;
}

export interface SeatRowGroup {
  id: string;
  /** 'Stalls, Row A' or 'Table 4'. */
  title: string;
  seats: SeatPlace[];
}

/** The list view: the seats a buyer can choose (free or already theirs) by section and row or table, in chart order. */
export function availableRows(places: readonly SeatPlace[], states: ReadonlyMap<string, SeatState>): SeatRowGroup[] {
  const groups = new Map<string, SeatRowGroup>();
  for (const p of places) {
    const state = states.get(p.key);
    if (state !== 'free' && state !== 'mine') continue;
    const id = `${p.section}\u0000${p.group}`;
    let group = groups.get(id);
    if (!group) {
      // The seat's display without its last part ('Orchestra, Row A, Seat 12' -> 'Orchestra, Row A').
      const title = seatDisplay(p).split(', ').slice(0, -1).join(', ');
      group = { id, title, seats: [] };
      groups.set(id, group);
    }
    group.seats.push(p);
  }
  return [...groups.values()];
}
