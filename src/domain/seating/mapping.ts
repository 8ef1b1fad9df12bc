import { chartCapacity } from './capacity.ts';
import type { ChartDocument, SeatCategory } from './types.ts';

/** What the seat rules read of a ticket type (buyer-side 3: `seatsCategoryKeys`; 9: the sales window). */
export interface SeatTicketType {
  id: string;
  seatsCategoryKeys: readonly string[];
  /** What is left to sell of it (0 or less: nothing); null when unlimited. */
  quantity: number | null;
  /** ISO 8601 instants (or Dates); null when open. */
  startsSalesAt: string | Date | null;
  endsSalesAt: string | Date | null;
}

const time = (at: string | Date) => (typeof at === 'string' ? Date.parse(at) : at.getTime());

/**
 * The ticket types a buyer may choose for a seat of this category, in the given order (buyer-side 9): those that
 * sell the category, excluding any whose sales have not started, have ended, or whose quantity is 0. The window is
 * the ticket list's (domain/tickets.ts): open from its start, closed from its end.
 */
export function ticketTypesForSeat<T extends SeatTicketType>(categoryKey: string, ticketTypes: readonly T[], now: Date): T[] {
  const at = now.getTime();
  return ticketTypes.filter(
    (t) =>
      t.seatsCategoryKeys.includes(categoryKey) &&
      (t.quantity === null || t.quantity > 0) &&
      (t.startsSalesAt === null || at >= time(t.startsSalesAt)) &&
      (t.endsSalesAt === null || at < time(t.endsSalesAt)),
  );
}

/**
 * The chart's categories that have seats or standing room but that no ticket type names: nothing could sell them,
 * so the organizer is warned. Mapping is about the names, not the sales window: a type off sale still maps.
 */
export function unmappedCategories(doc: ChartDocument, ticketTypes: readonly Pick<SeatTicketType, 'seatsCategoryKeys'>[]): SeatCategory[] {
  const sold = new Set(ticketTypes.flatMap((t) => t.seatsCategoryKeys));
  const inUse = new Set(chartCapacity(doc).flatMap((c) => (c.seats + c.standing > 0 ? [c.categoryKey] : [])));
  const seen = new Set<string>();
  return doc.categories.filter((c) => inUse.has(c.key) && !sold.has(c.key) && !seen.has(c.key) && seen.add(c.key));
}
