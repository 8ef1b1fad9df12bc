/**
 * Festival passes and punch cards (issue 34; not in the spec, docs/decisions/tickets.md): the ticket type editor's
 * words, its refusals and the buyer's note on a ticket. Zod-free, so the web imports them as values.
 */

/** A pass's dates in the buyer's note, at the door and on the ticket page ('Sat 11 Jul'), in the date's zone. */
export const PASS_DATE_FORMAT = 'EEE d MMM';

/** 'a', 'a and b', 'a, b and c'. */
export const joinAnd = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

export const PASS_TEXTS = {
  admission: 'Admission',
  admissionHint: 'How many times this ticket gets in at the door',
  single: 'One entry',
  pass: 'Pass for several dates',
  punchCard: 'Punch card',
  passDates: 'Dates of the pass',
  passDatesHint: 'Leave empty for every date of the event',
  entries: 'Entries',
  entriesHint: 'Each check-in uses one entry',
} as const;

export const PASS_MESSAGES = {
  passNeedsDates: 'A pass needs an event with several dates',
  passTooFewDates: 'Choose at least two dates, or leave empty for all of them',
  entriesRequired: (min: number, max: number) => `Enter between ${min} and ${max} entries`,
  lockedOnceSold: 'The admission of a ticket type cannot change once tickets are sold',
} as const;

/** The buyer's note under a pass or a punch card in the ticket list. */
export const PASS_NOTES = {
  allDates: (n: number) => `Valid for all ${n} dates`,
  someDates: (dates: string) => `Valid for ${dates}`,
  entries: (n: number) => `${n} entries`,
} as const;

/** The holder's ticket page: what a pass or a punch card has left. */
export const PASS_TICKET_TEXTS = {
  entriesLeft: (left: number, total: number) => `${left} of ${total} entries left`,
  datesLeft: (left: number, total: number) => `${left} of ${total} dates left`,
  used: (dates: string) => `Used: ${dates}`,
  /** The guests list seen from one date: a punch card's entries used on it. */
  usedOnDate: (n: number) => (n === 1 ? '1 entry used on this date' : `${n} entries used on this date`),
} as const;
