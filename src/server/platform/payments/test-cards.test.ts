import { describe, expect, it } from 'vitest';
import { isWellFormedPairingCode } from './provider.ts';
import { cardIssue, cardOutcome, cardProblem, cardSaves } from './test-cards.ts';

const now = new Date('2026-11-21T12:00:00Z');
const card = (over: Partial<Parameters<typeof cardProblem>[0]>) => ({
  number: '4242424242424242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  zip: '10001',
  ...over,
});

describe('cardProblem', () => {
  it.each([
    [{}, null],
    [{ number: '4242 4242 4242 4242' }, null],
    [{ number: '4242424242424241' }, 'Your card number is invalid.'],
    [{ number: '1234' }, 'Your card number is invalid.'],
    [{ expMonth: 13 }, "Your card's expiration date is invalid."],
    [{ expMonth: 10, expYear: 2026 }, "Your card's expiration date is in the past."],
    [{ expMonth: 11, expYear: 26 }, null],
    [{ cvc: '12' }, "Your card's security code is invalid."],
    [{ zip: '' }, 'Your postal code is incomplete.'],
  ])('%j -> %s', (over, problem) => expect(cardProblem(card(over), now)).toBe(problem));
});

describe('cardOutcome', () => {
  it.each([
    ['4242424242424242', 'succeeded'],
    ['4000000000000077', 'processing'],
    ['4000000000000002', 'declined'],
    ['4000000000009995', 'declined'],
    ['4000000000000036', 'declined'],
    ['4111111111111111', 'succeeded'],
    ['4000000000000069', 'declined'],
    ['4000000000000127', 'declined'],
    ['4000000000000119', 'declined'],
  ])('%s -> %s', (number, kind) => expect(cardOutcome(number).kind).toBe(kind));

  it('flags an incorrect zip with its own code', () => {
    expect(cardOutcome('4000000000000036')).toMatchObject({ code: 'incorrect_zip' });
  });
});

describe('cardIssue', () => {
  it.each([
    [{ number: '4242424242424241' }, 'invalid_number', 'number'],
    [{ expMonth: 0 }, 'invalid_expiry_month', 'expMonth'],
    [{ expMonth: 10, expYear: 2026 }, 'invalid_expiry_year', 'expYear'],
    [{ cvc: 'abc' }, 'invalid_cvc', 'cvc'],
    [{ zip: '1' }, 'incomplete_zip', 'zip'],
  ])('%j -> %s on %s', (over, code, param) => expect(cardIssue(card(over), now)).toMatchObject({ code, param }));

  it('passes a good card', () => expect(cardIssue(card({}), now)).toBeNull());
});

describe('isWellFormedPairingCode', () => {
  it.each([
    ['simulated-wpe', true],
    ['sepia-cerulean-aqua', true],
    ['ABC123', true],
    ['ab', false],
    ['not a code', false],
    ['-leading', false],
    ['trailing-', false],
    ['a'.repeat(41), false],
  ])('%s -> %s', (code, ok) => expect(isWellFormedPairingCode(code)).toBe(ok));
});

describe('cardSaves', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000077', true],
    ['4111111111111111', true],
    ['4000000000000002', false],
    ['4000000000000036', false],
    ['4000000000000341', true],
  ])('%s -> %s', (number, saves) => expect(cardSaves(number)).toBe(saves));

  it('the saving test card still declines its charges', () => {
    expect(cardOutcome('4000000000000341')).toMatchObject({ kind: 'declined', code: 'card_declined' });
  });
});
