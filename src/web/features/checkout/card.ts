/** Card form helpers: what a card form's pay() answers, formatting as the buyer types, reading the expiry (pure, tested). */

export interface CardFormHandle {
  /** Confirms the payment with the card typed; resolves with what happened. */
  pay: () => Promise<CardOutcome>;
}

export type CardOutcome =
  | { kind: 'paid' }
  /** The buyer can correct the details; `message` is for the form when the provider did not show it itself. */
  | { kind: 'invalid'; message?: string }
  /** The card was declined: the attempt ends on the failure page with this message. */
  | { kind: 'declined'; message: string }
  | { kind: 'error'; message: string };

/** Runs a provider's confirmation (card form or express wallet) through the checkout's one after-payment path. */
export type SettlePayment = (confirm: () => Promise<CardOutcome>) => Promise<void>;

export type CardField = 'number' | 'expiry' | 'cvc' | 'zip';
export interface CardState {
  number: string;
  expiry: string;
  cvc: string;
  zip: string;
}

/** '4242424242424242' -> '4242 4242 4242 4242' (at most 19 digits). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' -> '12 / 30'; a lone month digit above 1 becomes '0N / '. Deleting past the slash removes it. */
export function formatExpiry(input: string, previous = ''): string {
  let digits = input.replace(/\D/g, '').slice(0, 4);
  const deleting = input.length < previous.length;
  if (digits.length === 1 && Number(digits) > 1 && !deleting) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** 'MM / YY' or 'MM/YYYY' -> month and year; null when incomplete. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text.replace(/\s+/g, ' '));
  if (!m) return null;
  return { month: Number(m[1]), year: Number(m[2]) };
}

/** The form field a server card error names (number, expMonth, expYear, cvc, zip). */
export function cardFieldOf(key: string): CardField {
  if (key === 'expMonth' || key === 'expYear' || key.startsWith('card.exp')) return 'expiry';
  if (key.endsWith('cvc')) return 'cvc';
  if (key.endsWith('zip')) return 'zip';
  return 'number';
}
