import { formatMoney } from '../money.ts';
import { formatZoned } from '../zoned-format.ts';
import type { DraftDate, DraftTicket, EventDraft } from './draft.ts';
import { OFFLINE_MESSAGES as M } from './offline-messages.ts';

const DAY = 'EEE, d MMM y';
const TIME = 'h:mm a';
/** Dates listed one by one up to this many; more read as the first and last. */
const LISTED = 4;

function when(d: DraftDate, zone: string): string {
  const start = new Date(d.startsAt);
  const end = new Date(d.endsAt);
  const sameDay = formatZoned(start, zone, DAY) === formatZoned(end, zone, DAY);
  const doors = d.doorTime ? ` (doors ${formatZoned(new Date(d.doorTime), zone, TIME)})` : '';
  return `${formatZoned(start, zone)} to ${formatZoned(end, zone, sameDay ? TIME : undefined)}${doors}`;
}

function dates(draft: EventDraft): string[] {
  const all = draft.dates;
  if (all.length <= LISTED) return all.map((d, i) => `${i === 0 ? 'When' : '     '}: ${when(d, draft.timezone)}`);
  return [`When: ${all.length} dates, from ${when(all[0]!, draft.timezone)}`, `      to ${when(all[all.length - 1]!, draft.timezone)}`];
}

function ticket(t: DraftTicket, currency: string): string {
  const price = t.price === 0 ? 'free' : formatMoney(t.price, currency);
  const quantity = t.quantity === null ? '' : `, ${t.quantity} available`;
  return `${t.name}: ${price}${quantity}${t.sale === 'door' ? ', sold at the door' : ''}`;
}

function place(draft: EventDraft): string {
  if (draft.attendance === 'online') return 'Online';
  const v = draft.venue;
  return v ? [v.name, v.address, v.city].filter(Boolean).join(', ') : '';
}

/**
 * A short plain description from what is known, for a draft whose organizer gave none: "Jazz night at the Blue
 * Room on Fri, 4 Dec 2026, 8:00 PM. Tickets from £15.00."
 */
export function generatedDescription(draft: EventDraft): string {
  const where = draft.attendance === 'online' ? ' online' : draft.venue ? ` at ${draft.venue.name}` : '';
  const first = draft.dates[0];
  const on = first
    ? draft.dates.length > 1
      ? ` on ${draft.dates.length} dates from ${formatZoned(new Date(first.startsAt), draft.timezone)}`
      : ` on ${formatZoned(new Date(first.startsAt), draft.timezone)}`
    : '';
  const prices = draft.tickets.map((t) => t.price);
  const cheapest = prices.length ? Math.min(...prices) : null;
  const tickets = cheapest === null ? '' : Math.max(...prices) === 0 ? ' Free entry.' : ` Tickets from ${formatMoney(cheapest, draft.currency)}.`;
  return `${draft.name ?? 'An event'}${where}${on}.${tickets}`;
}

/** The draft repeated back in a few short lines, ending with the confirm question. */
export function summary(draft: EventDraft, assumedEnd: boolean, defaultHours: number): string {
  const questions = draft.questions.map((q) => (q.fieldType === 'dropdown' ? `${q.title} (${q.content.split('\n').join(', ')})` : q.title));
  const lines = [
    M.confirmIntro,
    `Name: ${draft.name ?? ''}`,
    ...dates(draft),
    `Time zone: ${draft.timezone}`,
    `Where: ${place(draft)}`,
    `Tickets: ${draft.tickets.map((t) => ticket(t, draft.currency)).join('; ')}`,
    ...(questions.length ? [`Questions: ${questions.join('; ')}`] : []),
    draft.description ? `Description: ${draft.description}` : `Description: I'll write a short one: "${generatedDescription(draft)}"`,
    ...(assumedEnd ? [M.assumedEnd(defaultHours)] : []),
    M.confirmQuestion,
  ];
  return lines.join('\n');
}
