import { PASS_MESSAGES } from '../../../../contracts/passes.messages.ts';
import type { ManagedTicketType, TicketTypeInput } from '../../../../contracts/events-management.ts';
import { PUNCH_CARD_ENTRIES, type AdmissionKind } from '../../../../domain/admission.ts';

/** A ticket type form's pass and punch card settings (issue 34), appended to TicketForm. */
export interface PassForm {
  admission: AdmissionKind;
  /** A pass's dates; empty: every date of the event. */
  passOccurrenceIds: string[];
  /** A punch card's entries ('' while empty). */
  entries: number | string;
}

export const passFormOf = (t?: Pick<ManagedTicketType, 'admission' | 'passOccurrenceIds' | 'entries'>): PassForm => ({
  admission: t?.admission ?? 'single',
  passOccurrenceIds: t?.passOccurrenceIds ?? [],
  entries: t?.entries ?? '',
});

/** The settings as the PUT body takes them: only those of the chosen admission. */
export function passBodyOf(t: PassForm): Pick<TicketTypeInput, 'admission' | 'passOccurrenceIds' | 'entries'> {
  const entries = t.entries === '' ? null : Math.trunc(Number(t.entries));
  return {
    admission: t.admission,
    passOccurrenceIds: t.admission === 'pass' ? t.passOccurrenceIds : [],
    entries: t.admission === 'punch_card' && Number.isFinite(entries) ? entries : null,
  };
}

/** Client checks mirroring the server's (contexts/events/ticket-admission.ts), by field name. */
export function passProblems(t: PassForm, eventDates: number): Partial<Record<keyof PassForm, string>> {
  if (t.admission === 'pass') {
    if (eventDates < 2) return { admission: PASS_MESSAGES.passNeedsDates };
    if (t.passOccurrenceIds.length === 1) return { passOccurrenceIds: PASS_MESSAGES.passTooFewDates };
  }
  if (t.admission === 'punch_card') {
    const n = passBodyOf(t).entries;
    if (n === null || n < PUNCH_CARD_ENTRIES.min || n > PUNCH_CARD_ENTRIES.max)
      return { entries: PASS_MESSAGES.entriesRequired(PUNCH_CARD_ENTRIES.min, PUNCH_CARD_ENTRIES.max) };
  }
  return {};
}
