/** A ticket type as the seat map needs it to decide what a buyer may choose for a seat. */
export interface SeatTicketType {
  id: string;
  seatsCategoryKeys: readonly string[];
  quantity: number;
  startsSalesAt: Date | null;
  endsSalesAt: Date | null;
}

/**
 * The ticket types a buyer may choose for a seat of `categoryKey` at `now` (buyer-side 9): those that sell the
 * category, leaving out those whose sales have not started, have ended, or whose quantity is 0. Visibility (hidden,
 * secret, members-only) is the caller's: it passes only the types the buyer may see.
 */
export function ticketTypesForSeat<T extends SeatTicketType>(types: readonly T[], categoryKey: string, now: Date): T[] {
  return types.filter(
    (t) =>
      t.seatsCategoryKeys.includes(categoryKey) &&
      t.quantity > 0 &&
      !(t.startsSalesAt && now < t.startsSalesAt) &&
      !(t.endsSalesAt && now >= t.endsSalesAt),
  );
}
