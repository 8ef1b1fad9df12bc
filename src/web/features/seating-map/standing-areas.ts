import type { ChartDocument } from '../../../contracts/seating.ts';
import { areaKey, standingAreas } from '../../../domain/seating/index.ts';
import type { OrderSeatsReply, SeatMapReply } from './api.ts';

/** A standing area as the buyer sees it: its places left (live status) and those the order holds already. */
export interface AreaChoice {
  key: string;
  label: string;
  categoryKey: string | null;
  /** Places anyone may still take (the order's own are not among them). */
  left: number;
  /** The order's places in the area, over its ticket types. */
  mine: number;
  ticketTypes: SeatMapReply['categories'][number]['ticketTypes'];
}

/**
 * The chart's standing areas with what is left of each (the status's `areas`; an area the status does not list yet is
 * at its capacity) and the order's own places. An area no ticket type sells now has none to offer.
 */
export function areaChoices(
  doc: ChartDocument,
  status: readonly { key: string; available: number }[],
  held: OrderSeatsReply['areas'],
  categories: SeatMapReply['categories'],
): AreaChoice[] {
  const left = new Map(status.map((a) => [a.key, a.available]));
  return standingAreas(doc).map((a) => ({
    key: a.key,
    label: a.label,
    categoryKey: a.categoryKey,
    left: left.get(a.key) ?? a.capacity,
    mine: held.filter((h) => h.areaKey === a.key).reduce((n, h) => n + h.quantity, 0),
    ticketTypes: categories.find((c) => c.key === a.categoryKey)?.ticketTypes ?? [],
  }));
}

/** Whether the buyer can do anything with an area: take places (some left, a type on sale) or change theirs. */
export const areaOpen = (a: AreaChoice) => a.ticketTypes.length > 0 && (a.left > 0 || a.mine > 0);

/**
 * The most places of one ticket type the picker offers: what is left plus what the order holds of that type already
 * (the hold sets the order's places, so its own come back into the count).
 */
export function areaMax(area: Pick<AreaChoice, 'key' | 'left'>, held: OrderSeatsReply['areas'], ticketTypeId: string): number {
  return area.left + (held.find((h) => h.areaKey === area.key && h.ticketTypeId === ticketTypeId)?.quantity ?? 0);
}

/** The key of the standing area under a point of the chart (its top left corner at x, y, turned by its rotation), or null. */
export function hitArea(doc: ChartDocument, x: number, y: number): string | null {
  for (let i = doc.objects.length - 1; i >= 0; i--) {
    const o = doc.objects[i]!;
    if (o.type !== 'area') continue;
    const a = (-o.rotation * Math.PI) / 180;
    const dx = x - o.x;
    const dy = y - o.y;
    const lx = dx * Math.cos(a) - dy * Math.sin(a);
    const ly = dx * Math.sin(a) + dy * Math.cos(a);
    if (lx >= 0 && ly >= 0 && lx <= o.width && ly <= o.height) return areaKey(o.label);
  }
  return null;
}
