import { CURRENCIES, currencyInfo } from '../money.ts';

/** One amount of money in a message, where it was, and its currency when the message said one. */
export interface Amount {
  /** The number as written, in major units ("12,50" -> 12.5). */
  value: number;
  /** Lower-case code of CURRENCIES, or null when only a bare number was said ("15 each" after a currency). */
  currency: string | null;
  index: number;
  length: number;
}

export interface PriceReading {
  amounts: Amount[];
  /** "free", "no charge". */
  free: boolean;
  /** "pay what you want", "donation": not supported, the organizer is asked for a fixed price or free. */
  payWhatYouWant: boolean;
  /** A currency named that CURRENCIES lacks ("AUD", "A$"), upper case. */
  unsupported: string | null;
}

/** Symbols before a number. "$" alone is the draft's dollar currency (see dollarCurrency). */
const SYMBOLS: Record<string, string> = {
  '£': 'gbp',
  '€': 'eur',
  '¥': 'jpy',
  '₹': 'inr',
  CA$: 'cad',
  C$: 'cad',
  MX$: 'mxn',
  HK$: 'hkd',
  US$: 'usd',
  KSh: 'ksh',
  CHF: 'chf',
};
/** Words and codes after (or codes before) a number. */
const WORDS: Record<string, string> = {
  ...Object.fromEntries(CURRENCIES.map((c) => [c.code, c.code])),
  pound: 'gbp',
  pounds: 'gbp',
  quid: 'gbp',
  euro: 'eur',
  euros: 'eur',
  yen: 'jpy',
  rupee: 'inr',
  rupees: 'inr',
  zł: 'pln',
  zloty: 'pln',
  francs: 'chf',
  franc: 'chf',
  kes: 'ksh',
  dollar: '$',
  dollars: '$',
  bucks: '$',
};
/** Currencies organizers name that the platform does not sell in; named back with the supported list. */
const UNSUPPORTED: Record<string, string> = {
  aud: 'AUD',
  a$: 'AUD',
  au$: 'AUD',
  nzd: 'NZD',
  nz$: 'NZD',
  sgd: 'SGD',
  sek: 'SEK',
  nok: 'NOK',
  dkk: 'DKK',
  zar: 'ZAR',
  brl: 'BRL',
  cny: 'CNY',
  krw: 'KRW',
  aed: 'AED',
  czk: 'CZK',
  huf: 'HUF',
  ngn: 'NGN',
};

const NUMBER = String.raw`(\d{1,3}(?:[,.]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)`;
const sym = Object.keys(SYMBOLS)
  .sort((a, b) => b.length - a.length)
  .map((s) => s.replace(/\$/g, '\\$'))
  .join('|');
const BEFORE = new RegExp(
  String.raw`(?<![\w$])(${sym}|\$|(?:${Object.keys(WORDS)
    .filter((w) => w.length === 3)
    .join('|')})\b)\s?${NUMBER}(?![\d/:])`,
  'giu',
);
const AFTER = new RegExp(String.raw`(?<![\w.,/:£$€¥₹])${NUMBER}\s?(${Object.keys(WORDS).join('|')})\b`, 'giu');
const FOREIGN = new RegExp(
  String.raw`(?:\b(${Object.keys(UNSUPPORTED)
    .filter((k) => /^\w+$/.test(k))
    .join('|')})\s?\d|(?<![a-z])(a\$|au\$|nz\$)\s?\d|\d\s?(${Object.keys(UNSUPPORTED)
    .filter((k) => /^\w+$/.test(k))
    .join('|')})\b)`,
  'i',
);
const FREE = /(?<![\w-])(free|no charge|no cost|gratis)(?![\w-])/i;
const PWYW = /\b(pay what you (?:want|can|like)|pwyw|by donation|donations?|suggested donation|name your price)\b/i;

/** "12,50" and "12.50" are decimals; "1,000" and "1.000" are thousands. */
function toNumber(written: string): number {
  const decimal = /[.,](\d{1,2})$/.exec(written);
  const whole = (decimal ? written.slice(0, decimal.index) : written).replace(/[.,]/g, '');
  return Number(whole) + (decimal ? Number(`0.${decimal[1]}`) : 0);
}

/** "$" is the draft's currency when that is a dollar (CA$, MX$, HK$ write "$" at home), else US dollars. */
export function dollarCurrency(draftCurrency: string): string {
  return currencyInfo(draftCurrency).symbol.endsWith('$') ? draftCurrency : 'usd';
}

/** Reads the money in a message. */
export function readPrices(text: string, draftCurrency: string): PriceReading {
  const amounts: Amount[] = [];
  const taken = (i: number) => amounts.some((a) => i >= a.index && i < a.index + a.length);
  const code = (written: string) => {
    const key = written.toLowerCase();
    const c = SYMBOLS[written] ?? WORDS[key] ?? (written === '$' ? '$' : null);
    return c === '$' ? dollarCurrency(draftCurrency) : c;
  };
  for (const m of text.matchAll(BEFORE)) amounts.push({ value: toNumber(m[2]!), currency: code(m[1]!), index: m.index, length: m[0].length });
  for (const m of text.matchAll(AFTER))
    if (!taken(m.index)) amounts.push({ value: toNumber(m[1]!), currency: code(m[2]!), index: m.index, length: m[0].length });
  amounts.sort((a, b) => a.index - b.index);
  const foreign = FOREIGN.exec(text);
  return {
    amounts,
    free: FREE.test(text),
    payWhatYouWant: PWYW.test(text),
    unsupported: foreign ? UNSUPPORTED[(foreign[1] ?? foreign[2] ?? foreign[3])!.toLowerCase()]! : null,
  };
}

/** Major units to the currency's minor units: 12.5 gbp -> 1250, 1500 jpy -> 1500. */
export function toMinor(value: number, currency: string): number {
  return Math.round(value * 10 ** currencyInfo(currency).minorUnits);
}

/** "GBP, USD, EUR, ...": what the organizer may choose from. */
export const SUPPORTED_CURRENCIES = CURRENCIES.map((c) => c.code.toUpperCase()).join(', ');
