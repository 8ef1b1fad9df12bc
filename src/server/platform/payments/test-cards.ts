import { CARD_ERROR_MESSAGES as M } from '../../../contracts/payments.ts';

/** The sandbox's test cards: the usual numbers of card providers' test modes. */
export type CardOutcome = { kind: 'succeeded' } | { kind: 'processing' } | { kind: 'declined'; code: string; declineCode?: string; message: string };

/**
 * `saves`: a declined card that may still be saved for later charges (which it then declines), like a card
 * provider's 'attaches, then fails' test card: how a membership's failed renewal is tried out.
 */
export const TEST_CARDS: Record<string, { label: string; outcome: CardOutcome; saves?: true }> = {
  '4242424242424242': { label: 'Succeeds', outcome: { kind: 'succeeded' } },
  '5555555555554444': { label: 'Succeeds (Mastercard)', outcome: { kind: 'succeeded' } },
  '4000000000000077': { label: 'Processing, then succeeds', outcome: { kind: 'processing' } },
  '4000000000000002': {
    label: 'Declined',
    outcome: { kind: 'declined', code: 'card_declined', declineCode: 'generic_decline', message: M.declined },
  },
  '4000000000009995': {
    label: 'Insufficient funds',
    outcome: { kind: 'declined', code: 'card_declined', declineCode: 'insufficient_funds', message: M.insufficientFunds },
  },
  '4000000000000036': {
    label: 'Incorrect zip code',
    outcome: { kind: 'declined', code: 'incorrect_zip', message: M.incorrectZip },
  },
  '4000000000000069': {
    label: 'Expired card',
    outcome: { kind: 'declined', code: 'expired_card', declineCode: 'expired_card', message: M.expiredCard },
  },
  '4000000000000127': {
    label: 'Incorrect CVC',
    outcome: { kind: 'declined', code: 'incorrect_cvc', declineCode: 'incorrect_cvc', message: M.incorrectCvc },
  },
  '4000000000000119': {
    label: 'Processing error',
    outcome: { kind: 'declined', code: 'processing_error', declineCode: 'processing_error', message: M.processingError },
  },
  '4000000000000341': {
    label: 'Saved for renewals, then declined',
    outcome: { kind: 'declined', code: 'card_declined', declineCode: 'generic_decline', message: M.declined },
    saves: true,
  },
};

/** Time a 'processing' payment takes to succeed. */
export const PROCESSING_MS = 2_000;

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  zip: string;
}

/** A card detail a card form rejects, with the provider's error code and the field it concerns. */
export interface CardIssue {
  code: 'invalid_number' | 'invalid_expiry_month' | 'invalid_expiry_year' | 'invalid_cvc' | 'incomplete_zip';
  param: 'number' | 'expMonth' | 'expYear' | 'cvc' | 'zip';
  message: string;
}

/** Luhn check, expiry, CVC and postal code: what a card form rejects before any provider sees it. */
export function cardIssue(card: CardInput, now = new Date()): CardIssue | null {
  const digits = card.number.replace(/\s+/g, '');
  const badNumber: CardIssue = { code: 'invalid_number', param: 'number', message: M.invalidNumber };
  if (!/^\d{12,19}$/.test(digits)) return badNumber;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  if (sum % 10 !== 0) return badNumber;
  if (!(card.expMonth >= 1 && card.expMonth <= 12)) {
    return { code: 'invalid_expiry_month', param: 'expMonth', message: M.invalidExpiry };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (year < now.getFullYear() || (year === now.getFullYear() && card.expMonth < now.getMonth() + 1)) {
    return { code: 'invalid_expiry_year', param: 'expYear', message: M.expiryInPast };
  }
  if (!/^\d{3,4}$/.test(card.cvc)) return { code: 'invalid_cvc', param: 'cvc', message: M.invalidCvc };
  if (!/^[A-Za-z0-9 -]{3,10}$/.test(card.zip)) return { code: 'incomplete_zip', param: 'zip', message: M.incompleteZip };
  return null;
}

/** The message of `cardIssue`, or null. */
export function cardProblem(card: CardInput, now = new Date()): string | null {
  return cardIssue(card, now)?.message ?? null;
}

/** Any other valid number succeeds, as in providers' test modes. */
export function cardOutcome(number: string): CardOutcome {
  return TEST_CARDS[number.replace(/\s+/g, '')]?.outcome ?? { kind: 'succeeded' };
}

/** Whether a card may be saved for later charges: any card that is not declined, and the `saves` test card. */
export function cardSaves(number: string): boolean {
  const entry = TEST_CARDS[number.replace(/\s+/g, '')];
  return !entry || entry.outcome.kind !== 'declined' || entry.saves === true;
}
