/** The sandbox's test cards: the usual numbers of card providers' test modes. */
export type CardOutcome =
  | { kind: 'succeeded' }
  | { kind: 'processing' }
  | { kind: 'declined'; code: string; declineCode?: string; message: string };

export const TEST_CARDS: Record<string, { label: string; outcome: CardOutcome }> = {
  '4242424242424242': { label: 'Succeeds', outcome: { kind: 'succeeded' } },
  '5555555555554444': { label: 'Succeeds (Mastercard)', outcome: { kind: 'succeeded' } },
  '4000000000000077': { label: 'Processing, then succeeds', outcome: { kind: 'processing' } },
  '4000000000000002': {
    label: 'Declined',
    outcome: { kind: 'declined', code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  },
  '4000000000009995': {
    label: 'Insufficient funds',
    outcome: { kind: 'declined', code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
  '4000000000000036': {
    label: 'Incorrect zip code',
    outcome: { kind: 'declined', code: 'incorrect_zip', message: 'Your postal code is incorrect.' },
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

/** Luhn check, expiry and CVC: what a card form rejects before any provider sees it. */
export function cardProblem(card: CardInput, now = new Date()): string | null {
  const digits = card.number.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits)) return 'Your card number is invalid.';
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  if (sum % 10 !== 0) return 'Your card number is invalid.';
  if (!(card.expMonth >= 1 && card.expMonth <= 12)) return "Your card's expiration date is invalid.";
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (year < now.getFullYear() || (year === now.getFullYear() && card.expMonth < now.getMonth() + 1)) {
    return "Your card's expiration date is in the past.";
  }
  if (!/^\d{3,4}$/.test(card.cvc)) return "Your card's security code is invalid.";
  if (!/^[A-Za-z0-9 -]{3,10}$/.test(card.zip)) return 'Your postal code is incomplete.';
  return null;
}

/** Any other valid number succeeds, as in providers' test modes. */
export function cardOutcome(number: string): CardOutcome {
  return TEST_CARDS[number.replace(/\s+/g, '')]?.outcome ?? { kind: 'succeeded' };
}
