import type { SeatPlace } from '../../../contracts/seating.ts';
import { layoutChart, standingAreas, type StandingArea } from '../../../domain/seating/index.ts';
import type { SeatingRow } from './event-seating.service.ts';

export interface SnapshotLayout {
  places: ReadonlyMap<string, SeatPlace>;
  areas: ReadonlyMap<string, StandingArea>;
}

/** Snapshots of the events being sold now; a process sells few at once. */
const KEPT = 32;
const layouts = new Map<string, SnapshotLayout>();

/**
 * An event snapshot's seats and standing areas by key, laid out once per snapshot: every seat hold and move laid out
 * the whole chart again, 20,000 seats in about 18 ms of CPU per request (bench/seating.ts). A snapshot never changes
 * under its id and `takenAt` (a replacement writes a new `takenAt`), so each process may keep it; the least recently
 * used goes first.
 */
export function snapshotLayout(seating: Pick<SeatingRow, 'id' | 'takenAt' | 'document'>): SnapshotLayout {
  const key = `${seating.id}@${seating.takenAt.getTime()}`;
  let layout = layouts.get(key);
  if (layout) layouts.delete(key);
  else
    layout = {
      places: new Map(layoutChart(seating.document).map((p) => [p.key, p])),
      areas: new Map(standingAreas(seating.document).map((a) => [a.key, a])),
    };
  layouts.set(key, layout);
  if (layouts.size > KEPT) layouts.delete(layouts.keys().next().value!);
  return layout;
}
