import { areaKey } from './keys.ts';
import { layoutChart } from './layout.ts';
import type { ChartDocument } from './types.ts';

/** A standing (general admission) area, sold by quantity up to its capacity. */
export interface StandingArea {
  key: string;
  label: string;
  categoryKey: string | null;
  capacity: number;
  objectId: string;
}

export function standingAreas(doc: ChartDocument): StandingArea[] {
  return doc.objects.flatMap((o) =>
    o.type === 'area' ? [{ key: areaKey(o.label), label: o.label.trim(), categoryKey: o.categoryKey, capacity: o.capacity, objectId: o.id }] : [],
  );
}

export interface CategoryCount {
  categoryKey: string;
  seats: number;
  standing: number;
}

/**
 * What each of the chart's categories can sell: its seats and its standing areas' capacity, in the order of the
 * chart's categories (a category nothing uses counts 0). Seats without a category, or of a key the chart does not
 * define, sell nothing: `validateChart` reports them.
 */
export function chartCapacity(doc: ChartDocument): CategoryCount[] {
  const counts = new Map<string, CategoryCount>();
  for (const c of doc.categories) if (!counts.has(c.key)) counts.set(c.key, { categoryKey: c.key, seats: 0, standing: 0 });
  for (const seat of layoutChart(doc)) {
    const count = seat.categoryKey === null ? undefined : counts.get(seat.categoryKey);
    if (count) count.seats += 1;
  }
  for (const a of standingAreas(doc)) {
    const count = a.categoryKey === null ? undefined : counts.get(a.categoryKey);
    if (count) count.standing += a.capacity;
  }
  return [...counts.values()];
}
