import { EVENT_LIMITS } from '../events.ts';
import { formatMoney } from '../money.ts';
import { TICKET_LIMITS } from '../tickets.ts';
import type { AssistantStep, CreatorContext, DraftTicket, EventDraft, Turn } from './draft.ts';
import { DEFAULT_DURATION_HOURS } from './dates.ts';
import { isNo, isYes, refusalFor } from './intents.ts';
import { mergeDates } from './merge-dates.ts';
import { mergeTickets } from './merge-tickets.ts';
import { answeredName, leadingName, statedName } from './name.ts';
import { OFFLINE_MESSAGES as M } from './offline-messages.ts';
import { SUPPORTED_CURRENCIES } from './prices.ts';
import { readQuestions } from './questions.ts';
import { generatedDescription, summary } from './summary.ts';
import { readTickets } from './tickets.ts';
import { readPlace } from './venue.ts';
import { readZone } from './zones.ts';
import { rezone } from './wall-clock.ts';

/** What a draft still needs, in the order the assistant asks for it. */
export type Slot = 'name' | 'dates' | 'place' | 'tickets' | 'quantity';

export function missing(draft: EventDraft): Slot | null {
  if (!draft.name) return 'name';
  if (draft.dates.length === 0) return 'dates';
  if (!draft.attendance || (draft.attendance === 'in_person' && !draft.venue)) return 'place';
  if (draft.tickets.length === 0) return 'tickets';
  if (draft.tickets.some((t) => t.quantity === null)) return 'quantity';
  return null;
}

const QUESTIONS: Record<Slot, string> = {
  name: M.askName,
  dates: M.askDate,
  place: M.askPlace,
  tickets: M.askTickets,
  quantity: M.askQuantity,
};

/** No number for a ticket type's quantity: the editor requires one. */
const UNLIMITED = /\b(?:unlimited|no limit|as many as|no cap|infinite)\b/i;
const DESCRIPTION = /\b(?:description(?:\s+is)?\s*:?|describe it as)\s+(.+)$/is;

/** One message read into the draft, with the question it raises when something in it cannot be used. */
interface Reading {
  draft: EventDraft;
  changed: boolean;
  problem: string | null;
  assumedEnd: boolean;
}

function withZone(draft: EventDraft, zone: string | null): EventDraft {
  if (!zone || zone === draft.timezone) return draft;
  const move = (iso: string) => rezone(iso, draft.timezone, zone);
  const dates = draft.dates.map((d) => ({ startsAt: move(d.startsAt), endsAt: move(d.endsAt), doorTime: d.doorTime && move(d.doorTime) }));
  return { ...draft, timezone: zone, dates };
}

/** The editor's limits on a ticket type's price and quantity, as the question to ask when one is passed. */
function tooLarge(tickets: readonly DraftTicket[], currency: string): string | null {
  if (tickets.some((t) => t.price > TICKET_LIMITS.price)) return M.priceTooHigh(formatMoney(TICKET_LIMITS.price, currency));
  if (tickets.some((t) => (t.quantity ?? 0) > TICKET_LIMITS.quantity)) return M.quantityTooHigh(TICKET_LIMITS.quantity.toLocaleString('en-US'));
  return null;
}

/** Reads the organizer's newest message into the draft (every field it speaks of; corrections included). */
function read(message: string, before: EventDraft, earlier: readonly Turn[], ctx: CreatorContext): Reading {
  // the organizer's own description is taken as written; nothing else is read out of it
  const described = DESCRIPTION.exec(message);
  const text = described ? message.slice(0, described.index) : message;
  const expected = missing(before);
  const firstMessage = !earlier.some((t) => t.role === 'user');
  let draft = withZone(before, readZone(text));
  let problem: string | null = null;
  const description = described?.[1]?.trim();
  if (description) draft = { ...draft, description: description.slice(0, EVENT_LIMITS.descriptionHtml) };

  // a refusal, a yes or a no is never the answer to the question asked ("publish it" is not a name)
  const answering = !refusalFor(text) && !isYes(text) && !isNo(text);
  const stated = statedName(text);
  const plain = !/[\d£$€¥₹]/.test(text) && text.trim().split(/\s+/).length <= 8;
  if (!stated && answering && expected === 'name' && plain && !readPlace(text, false)) {
    const name = answeredName(text);
    if (name) return { draft: { ...draft, name }, changed: true, problem: null, assumedEnd: false };
  }
  const name = stated ?? (answering && !draft.name && (firstMessage || expected === 'name') ? leadingName(text) : null);
  if (name) draft = { ...draft, name };

  const dates = mergeDates(draft, text, earlier, ctx.now);
  if (dates.problem === 'past') problem = M.past;
  else if (dates.problem === 'endBeforeStart') problem = M.endBeforeStart;
  else if (dates.problem === 'noTime' && draft.dates.length === 0) problem = M.askTime;
  else draft = { ...draft, dates: dates.dates };

  const tickets = readTickets(text, draft.currency);
  if (tickets.unsupported) problem = M.unsupported(tickets.unsupported, SUPPORTED_CURRENCIES);
  else if (tickets.payWhatYouWant && tickets.tickets.length === 0) problem = M.payWhatYouWant;
  else {
    const earlierCapacity = earlier
      .filter((t) => t.role === 'user')
      .reduce<number | null>((c, t) => readTickets(t.content, draft.currency).capacity ?? c, null);
    const merged = mergeTickets(draft, tickets, text, expected === 'quantity', earlierCapacity);
    const large = tooLarge(merged.tickets, merged.currency);
    if (large) problem = large;
    else draft = { ...draft, ...merged };
  }

  const questions = readQuestions(text).filter((q) => !draft.questions.some((existing) => existing.title.toLowerCase() === q.title.toLowerCase()));
  if (questions.length) draft = { ...draft, questions: [...draft.questions, ...questions].slice(0, EVENT_LIMITS.questions) };

  const saidOther = JSON.stringify(draft) !== JSON.stringify(before) || dates.said || problem !== null;
  const place = readPlace(text, answering && expected === 'place' && !saidOther);
  if (place) draft = { ...draft, ...place };

  const changed = JSON.stringify(draft) !== JSON.stringify(before);
  return { draft, changed, problem, assumedEnd: dates.assumedEnd && dates.dates.length > 0 };
}

const step = (action: AssistantStep['action'], content: string, draft: EventDraft): AssistantStep => ({ action, content, draft });

/** The assistant's previous message was the draft repeated back. */
const confirming = (transcript: readonly Turn[]) => {
  const previous = [...transcript.slice(0, -1)].reverse().find((t) => t.role === 'assistant');
  return previous?.content.endsWith(M.confirmQuestion) ?? false;
};

/** The conversation's rules: one question at a time, the summary when complete, create on a yes. */
export function converse(transcript: readonly Turn[], before: EventDraft, ctx: CreatorContext): AssistantStep {
  const last = transcript[transcript.length - 1];
  const next = (draft: EventDraft, lead = '') => {
    const slot = missing(draft);
    return slot ? step('ask', `${lead}${QUESTIONS[slot]}`, draft) : null;
  };
  if (!last || last.role !== 'user') return next(before) ?? step('confirm', summary(before, false, DEFAULT_DURATION_HOURS), before);
  const text = last.content;
  const refusal = refusalFor(text);
  const reading = read(text, before, transcript.slice(0, -1), ctx);
  const { draft } = reading;

  if (refusal && !reading.changed) return step('refuse', refusal, before);
  const lead = refusal ? `${refusal}\n` : '';
  if (reading.problem) return step('ask', `${lead}${reading.problem}`, draft);
  if (missing(draft) === 'quantity' && UNLIMITED.test(text)) return step('ask', M.quantityNeeded, draft);
  if (!reading.changed && confirming(transcript) && missing(draft) === null) {
    if (isYes(text)) return step('create', M.creating, { ...draft, description: draft.description ?? generatedDescription(draft) });
    if (isNo(text)) return step('ask', M.whatToChange, draft);
  }
  const unheard = !reading.changed && text.length > 1000 ? `${M.tooLong}\n` : '';
  return next(draft, lead || unheard) ?? step('confirm', `${lead}${summary(draft, reading.assumedEnd, DEFAULT_DURATION_HOURS)}`, draft);
}
