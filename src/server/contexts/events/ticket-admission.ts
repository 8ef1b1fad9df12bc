import { MANAGE_EVENT_MESSAGES, type ManagedTicketType, type TicketTypeInput } from '../../../contracts/events-management.ts';
import { PASS_DATE_FORMAT, PASS_MESSAGES, PASS_NOTES, joinAnd } from '../../../contracts/passes.messages.ts';
import { PUNCH_CARD_ENTRIES } from '../../../domain/admission.ts';
import { formatInZone } from '../../../domain/dates.ts';
import type { OccurrenceRow, TicketTypeRow } from './event-views.ts';

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * A ticket type's admission settings as stored (issue 34), with their field errors: a pass needs an event of two
 * dates or more and names two or more of them (empty: all); a punch card 2 to 1000 entries. Locked once tickets are
 * sold: a pass's sales count on each of its dates (checkout's inventory), which other dates would miscount.
 */
export function admissionValues(
  input: TicketTypeInput,
  saved: ManagedTicketType | undefined,
  eventDates: readonly string[],
  at: (field: string) => string,
  errors: Record<string, string>,
) {
  const admission = input.admission;
  const passOccurrenceIds = admission === 'pass' ? [...new Set(input.passOccurrenceIds)] : [];
  const entries = admission === 'punch_card' ? input.entries : null;
  if (admission === 'pass') {
    if (eventDates.length < 2) errors[at('admission')] = PASS_MESSAGES.passNeedsDates;
    else if (passOccurrenceIds.some((id) => !eventDates.includes(id))) errors[at('passOccurrenceIds')] = MANAGE_EVENT_MESSAGES.unknownOccurrence;
    else if (passOccurrenceIds.length === 1) errors[at('passOccurrenceIds')] = PASS_MESSAGES.passTooFewDates;
  }
  if (admission === 'punch_card' && (entries == null || entries < PUNCH_CARD_ENTRIES.min || entries > PUNCH_CARD_ENTRIES.max)) {
    errors[at('entries')] = PASS_MESSAGES.entriesRequired(PUNCH_CARD_ENTRIES.min, PUNCH_CARD_ENTRIES.max);
  }
  const changed = saved && (saved.admission !== admission || saved.entries !== entries || !sameSet(saved.passOccurrenceIds, passOccurrenceIds));
  if (changed && saved.ticketsSold > 0) errors[at('admission')] = PASS_MESSAGES.lockedOnceSold;
  return { admission, passOccurrenceIds, entries };
}

/** The buyer's note on a pass ('Valid for all 3 dates', 'Valid for Sat 11 Jul and Sun 12 Jul') or a punch card ('10 entries'). */
export function admissionNote(t: TicketTypeRow, occurrences: readonly Pick<OccurrenceRow, 'id' | 'startsAt' | 'timezone'>[]): string | null {
  if (t.admission === 'punch_card') return PASS_NOTES.entries(t.entries ?? PUNCH_CARD_ENTRIES.min);
  if (t.admission !== 'pass') return null;
  if (!t.passOccurrenceIds.length) return PASS_NOTES.allDates(occurrences.length);
  const dates = occurrences
    .filter((o) => t.passOccurrenceIds.includes(o.id))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    .map((o) => formatInZone(o.startsAt, o.timezone, PASS_DATE_FORMAT));
  return PASS_NOTES.someDates(joinAnd(dates));
}

/**
 * A pass takes one place on each of its dates, so what remains of it on any date is what remains on its fullest:
 * each pass row's sold and held become those of its fullest date among `stock` (which must hold all its dates).
 */
export function passStock<S extends { ticketTypeId: string; occurrenceId: string; sold: number; held: number }>(
  stock: readonly S[],
  tickets: readonly TicketTypeRow[],
  eventDates: readonly string[],
): S[] {
  const fullest = new Map<string, { sold: number; held: number }>();
  for (const t of tickets) {
    if (t.admission !== 'pass') continue;
    const dates = t.passOccurrenceIds.length ? t.passOccurrenceIds : eventDates;
    const rows = stock.filter((s) => s.ticketTypeId === t.id && dates.includes(s.occurrenceId));
    const top = rows.reduce<{ sold: number; held: number }>((a, s) => (s.sold + s.held > a.sold + a.held ? { sold: s.sold, held: s.held } : a), {
      sold: 0,
      held: 0,
    });
    fullest.set(t.id, top);
  }
  return stock.map((s) => ({ ...s, ...(fullest.get(s.ticketTypeId) ?? {}) }));
}
