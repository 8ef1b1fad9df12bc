/**
 * Seats against tickets (issue 32), apart from the map's model so that the checkout's first chunk, which uses them,
 * does not take the seating domain with it (the map itself is a lazy chunk).
 */

/** Held seats per ticket type: the tickets the order must have. */
export function ticketCounts(held: readonly { ticketTypeId: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const s of held) counts[s.ticketTypeId] = (counts[s.ticketTypeId] ?? 0) + 1;
  return counts;
}

/** Whether the order's saved tickets are too few for the seats wanted (the server holds no more seats than tickets). */
export function wantsMoreTickets(saved: Readonly<Record<string, number>>, wanted: Readonly<Record<string, number>>): boolean {
  return Object.entries(wanted).some(([id, n]) => (saved[id] ?? 0) < n);
}
