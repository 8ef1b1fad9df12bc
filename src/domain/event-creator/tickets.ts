import { TICKET_LIMITS } from '../tickets.ts';
import type { DraftTicket } from './draft.ts';
import { type PriceReading, readPrices, toMinor } from './prices.ts';

/** The ticket types, capacity and currency one message names. */
export interface TicketReading extends Omit<PriceReading, 'amounts'> {
  tickets: DraftTicket[];
  /** A number of seats not tied to one ticket type ("120 seats"): every type without its own quantity gets it. */
  capacity: number | null;
  /** "120 seats not 100": the number being corrected. */
  replacedCapacity: number | null;
  /** The currency the prices were written in, when one was. */
  currency: string | null;
}

export const DEFAULT_TICKET_NAME = 'General admission';
export const DOOR_TICKET_NAME = 'On the door';

/** Clauses: commas (not inside "€12,50" or "1,000"), semicolons, lines, "and", "plus". */
const CLAUSE = /,(?!\d)|;|\n|\.(?=\s)|\band\b|\bplus\b|\bwith\b/i;
const SEATS = String.raw`(?:tickets?|seats?|places?|spots?|spaces?|available|of them|people|attendees|guests|visitors|participants|capacity)`;
const QUANTITY = [
  /\((\d{1,7})\)/,
  /\bx\s?(\d{1,7})\b/i,
  new RegExp(String.raw`(?<![£$€¥₹\d.,])(\d{1,7})\s*${SEATS}\b`, 'i'),
  /\b(?:capacity|limit(?:ed)?\s+to|max(?:imum)?|up\s+to|only)\s*(?:of\s*|is\s*)?(\d{1,7})\b/i,
];
const NOT = /\bnot\s+(\d{1,7})\b/i;
const DOOR = /\b(?:on|at)\s+the\s+(?:door|night)\b|\bdoors?\b|\bOTD\b/i;
const STOP = new Set(
  "ticket tickets entry entrance is are cost costs price prices priced at a an the per person head each for with in on of to it its it's pp only just make set add also new type option please can you we our will be all seats seat places place spots available x one them now instead actually change should would like let say cheaper more less no not sold sell selling get there then plus and or but".split(
    ' ',
  ),
);
const SINGULAR: Record<string, string> = {
  students: 'student',
  members: 'member',
  adults: 'adult',
  kids: 'child',
  children: 'child',
  seniors: 'senior',
  concessions: 'concession',
};

function quantityIn(clause: string): { value: number; text: string } | null {
  for (const pattern of QUANTITY) {
    const m = pattern.exec(clause);
    if (m) return { value: Number(m[1]), text: m[0] };
  }
  return null;
}

const words = (s: string) => s.match(/[\p{L}'-]+/gu) ?? [];
const keep = (w: string) => !STOP.has(w.toLowerCase()) && !/^(free|door|doors|night|otd)$/i.test(w);

/** A ticket type's name from the words next to its price: "VIP £40" -> "VIP", "£15 for students" -> "Student". */
function ticketName(before: string, after: string, door: boolean): string {
  const near = [...words(before).slice(-2), ...words(after).slice(0, 3)].filter(keep).map((w) => SINGULAR[w.toLowerCase()] ?? w);
  if (near.length === 0 || near.length > 4) return door ? DOOR_TICKET_NAME : DEFAULT_TICKET_NAME;
  const name = near.join(' ');
  const capitalised = name === name.toUpperCase() ? name : name[0]!.toUpperCase() + name.slice(1).toLowerCase();
  const named = door ? `${capitalised} (${DOOR_TICKET_NAME.toLowerCase()})` : capitalised;
  return named.slice(0, TICKET_LIMITS.name);
}

/** Reads ticket types, prices and quantities; prices in minor units of `currency` when the text names none. */
export function readTickets(text: string, draftCurrency: string): TicketReading {
  const whole = readPrices(text, draftCurrency);
  const currency = whole.amounts.find((a) => a.currency)?.currency ?? null;
  const priced = currency ?? draftCurrency;
  const tickets: DraftTicket[] = [];
  let capacity: number | null = null;
  for (const clause of text.split(CLAUSE)) {
    if (!clause.trim()) continue;
    const { amounts, free } = readPrices(clause, priced);
    const quantity = quantityIn(clause);
    const door = DOOR.test(clause) && (amounts.length > 0 || free);
    if (amounts.length === 0 && !free) {
      if (quantity) capacity = quantity.value;
      continue;
    }
    const amount = amounts[0];
    let rest = clause;
    if (quantity) rest = rest.replace(quantity.text, ' ');
    // the words either side of the price (or of "free") name the ticket type
    const priceText = amount ? clause.slice(amount.index, amount.index + amount.length) : (/\bfree\b/i.exec(rest)?.[0] ?? '');
    const at = priceText ? rest.indexOf(priceText) : -1;
    const before = at >= 0 ? rest.slice(0, at) : '';
    const after = at >= 0 ? rest.slice(at + priceText.length) : rest;
    tickets.push({
      name: ticketName(before, after.replace(/\bfor\s+(\w+)/i, ' $1'), door),
      price: amount ? toMinor(amount.value, priced) : 0,
      quantity: quantity?.value ?? null,
      sale: door ? 'door' : 'advance',
    });
  }
  const not = NOT.exec(text);
  return {
    tickets: dedupe(tickets),
    capacity,
    replacedCapacity: not ? Number(not[1]) : null,
    currency,
    free: whole.free,
    payWhatYouWant: whole.payWhatYouWant,
    unsupported: whole.unsupported,
  };
}

/** Two unnamed prices become "General admission" and "General admission 2" rather than one overwriting the other. */
function dedupe(tickets: DraftTicket[]): DraftTicket[] {
  const seen = new Map<string, number>();
  return tickets.map((t) => {
    const n = (seen.get(t.name) ?? 0) + 1;
    seen.set(t.name, n);
    return n === 1 ? t : { ...t, name: `${t.name} ${n}` };
  });
}

/** Every ticket type without its own quantity takes the shared capacity. */
export function withCapacity(tickets: readonly DraftTicket[], capacity: number): DraftTicket[] {
  return tickets.map((t) => (t.quantity === null ? { ...t, quantity: capacity } : t));
}
