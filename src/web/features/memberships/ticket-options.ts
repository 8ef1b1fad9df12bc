import type { BusinessEventRow } from '../../../contracts/events-management.ts';

export interface TicketOptionGroup {
  group: string;
  items: { value: string; label: string }[];
}

/**
 * The tickets a benefit can discount, grouped by event: the owner's own events only (a benefit discounts the
 * owner's tickets, not those of events it helps with), each ticket once. A chosen ticket found in none of them (a
 * deleted ticket type, an event beyond the list) stays choosable under `otherLabel`, so saving keeps it.
 */
export function ticketOptions(
  events: readonly Pick<BusinessEventRow, 'id' | 'name' | 'tickets' | 'owner'>[],
  ownerId: string,
  selected: readonly string[],
  otherLabel: string,
): TicketOptionGroup[] {
  const seen = new Set<string>();
  const groups: TicketOptionGroup[] = [];
  for (const event of events) {
    if (event.owner.id !== ownerId) continue;
    const items = event.tickets.filter((t) => !seen.has(t.id)).map((t) => ({ value: t.id, label: t.name }));
    items.forEach((item) => seen.add(item.value));
    if (items.length) groups.push({ group: event.name, items });
  }
  const others = selected.filter((id) => !seen.has(id));
  if (others.length) groups.push({ group: otherLabel, items: others.map((id, i) => ({ value: id, label: `${otherLabel} ${i + 1}` })) });
  return groups;
}
