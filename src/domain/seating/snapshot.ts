import { standingAreas } from './capacity.ts';
import { layoutChart } from './layout.ts';
import type { ChartDocument } from './types.ts';

export interface SnapshotChange {
  key: string;
  /** Gone from the new chart (a shorter or relabelled row, a gap, a renamed area), or now in another category. */
  change: 'removed' | 'recategorised';
}

/** Every seat's and area's category by key. */
function categoriesByKey(doc: ChartDocument): Map<string, string | null> {
  const byKey = new Map<string, string | null>();
  for (const s of layoutChart(doc)) byKey.set(s.key, s.categoryKey);
  for (const a of standingAreas(doc)) byKey.set(a.key, a.categoryKey);
  return byKey;
}

/**
 * What replacing an event's snapshot `before` with `after` would do to the seats and areas in `taken` (held or
 * sold): the server refuses the replacement unless this is empty. A seat is its key (its labels): moving, turning
 * or bending a row keeps every key, so it is allowed, and so is any change to a seat nobody holds. A taken key
 * must still exist, in the same category (its ticket type and price were chosen by it). Sorted by key.
 */
export function snapshotChanges(before: ChartDocument, after: ChartDocument, taken: ReadonlySet<string>): SnapshotChange[] {
  if (taken.size === 0) return [];
  const was = categoriesByKey(before);
  const now = categoriesByKey(after);
  const changes: SnapshotChange[] = [];
  for (const key of [...taken].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!now.has(key)) changes.push({ key, change: 'removed' });
    else if (was.has(key) && was.get(key) !== now.get(key)) changes.push({ key, change: 'recategorised' });
  }
  return changes;
}
