/**
 * Payouts (accounts-and-reporting 2.2 Payouts, 5, 7): the rules behind the payouts settings tab, its card readers
 * and locations, and the sandbox's daily payout. Pure: the server's payouts context does the I/O.
 */
import { CURRENCY_CODES, currencyInfo } from './money.ts';

export const DAY_MS = 86_400_000;

/** 'acct_1Nv0FGQ9RKHgCVdK' -> 'acct_…CVdK': enough to recognise an account, never the id itself. */
export function maskAccountId(accountId: string | null): string | null {
  if (!accountId) return null;
  const prefix = accountId.includes('_') ? accountId.slice(0, accountId.indexOf('_')) : '';
  return `${prefix ? `${prefix}_` : ''}…${accountId.slice(-4)}`;
}

/** The country an account opens in, from the payout currency where one country uses it (else Stripe's default). */
const CURRENCY_COUNTRY: Record<string, string> = {
  usd: 'US',
  mxn: 'MX',
  hkd: 'HK',
  gbp: 'GB',
  inr: 'IN',
  pln: 'PL',
  chf: 'CH',
  cad: 'CA',
  jpy: 'JP',
};

/** The country a payment account for an owner paid in `currency` opens in; undefined leaves it to the provider. */
export function accountCountry(currency: string): string | undefined {
  return CURRENCY_COUNTRY[currency];
}

/** The payout currency asked for ('  USD ' -> 'usd'), or null when it is not a supported currency. */
export function payoutCurrency(input: string): string | null {
  const code = input.trim().toLowerCase();
  return CURRENCY_CODES.includes(code) ? code : null;
}

/** Add card reader page validation (accounts-and-reporting 5), exactly as the spec words them. */
export const CARD_READER_MESSAGES = {
  name: 'Please enter a card reader name',
  pairingCode: 'Please enter a valid pairing code',
  specificAddress: 'Please enter a more specific address',
  required: 'this field is required',
  incomplete: 'Please fill in all the fields to save',
  invalidAddress: 'Please enter a valid address',
} as const;

/** A reader's pairing (registration) code: words or letters and digits joined by hyphens. */
export const PAIRING_CODE_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/i;

export function isWellFormedPairingCode(code: string): boolean {
  return code.length >= 3 && code.length <= 40 && PAIRING_CODE_PATTERN.test(code);
}

/** A street number followed by a street name ('12 Analytical Row', '350-352 Fifth Ave'). */
const STREET_ADDRESS = /^\d+[A-Za-z]?(-\d+[A-Za-z]?)?\s+\S+/;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A refused form: an error per field, and the message of the whole form. */
export interface FormProblems {
  fieldErrors: Record<string, string>;
  message: string;
}

/** Where card readers are used: a venue and its US address (the add-card-reader page's location fields). */
export interface LocationInput {
  name: string;
  address: string;
  apartment: string;
  city: string;
  state: string;
  stateCode: string;
  zipcode: string;
  lat?: number | null;
  long?: number | null;
  country?: string;
}

/**
 * The add-card-reader page's address checks (accounts-and-reporting 5): every text field is required, the
 * address needs a street number and route, and locality, state and postal code; the coordinates must be real.
 * The message is 'Please fill in all the fields to save' when anything is missing, else the first problem.
 */
export function locationProblems(body: LocationInput): FormProblems | null {
  const m = CARD_READER_MESSAGES;
  const fieldErrors: Record<string, string> = {};
  let missing = false;
  const text = (v: string | undefined) => (v ?? '').trim();
  if (!text(body.name)) {
    fieldErrors.name = m.required;
    missing = true;
  }
  const address = text(body.address);
  if (!address) {
    fieldErrors.address = m.invalidAddress;
    missing = true;
  } else if (!STREET_ADDRESS.test(address)) {
    fieldErrors.address = m.specificAddress;
  }
  for (const field of ['city', 'state', 'stateCode', 'zipcode'] as const) {
    if (!text(body[field])) {
      fieldErrors[field] = m.specificAddress;
      fieldErrors.address ??= m.specificAddress;
      missing = true;
    }
  }
  if (!text(body.apartment)) {
    fieldErrors.apartment = m.required;
    missing = true;
  }
  const lat = body.lat;
  const long = body.long;
  const badLat = lat !== undefined && lat !== null && !(Number.isFinite(lat) && lat >= -90 && lat <= 90);
  const badLong = long !== undefined && long !== null && !(Number.isFinite(long) && long >= -180 && long <= 180);
  if (badLat || badLong) fieldErrors.address ??= m.invalidAddress;
  if (body.country && body.country.toUpperCase() !== 'US') fieldErrors.country ??= m.invalidAddress;
  if (!Object.keys(fieldErrors).length) return null;
  return { fieldErrors, message: missing ? m.incomplete : Object.values(fieldErrors)[0]! };
}

/** The reader fields of the add-card-reader page: its name, its pairing code and the location (an id) it is used at. */
export interface ReaderInput {
  name: string;
  pairingCode: string;
  locationId: string;
}

/**
 * The card reader checks (accounts-and-reporting 5): a name, a well-formed pairing code and a location id.
 * The message is 'Please fill in all the fields to save' when anything is missing, else the first problem.
 */
export function readerProblems(body: ReaderInput): FormProblems | null {
  const m = CARD_READER_MESSAGES;
  const name = body.name.trim();
  const pairingCode = body.pairingCode.trim();
  const locationId = body.locationId.trim();
  const fieldErrors: Record<string, string> = {};
  let missing = false;
  if (!name) {
    fieldErrors.name = m.name;
    missing = true;
  }
  if (!pairingCode || !isWellFormedPairingCode(pairingCode)) {
    fieldErrors.pairingCode = m.pairingCode;
    missing ||= !pairingCode;
  }
  if (!UUID.test(locationId)) {
    fieldErrors.locationId = m.invalidAddress;
    missing ||= !locationId;
  }
  if (!Object.keys(fieldErrors).length) return null;
  return { fieldErrors, message: missing ? m.incomplete : Object.values(fieldErrors)[0]! };
}

/** The card provider's fee on one payment: a percentage of the amount plus a fixed part, per currency. */
export function providerFee(amount: number, currency: string): number {
  if (amount <= 0) return 0;
  const c = currencyInfo(currency);
  return Math.round((amount * c.providerFeePercentage) / 100) + c.providerFeeFixed;
}

/** Midnight UTC of the day of `at`. */
export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** Midnight UTC of the day before `now`. */
export function previousUtcDay(now = new Date()): Date {
  return new Date(startOfUtcDay(now).getTime() - DAY_MS);
}

/** A completed card order as the sandbox's payout counts it (minor units of `currency`). */
export interface PaidOrder {
  ownerId: string;
  currency: string;
  total: number;
  feeTotal: number;
}

export interface DuePayout {
  ownerId: string;
  currency: string;
  amount: number;
  /** Fixed by the day, the owner and the currency, so a day paid twice is paid once. */
  providerPayoutId: string;
}

/**
 * The sandbox's payouts for the orders completed on `day` (UTC): per owner and currency, the order totals minus the
 * platform fees minus the card provider's fees. Nothing is paid when the net is not positive.
 */
export function sandboxPayoutsDue(orders: readonly PaidOrder[], day: Date): DuePayout[] {
  const nets = new Map<string, { ownerId: string; currency: string; amount: number }>();
  for (const o of orders) {
    const key = `${o.ownerId}:${o.currency.toLowerCase()}`;
    const entry = nets.get(key) ?? { ownerId: o.ownerId, currency: o.currency.toLowerCase(), amount: 0 };
    entry.amount += o.total - o.feeTotal - providerFee(o.total, o.currency);
    nets.set(key, entry);
  }
  const stamp = startOfUtcDay(day).toISOString().slice(0, 10).replaceAll('-', '');
  return [...nets.values()]
    .filter((p) => p.amount > 0)
    .map((p) => ({ ...p, providerPayoutId: `po_sandbox_${stamp}_${p.ownerId.replaceAll('-', '')}_${p.currency}` }));
}
