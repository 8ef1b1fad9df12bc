import { currencyInfo } from '../money.ts';
import { TICKET_LIMITS } from '../tickets.ts';
import type { DraftTicket, EventDraft } from './draft.ts';
import { DEFAULT_TICKET_NAME, type TicketReading, withCapacity } from './tickets.ts';

const ADD = /\badd(?:ing)?\b|\banother\b|\balso\b/i;
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
/** "student" names "Student ticket" and the reverse; the default name matches nothing by itself. */
const names = (existing: string, said: string) =>
  same(existing, said) ||
  (said !== DEFAULT_TICKET_NAME && (existing.toLowerCase().includes(said.toLowerCase()) || said.toLowerCase().includes(existing.toLowerCase())));

/** Prices kept when the currency changes, rescaled when its minor units differ (pounds to yen). */
function rescale(tickets: readonly DraftTicket[], from: string, to: string): DraftTicket[] {
  const shift = currencyInfo(to).minorUnits - currencyInfo(from).minorUnits;
  return shift === 0 ? [...tickets] : tickets.map((t) => ({ ...t, price: Math.round(t.price * 10 ** shift) }));
}

/** "50 VIP, 100 standard" or "VIP 50": quantities for ticket types already in the draft. */
function namedQuantities(text: string, tickets: DraftTicket[]): DraftTicket[] | null {
  let changed = false;
  const updated = tickets.map((t) => {
    const name = t.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // "100 adults" names the "Adult" type, "50 children" the "Child" one
    const m = new RegExp(String.raw`(\d{1,7})\s+(?:x\s+)?${name}(?:s|ren)?\b|\b${name}(?:s|ren)?\s*[:=-]?\s*(\d{1,7})\b(?!\s*[.,]\d)`, 'i').exec(
      text,
    );
    if (!m) return t;
    changed = true;
    return { ...t, quantity: Number(m[1] ?? m[2]) };
  });
  return changed ? updated : null;
}

/**
 * The draft's tickets and currency after a message: a list of several types replaces the list, "add ..." appends,
 * a type named again is corrected, a lone unnamed price corrects the first advance type ("make it £18"), and a
 * shared capacity fills the types without a quantity ("120 seats not 100" replaces the 100s).
 * `earlierCapacity` is a capacity said before any ticket was ("120 seats" in the first message).
 */
export function mergeTickets(
  draft: EventDraft,
  reading: TicketReading,
  text: string,
  expectsQuantity: boolean,
  earlierCapacity: number | null,
): Pick<EventDraft, 'tickets' | 'currency'> {
  const currency = reading.currency ?? draft.currency;
  let tickets = rescale(draft.tickets, draft.currency, currency);
  const said = reading.tickets;
  if (said.length > 1 && !ADD.test(text)) tickets = said;
  else if (said.length > 0 && tickets.length === 0) tickets = said;
  else
    for (const t of said) {
      const match = tickets.findIndex((existing) => names(existing.name, t.name));
      if (match >= 0) tickets[match] = { ...tickets[match]!, price: t.price, quantity: t.quantity ?? tickets[match]!.quantity };
      else if (t.name === DEFAULT_TICKET_NAME && !ADD.test(text)) {
        const first = Math.max(
          0,
          tickets.findIndex((x) => x.sale === 'advance'),
        );
        tickets[first] = { ...tickets[first]!, price: t.price, quantity: t.quantity ?? tickets[first]!.quantity };
      } else tickets.push(t);
    }
  const bare = expectsQuantity && said.length === 0 ? /^\D*?(\d{1,7})\D*$/.exec(text) : null;
  const capacity = reading.capacity ?? (bare ? Number(bare[1]) : null);
  if (reading.replacedCapacity !== null && capacity !== null && tickets.some((t) => t.quantity === reading.replacedCapacity))
    tickets = tickets.map((t) => (t.quantity === reading.replacedCapacity ? { ...t, quantity: capacity } : t));
  else if (capacity !== null) {
    const shared = new Set(tickets.map((t) => t.quantity)).size <= 1;
    tickets = shared && said.length === 0 ? tickets.map((t) => ({ ...t, quantity: capacity })) : withCapacity(tickets, capacity);
  } else if (said.length > 0 && earlierCapacity !== null) tickets = withCapacity(tickets, earlierCapacity);
  if (said.length === 0 && capacity === null) tickets = namedQuantities(text, tickets) ?? tickets;
  return { tickets: tickets.slice(0, TICKET_LIMITS.types), currency };
}
