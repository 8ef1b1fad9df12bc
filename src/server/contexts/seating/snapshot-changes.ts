import type { ChartDocument } from '../../../contracts/seating.ts';
import { layoutChart } from '../../../domain/seating/index.ts';

/** How far (canvas units) a seat may shift before it counts as moved: rounding, not a redraw. */
const MOVE_TOLERANCE = 0.01;

export type SeatChange = { seatKey: string; change: 'removed' | 'moved' | 'recategorized' };

/**
 * What replacing an event's snapshot `before` by `after` does to the seats `inUse` (held or sold): a seat that would
 * be gone, sit elsewhere or change category. An event may take a new snapshot only when this is empty, so a sold
 * seat never moves (issue 32).
 */
export function snapshotChanges(before: ChartDocument, after: ChartDocument, inUse: ReadonlySet<string>): SeatChange[] {
  const was = new Map(layoutChart(before).map((s) => [s.key, s]));
  const now = new Map(layoutChart(after).map((s) => [s.key, s]));
  const changes: SeatChange[] = [];
  for (const seatKey of [...inUse].sort()) {
    const old = was.get(seatKey);
    const next = now.get(seatKey);
    if (!next) changes.push({ seatKey, change: 'removed' });
    else if (old && Math.hypot(old.x - next.x, old.y - next.y) > MOVE_TOLERANCE) changes.push({ seatKey, change: 'moved' });
    else if (old && old.categoryKey !== next.categoryKey) changes.push({ seatKey, change: 'recategorized' });
  }
  return changes;
}
