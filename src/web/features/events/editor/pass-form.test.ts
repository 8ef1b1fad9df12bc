import { describe, expect, it } from 'vitest';
import { PASS_MESSAGES } from '../../../../contracts/passes.messages.ts';
import { passBodyOf, passFormOf, passProblems, type PassForm } from './pass-form.ts';

const form = (patch: Partial<PassForm>): PassForm => ({ ...passFormOf(), ...patch });
const entriesMessage = PASS_MESSAGES.entriesRequired(2, 1000);

describe('pass form', () => {
  it.each<[string, Partial<PassForm>, ReturnType<typeof passBodyOf>]>([
    [
      'a single ticket drops the other settings',
      { passOccurrenceIds: ['a'], entries: 4 },
      { admission: 'single', passOccurrenceIds: [], entries: null },
    ],
    [
      'a pass keeps its dates',
      { admission: 'pass', passOccurrenceIds: ['a', 'b'], entries: 3 },
      { admission: 'pass', passOccurrenceIds: ['a', 'b'], entries: null },
    ],
    [
      'a punch card keeps its entries',
      { admission: 'punch_card', entries: '10', passOccurrenceIds: ['a'] },
      { admission: 'punch_card', passOccurrenceIds: [], entries: 10 },
    ],
    ['a punch card without entries', { admission: 'punch_card', entries: '' }, { admission: 'punch_card', passOccurrenceIds: [], entries: null }],
  ])('body: %s', (_name, patch, expected) => {
    expect(passBodyOf(form(patch))).toEqual(expected);
  });

  it.each<[string, Partial<PassForm>, number, Partial<Record<keyof PassForm, string>>]>([
    ['single is always fine', {}, 1, {}],
    ['a pass on a one-date event', { admission: 'pass' }, 1, { admission: PASS_MESSAGES.passNeedsDates }],
    ['a pass for all dates', { admission: 'pass' }, 3, {}],
    ['a pass for one chosen date', { admission: 'pass', passOccurrenceIds: ['a'] }, 3, { passOccurrenceIds: PASS_MESSAGES.passTooFewDates }],
    ['a punch card without entries', { admission: 'punch_card' }, 1, { entries: entriesMessage }],
    ['a punch card of one entry', { admission: 'punch_card', entries: 1 }, 1, { entries: entriesMessage }],
    ['a punch card of 1001', { admission: 'punch_card', entries: 1001 }, 1, { entries: entriesMessage }],
    ['a punch card of 10', { admission: 'punch_card', entries: 10 }, 1, {}],
  ])('problems: %s', (_name, patch, dates, expected) => {
    expect(passProblems(form(patch), dates)).toEqual(expected);
  });
});
