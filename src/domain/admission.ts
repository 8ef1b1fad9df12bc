/**
 * Admission rules at the door (issue 34): a single ticket enters once on its own date, a festival / multi-date
 * pass once on each of its dates, a punch card `entries` times on any date of the event.
 *
 * Pure on purpose: the server runs them under the ticket's row lock, and an offline door app (issue 35) can run the
 * same functions on a synced guest list (its uses and the event's dates) and replay its scans later.
 */

export const ADMISSION_KINDS = ['single', 'pass', 'punch_card'] as const;
export type AdmissionKind = (typeof ADMISSION_KINDS)[number];

/** A punch card has at least two entries (one entry is a single ticket). */
export const PUNCH_CARD_ENTRIES = { min: 2, max: 1000 } as const;

/** How a ticket type admits: its kind, a pass's dates (empty: all) and a punch card's entries. */
export interface AdmissionRule {
  kind: AdmissionKind;
  passOccurrenceIds: readonly string[];
  entries: number | null;
}

/** One recorded check-in of a ticket: the date it was for, when, and its ordinal (1, 2, ...). */
export interface AdmissionUse {
  occurrenceId: string;
  at: string;
  entry: number;
}

export interface TicketAdmission {
  rule: AdmissionRule;
  /** The ticket's own date: its order's, or the one the organizer moved it to (a pass's is its order's, whatever). */
  ticketOccurrenceId: string;
  uses: readonly AdmissionUse[];
}

interface DateLike {
  id: string;
  startsAt: string;
  endsAt: string;
}

/** The dates (ids, in the event's order) a ticket is valid on. */
export function validDates(rule: AdmissionRule, ticketOccurrenceId: string, eventDates: readonly DateLike[]): string[] {
  const ids = [...eventDates].sort((a, b) => a.startsAt.localeCompare(b.startsAt)).map((d) => d.id);
  if (rule.kind === 'punch_card') return ids;
  if (rule.kind === 'pass') return rule.passOccurrenceIds.length ? ids.filter((id) => rule.passOccurrenceIds.includes(id)) : ids;
  return ids.includes(ticketOccurrenceId) ? [ticketOccurrenceId] : [];
}

/** How many entries a ticket has in all: one per valid date for a pass, `entries` for a punch card, else one. */
export function totalEntries(rule: AdmissionRule, validDateCount: number): number {
  if (rule.kind === 'punch_card') return rule.entries ?? PUNCH_CARD_ENTRIES.min;
  if (rule.kind === 'pass') return validDateCount;
  return 1;
}

/** Entries not used yet (never below 0). */
export const entriesLeft = (t: TicketAdmission, validDateCount: number) => Math.max(0, totalEntries(t.rule, validDateCount) - t.uses.length);

/** Door check-in starts this long before a date begins (doors, queues). */
const EARLY_MS = 12 * 3_600_000;

/**
 * The date door staff most likely check in for: the one going on now (from 12 hours before its start to its
 * end), else the next one, else the last one; null without dates.
 */
export function doorOccurrence<T extends DateLike>(occurrences: readonly T[], now = Date.now()): T | null {
  const sorted = [...occurrences].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const current = sorted.find((o) => Date.parse(o.startsAt) - EARLY_MS <= now && now <= Date.parse(o.endsAt));
  return current ?? sorted.find((o) => Date.parse(o.startsAt) > now) ?? sorted[sorted.length - 1] ?? null;
}

export type EntryDecision =
  | { ok: true; occurrenceId: string; entry: number; left: number }
  /** Not valid on the door's date: `validDates` says which dates it is for. */
  | { ok: false; reason: 'other_date'; validDates: string[] }
  /** A single ticket or a pass already used on that date: `at` is when. */
  | { ok: false; reason: 'already_checked_in'; at: string }
  /** A punch card with no entry left: `at` is its last use. */
  | { ok: false; reason: 'no_entries_left'; at: string };

/**
 * May this ticket enter on `doorDate` (an occurrence id)? A single ticket or a pass: once on each valid date; a
 * punch card: while entries are left, any valid date, several times a day (each scan is one entry; Undo gives it
 * back). The use it would record is entry `uses + 1`.
 */
export function decideEntry(t: TicketAdmission, doorDate: string, eventDates: readonly DateLike[]): EntryDecision {
  const valid = validDates(t.rule, t.ticketOccurrenceId, eventDates);
  if (!valid.includes(doorDate)) return { ok: false, reason: 'other_date', validDates: valid };
  const last = [...t.uses].sort((a, b) => a.entry - b.entry).at(-1);
  if (t.rule.kind !== 'punch_card') {
    const sameDate = t.uses.find((u) => u.occurrenceId === doorDate);
    if (sameDate) return { ok: false, reason: 'already_checked_in', at: sameDate.at };
  } else if (last && entriesLeft(t, valid.length) === 0) {
    return { ok: false, reason: 'no_entries_left', at: last.at };
  }
  return { ok: true, occurrenceId: doorDate, entry: (last?.entry ?? 0) + 1, left: entriesLeft(t, valid.length) - 1 };
}

/**
 * The use an Undo takes back: the latest on `doorDate` when given (the door undoes what it just scanned), else the
 * latest of all; null when the ticket has none.
 */
export function useToUndo(uses: readonly AdmissionUse[], doorDate?: string): AdmissionUse | null {
  const candidates = doorDate ? uses.filter((u) => u.occurrenceId === doorDate) : uses;
  return [...candidates].sort((a, b) => a.entry - b.entry).at(-1) ?? null;
}

/**
 * The date a check-in is for when the door names none: a single ticket's own date, else the door's current date
 * among the ticket's valid dates.
 */
export function defaultDoorDate(t: TicketAdmission, eventDates: readonly DateLike[], now: number): string | null {
  if (t.rule.kind === 'single') return t.ticketOccurrenceId;
  const valid = new Set(validDates(t.rule, t.ticketOccurrenceId, eventDates));
  return (
    doorOccurrence(
      eventDates.filter((d) => valid.has(d.id)),
      now,
    )?.id ?? null
  );
}
