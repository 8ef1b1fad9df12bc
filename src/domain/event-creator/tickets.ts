import { TICKET_LIMITS } from '../tickets.ts';
import type { DraftTicket } from './draft.ts';
import { type PriceReading, readPrices, toMinor } from './prices.ts';
import { withoutVenues } from './venue.ts';

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

/** Words that say when, not which ticket: "Quiz on Friday 8pm for £5" is a general admission ticket. */
const WHEN_WORD =
  /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|mon|tue|wed|thu|fri|sat|sun|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|today|tomorrow|tonight|next|this|every|am|pm|noon|midnight|free|doors?|night|otd)$/i;

/**
 * The name words on one side of a price, nearest first: stop words next to the price are skipped, then words are
 * taken up to the next stop word, number or date word ("add a student ticket £10" -> "student"; "Friday 8pm for
 * £5" -> none).
 */
function nameWords(tokens: readonly string[]): string[] {
  const found: string[] = [];
  for (const token of tokens.filter(Boolean)) {
    const word = token.replace(/^[("'“]+|[)"'”:,;.!?]+$/g, '');
    const stop = STOP.has(word.toLowerCase());
    // words, and ages such as "16s" or "18+" ("under 16s")
    if (/^(?:\p{L}+(?:['-]\p{L}+)*|\d{1,2}s|\d{1,2}\+)$/u.test(word) && !stop && !WHEN_WORD.test(word))
      found.push(SINGULAR[word.toLowerCase()] ?? word);
    else if (found.length || !stop) break;
    if (found.length === 3) break;
  }
  return found;
}

/** A ticket type's name from the words next to its price: "VIP £40" -> "VIP", "£15 for students" -> "Student". */
function ticketName(before: string, after: string, door: boolean): string {
  const near = [...nameWords(before.split(/\s+/).reverse()).reverse(), ...nameWords(after.split(/\s+/))];
  if (near.length === 0 || near.length > 4) return door ? DOOR_TICKET_NAME : DEFAULT_TICKET_NAME;
  const name = near.join(' ');
  const capitalised = name === name.toUpperCase() ? name : name[0]!.toUpperCase() + name.slice(1).toLowerCase();
  const named = door ? `${capitalised} (${DOOR_TICKET_NAME.toLowerCase()})` : capitalised;
  return named.slice(0, TICKET_LIMITS.name);
}

/**
 * A clause with several prices ("£8 advance £10 door", "VIP £40 (20) standard £15") as one clause per price: the
 * names follow the prices when the first has none before it, else they come before them.
 */
function onePricePerClause(clause: string, currency: string): string[] {
  const amounts = readPrices(clause, currency).amounts;
  if (amounts.length < 2) return [clause];
  const namesFirst = nameWords(clause.slice(0, amounts[0]!.index).split(/\s+/).reverse()).length > 0;
  const cuts = amounts.slice(namesFirst ? 0 : 1).map((a) => {
    if (!namesFirst) return a.index;
    const end = a.index + a.length;
    return end + (/^\s*(?:\(\d{1,7}\)|x\s?\d{1,7}\b)?/i.exec(clause.slice(end))?.[0].length ?? 0);
  });
  return [0, ...cuts].map((from, i) => clause.slice(from, cuts[i] ?? clause.length));
}

/** Reads ticket types, prices and quantities; prices in minor units of `currency` when the text names none. */
export function readTickets(text: string, draftCurrency: string): TicketReading {
  const whole = readPrices(text, draftCurrency);
  const currency = whole.amounts.find((a) => a.currency)?.currency ?? null;
  const priced = currency ?? draftCurrency;
  const tickets: DraftTicket[] = [];
  let capacity: number | null = null;
  // a venue next to a price is not the ticket's name ("at the Blue Room £15")
  for (const clause of withoutVenues(text)
    .split(CLAUSE)
    .flatMap((c) => onePricePerClause(c, priced))) {
    if (!clause.trim()) continue;
    const { amounts, free } = readPrices(clause, priced);
    const quantity = quantityIn(clause);
    const door = DOOR.test(clause) && (amounts.length > 0 || free);
    if (amounts.length === 0 && !free) {
      if (quantity) capacity = quantity.value;
      continue;
    }
    const amount = amounts[0];
    // a remark in brackets ("(redeemable against the book)") is not part of the name
    const rest = (quantity ? clause.replace(quantity.text, ' ') : clause).replace(/\([^)]*\)/g, ' ');
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
