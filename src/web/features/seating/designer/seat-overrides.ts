/**
 * One seat of a row or table made different from its object: another category (or none), or a gap (an aisle, a
 * pillar). The document keeps these as `overrides [{index, categoryKey?, gap?}]` by position; the domain's layout
 * applies them (a gap takes no label, the numbers run on). These edits keep one override per position, in
 * position order, and drop one that no longer changes anything.
 */
import type { ChartDocument, ChartRow, ChartTable } from '../../../../contracts/seating.ts';
import { layoutObject } from '../../../../domain/seating/index.ts';

export type SeatedObject = ChartRow | ChartTable;

/** A position of a row or table as the designer shows it: a seat, or a gap (no label) drawn hollow. */
export interface SeatSpot {
  index: number;
  x: number;
  y: number;
  gap: boolean;
  /** The seat's label; null for a gap. */
  label: string | null;
  /** Its category (its own or its object's); null for a gap or a seat without one. */
  categoryKey: string | null;
  /** Whether the position has an override of its own. */
  overridden: boolean;
}

/** Every position of the object, gaps included (where a gap sits comes from the layout without overrides). */
export function seatSpots(object: SeatedObject): SeatSpot[] {
  const seats = new Map(layoutObject(object).map((s) => [s.index, s]));
  const overridden = new Set(object.overrides.map((o) => o.index));
  return layoutObject({ ...object, overrides: [] }).map(({ index = 0, x, y }) => {
    const seat = seats.get(index);
    return { index, x, y, gap: !seat, label: seat?.seat ?? null, categoryKey: seat?.categoryKey ?? null, overridden: overridden.has(index) };
  });
}

type Change = { categoryKey?: string | null; gap?: boolean };

function edit(doc: ChartDocument, objectId: string, index: number, change: (current: Change) => Change): ChartDocument {
  const target = doc.objects.find((o) => o.id === objectId);
  if (!target || (target.type !== 'row' && target.type !== 'table') || index < 0 || index >= target.seats) return doc;
  // The layout reads the last entry of a position: that one is the seat's state, earlier ones are dropped.
  const current: Change = target.overrides.findLast((o) => o.index === index) ?? {};
  const { categoryKey, gap } = change(current);
  const override: ChartRow['overrides'][number] = { index, ...(categoryKey !== undefined ? { categoryKey } : {}), ...(gap ? { gap: true } : {}) };
  const others = target.overrides.filter((o) => o.index !== index);
  const changes = override.categoryKey !== undefined || override.gap;
  const overrides = (changes ? [...others, override] : others).sort((a, b) => a.index - b.index);
  const next = { ...target, overrides };
  return { ...doc, objects: doc.objects.map((o) => (o === target ? next : o)) };
}

/** A seat's own category: a key, null for none, undefined for its object's again. */
export const setSeatCategory = (doc: ChartDocument, objectId: string, index: number, categoryKey: string | null | undefined) =>
  edit(doc, objectId, index, (current) => ({ gap: current.gap, categoryKey }));

/** Makes the position a gap or a seat again (its own category, if it had one, stays). */
export const setSeatGap = (doc: ChartDocument, objectId: string, index: number, gap: boolean) =>
  edit(doc, objectId, index, (current) => ({ categoryKey: current.categoryKey, gap }));

/** The seat as its object makes it: no override left. */
export const clearSeat = (doc: ChartDocument, objectId: string, index: number) => edit(doc, objectId, index, () => ({}));
