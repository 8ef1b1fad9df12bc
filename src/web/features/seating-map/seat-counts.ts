/**
 * Seats against tickets (issue 32), apart from the map's model so that the checkout's first chunk, which uses them,
 * does not take the seating domain with it (the map itself is a lazy chunk).
 */

/** What the order holds: seats one by one, standing places by quantity, each with its ticket type. */
export interface HeldPlaces {
  held: readonly { ticketTypeId: string }[];
  areas: readonly { ticketTypeId: string; quantity: number }[];
}

/** Held seats and standing places per ticket type: the tickets the order must have. */
export function ticketCounts({ held, areas }: HeldPlaces): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const s of held) counts[s.ticketTypeId] = (counts[s.ticketTypeId] ?? 0) + 1;
  for (const a of areas) if (a.quantity > 0) counts[a.ticketTypeId] = (counts[a.ticketTypeId] ?? 0) + a.quantity;
  return counts;
}

/** Whether the order's saved tickets are too few for the seats wanted (the server holds no more seats than tickets). */
export function wantsMoreTickets(saved: Readonly<Record<string, number>>, wanted: Readonly<Record<string, number>>): boolean {
  return Object.entries(wanted).some(([id, n]) => (saved[id] ?? 0) < n);
}
