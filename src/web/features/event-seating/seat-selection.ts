import type { EventSeatingReply } from '../../../contracts/event-seating.ts';
import type { SeatPlace } from '../../../contracts/seating.ts';
import { seatDisplay } from '../../../domain/seating/index.ts';

export type BlockReason = EventSeatingReply['blocked'][number]['reason'];

/** What the organizer's drawing shows of a seat on one date. */
export type SeatState = { kind: 'free' } | { kind: 'taken' } | { kind: 'blocked'; reason: BlockReason };

/**
 * Each seat's state on a date: the organizer's blocks (with their reasons) first, then what the buyers' live status
 * says is held or sold; every other seat is free.
 */
export function seatStatesOn(
  blocked: EventSeatingReply['blocked'],
  occurrenceId: string,
  status: readonly { key: string; status: 'taken' | 'unavailable' }[],
): Map<string, SeatState> {
  const states = new Map<string, SeatState>();
  for (const s of status) if (s.status === 'taken') states.set(s.key, { kind: 'taken' });
  for (const b of blocked) if (b.occurrenceId === occurrenceId) states.set(b.seatKey, { kind: 'blocked', reason: b.reason });
  return states;
}

/**
 * A click on a seat: toggles it. A shift-click with an anchor in the same row or table sets the whole run between
 * them (in seat order) to the anchor's new state, like a file list; without such an anchor it is a plain click.
 */
export function clickSeat(
  seats: readonly SeatPlace[],
  selected: ReadonlySet<string>,
  anchor: string | null,
  key: string,
  shift: boolean,
): { selected: Set<string>; anchor: string } {
  const next = new Set(selected);
  const from = anchor ? seats.findIndex((s) => s.key === anchor) : -1;
  const to = seats.findIndex((s) => s.key === key);
  if (shift && from >= 0 && to >= 0 && seats[from]!.objectId === seats[to]!.objectId) {
    const select = selected.has(anchor!);
    for (let i = Math.min(from, to); i <= Math.max(from, to); i++) {
      if (select) next.add(seats[i]!.key);
      else next.delete(seats[i]!.key);
    }
    return { selected: next, anchor: anchor! };
  }
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return { selected: next, anchor: key };
}

/** The seats as grouped choices for a list picker: one group per section and row (or table), in chart order. */
export function seatChoices(seats: readonly SeatPlace[], only?: (seat: SeatPlace) => boolean) {
  const groups = new Map<string, { group: string; items: { value: string; label: string }[] }>();
  for (const seat of seats) {
    if (only && !only(seat)) continue;
    const name = seatDisplay(seat);
    const group = name.slice(0, Math.max(0, name.lastIndexOf(', '))) || name;
    const entry = groups.get(seat.objectId) ?? { group, items: [] };
    entry.items.push({ value: seat.key, label: name });
    groups.set(seat.objectId, entry);
  }
  return [...groups.values()];
}
