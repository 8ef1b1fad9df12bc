/**
 * What the designer has selected: objects (shift-click or a marquee picks several) and, when one row or table is
 * selected, one of its seat positions to change on its own. Pure, so the rules are table-tested.
 */
import type { ChartDocument } from '../../../../contracts/seating.ts';
import { objectBounds } from './geometry.ts';
import type { Bounds } from './viewport.ts';

export interface Selection {
  /** In the order they were picked. */
  ids: readonly string[];
  /** A seat position of the one selected object, or null. */
  seat: number | null;
}

export const NO_SELECTION: Selection = { ids: [], seat: null };

export const only = (id: string): Selection => ({ ids: [id], seat: null });

/** A click selects the object alone; with Shift it is added to the selection, or taken out if it was in it. */
export function clickSelection(selection: Selection, id: string, additive: boolean): Selection {
  if (!additive) return only(id);
  const ids = selection.ids.includes(id) ? selection.ids.filter((x) => x !== id) : [...selection.ids, id];
  return { ids, seat: null };
}

/** The objects lying wholly inside `rect` (a marquee brushing a large stage does not pick it up). */
export function inRect(doc: ChartDocument, rect: Bounds): string[] {
  return doc.objects
    .filter((o) => {
      const b = objectBounds(o);
      return b !== null && b.minX >= rect.minX && b.minY >= rect.minY && b.maxX <= rect.maxX && b.maxY <= rect.maxY;
    })
    .map((o) => o.id);
}

/** A marquee's objects replace the selection; with Shift they are added to it. */
export function marqueeSelection(selection: Selection, ids: readonly string[], additive: boolean): Selection {
  if (!additive) return { ids: [...ids], seat: null };
  return { ids: [...selection.ids, ...ids.filter((id) => !selection.ids.includes(id))], seat: null };
}

export const selectAll = (doc: ChartDocument): Selection => ({ ids: doc.objects.map((o) => o.id), seat: null });

/** Picks a seat position of the selected object (only with exactly one object selected). */
export const withSeat = (selection: Selection, seat: number | null): Selection => ({
  ids: selection.ids,
  seat: selection.ids.length === 1 ? seat : null,
});
