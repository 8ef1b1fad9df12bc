import { describe, expect, it } from 'vitest';
import { showsChecklist, type ChecklistFacts } from './getting-started.ts';

const NONE = { profile: false, payouts: false, firstEvent: false, publish: false, share: false };
const ALL = { profile: true, payouts: true, firstEvent: true, publish: true, share: true };
const base: ChecklistFacts = { items: NONE, dismissed: false, organizerSide: false, buyerSide: false };

describe('showsChecklist', () => {
  it.each<[string, Partial<ChecklistFacts>, boolean]>([
    ['a new account that has bought nothing', {}, true],
    ['a buyer with no sign of organizing', { buyerSide: true }, false],
    ['a buyer who is also an organizer', { buyerSide: true, organizerSide: true }, true],
    ['an organizer who bought nothing', { organizerSide: true }, true],
    ['an organizer who hid it', { organizerSide: true, dismissed: true }, false],
    ['a new account that hid it', { dismissed: true }, false],
    ['an organizer with every item done', { organizerSide: true, items: ALL }, false],
    ['an organizer with one item left', { organizerSide: true, items: { ...ALL, share: false } }, true],
  ])('%s: %s', (_name, facts, expected) => {
    expect(showsChecklist({ ...base, ...facts })).toBe(expected);
  });
});
