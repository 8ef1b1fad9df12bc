import { describe, expect, it } from 'vitest';
import {
  decideEntry,
  defaultDoorDate,
  entriesLeft,
  useToUndo,
  validDates,
  type AdmissionRule,
  type AdmissionUse,
  type EntryDecision,
  type TicketAdmission,
} from './admission.ts';

const H = 3_600_000;
const now = Date.parse('2026-07-10T18:00:00Z');
const at = (hours: number) => new Date(now + hours * H).toISOString();
// A three-day festival (Fri, Sat, Sun evenings), listed out of order on purpose.
const dates = [
  { id: 'sat', startsAt: at(24), endsAt: at(28) },
  { id: 'fri', startsAt: at(-1), endsAt: at(4) },
  { id: 'sun', startsAt: at(48), endsAt: at(52) },
];
const single: AdmissionRule = { kind: 'single', passOccurrenceIds: [], entries: null };
const allPass: AdmissionRule = { kind: 'pass', passOccurrenceIds: [], entries: null };
const weekendPass: AdmissionRule = { kind: 'pass', passOccurrenceIds: ['sun', 'sat'], entries: null };
const card3: AdmissionRule = { kind: 'punch_card', passOccurrenceIds: [], entries: 3 };
const use = (occurrenceId: string, entry: number, hours = -0.5): AdmissionUse => ({ occurrenceId, entry, at: at(hours) });
const ticket = (rule: AdmissionRule, uses: AdmissionUse[] = [], ticketOccurrenceId = 'fri'): TicketAdmission => ({ rule, ticketOccurrenceId, uses });

describe('validDates', () => {
  it.each<[string, AdmissionRule, string, string[]]>([
    ['single: its order date', single, 'sat', ['sat']],
    ['single: a deleted date', single, 'gone', []],
    ['pass for all dates, in date order', allPass, 'fri', ['fri', 'sat', 'sun']],
    ['pass for chosen dates', weekendPass, 'sat', ['sat', 'sun']],
    ['pass whose chosen dates include a deleted one', { ...weekendPass, passOccurrenceIds: ['sat', 'gone'] }, 'sat', ['sat']],
    ['punch card: any date', card3, 'fri', ['fri', 'sat', 'sun']],
  ])('%s', (_name, rule, order, expected) => {
    expect(validDates(rule, order, dates)).toEqual(expected);
  });
});

describe('decideEntry', () => {
  it.each<[string, TicketAdmission, string, EntryDecision]>([
    ['single, first scan', ticket(single), 'fri', { ok: true, occurrenceId: 'fri', entry: 1, left: 0 }],
    ['single, second scan', ticket(single, [use('fri', 1)]), 'fri', { ok: false, reason: 'already_checked_in', at: at(-0.5) }],
    ['single, another date', ticket(single), 'sat', { ok: false, reason: 'other_date', validDates: ['fri'] }],
    ['pass, first date', ticket(allPass), 'fri', { ok: true, occurrenceId: 'fri', entry: 1, left: 2 }],
    ['pass, same date again', ticket(allPass, [use('fri', 1)]), 'fri', { ok: false, reason: 'already_checked_in', at: at(-0.5) }],
    ['pass, next date', ticket(allPass, [use('fri', 1)]), 'sat', { ok: true, occurrenceId: 'sat', entry: 2, left: 1 }],
    ['pass, last date after skipping one', ticket(allPass, [use('fri', 1)]), 'sun', { ok: true, occurrenceId: 'sun', entry: 2, left: 1 }],
    ['pass, a date it does not cover', ticket(weekendPass, [], 'sat'), 'fri', { ok: false, reason: 'other_date', validDates: ['sat', 'sun'] }],
    [
      'pass, every date used',
      ticket(allPass, [use('fri', 1), use('sat', 2), use('sun', 3)]),
      'sun',
      { ok: false, reason: 'already_checked_in', at: at(-0.5) },
    ],
    ['punch card, first entry', ticket(card3), 'fri', { ok: true, occurrenceId: 'fri', entry: 1, left: 2 }],
    ['punch card, twice the same day', ticket(card3, [use('fri', 1)]), 'fri', { ok: true, occurrenceId: 'fri', entry: 2, left: 1 }],
    ['punch card, last entry', ticket(card3, [use('fri', 1), use('sat', 2)]), 'sun', { ok: true, occurrenceId: 'sun', entry: 3, left: 0 }],
    [
      'punch card, none left',
      ticket(card3, [use('fri', 1), use('fri', 2), use('fri', 3, -0.1)]),
      'fri',
      { ok: false, reason: 'no_entries_left', at: at(-0.1) },
    ],
    [
      'punch card, after an undo (entry numbers continue)',
      ticket(card3, [use('fri', 1), use('fri', 3)]),
      'sat',
      { ok: true, occurrenceId: 'sat', entry: 4, left: 0 },
    ],
    ['punch card, a date of another event', ticket(card3), 'elsewhere', { ok: false, reason: 'other_date', validDates: ['fri', 'sat', 'sun'] }],
    ['punch card bought for Fri, first used on Sun', ticket(card3, [], 'fri'), 'sun', { ok: true, occurrenceId: 'sun', entry: 1, left: 2 }],
    [
      'punch card, entries counted across dates',
      ticket(card3, [use('sat', 1), use('sun', 2)], 'fri'),
      'fri',
      { ok: true, occurrenceId: 'fri', entry: 3, left: 0 },
    ],
    ['single moved to Sat (its own date)', ticket(single, [], 'sat'), 'sat', { ok: true, occurrenceId: 'sat', entry: 1, left: 0 }],
    ['single moved to Sat, at Fri’s door', ticket(single, [], 'sat'), 'fri', { ok: false, reason: 'other_date', validDates: ['sat'] }],
  ])('%s', (_name, t, doorDate, expected) => {
    expect(decideEntry(t, doorDate, dates)).toEqual(expected);
  });
});

describe('entriesLeft', () => {
  it.each<[string, TicketAdmission, number, number]>([
    ['single unused', ticket(single), 1, 1],
    ['single used', ticket(single, [use('fri', 1)]), 1, 0],
    ['pass for 2 dates, one used', ticket(weekendPass, [use('sat', 1)]), 2, 1],
    ['punch card of 3, two used', ticket(card3, [use('fri', 1), use('sat', 2)]), 3, 1],
    ['never negative', ticket(card3, [use('fri', 1), use('fri', 2), use('fri', 3), use('fri', 4)]), 3, 0],
  ])('%s', (_name, t, validCount, expected) => {
    expect(entriesLeft(t, validCount)).toBe(expected);
  });
});

describe('useToUndo', () => {
  const uses = [use('fri', 1), use('sat', 2), use('sat', 3)];
  it.each<[string, AdmissionUse[], string | undefined, number | null]>([
    ['nothing to undo', [], undefined, null],
    ['the latest use', uses, undefined, 3],
    ['the latest on the door date', uses, 'fri', 1],
    ['nothing on that date', uses, 'sun', null],
  ])('%s', (_name, list, doorDate, expected) => {
    expect(useToUndo(list, doorDate)?.entry ?? null).toBe(expected);
  });
});

describe('defaultDoorDate (the date a scan is for when the door names none)', () => {
  it.each<[string, TicketAdmission, number, string | null]>([
    ['single: its own date, whatever the day', ticket(single, [], 'sun'), now, 'sun'],
    ['pass: the date going on now', ticket(allPass), now, 'fri'],
    ['pass: tomorrow evening once tonight is over', ticket(allPass), now + 6 * H, 'sat'],
    ['pass of the weekend on Friday: its next date', ticket(weekendPass, [], 'sat'), now, 'sat'],
    ['punch card after the last date: the last date', ticket(card3), now + 100 * H, 'sun'],
  ])('%s', (_name, t, clock, expected) => {
    expect(defaultDoorDate(t, dates, clock)).toBe(expected);
  });
});
