/** Money is integer minor units plus an ISO currency code everywhere. */
export interface CurrencyInfo {
  code: string;
  name: string;
  symbol: string;
  /** Digits after the decimal point (JPY has none). */
  minorUnits: number;
  /** Card provider fee: a percentage plus a fixed amount in minor units. */
  providerFeePercentage: number;
  providerFeeFixed: number;
}

export const CURRENCIES: readonly CurrencyInfo[] = [
  { code: 'usd', name: 'US Dollar', symbol: '$', minorUnits: 2, providerFeePercentage: 2.9, providerFeeFixed: 30 },
  { code: 'mxn', name: 'Mexican Peso', symbol: 'MX$', minorUnits: 2, providerFeePercentage: 3.6, providerFeeFixed: 300 },
  { code: 'hkd', name: 'Hong Kong Dollar', symbol: 'HK$', minorUnits: 2, providerFeePercentage: 3.4, providerFeeFixed: 235 },
  { code: 'eur', name: 'Euro', symbol: '€', minorUnits: 2, providerFeePercentage: 1.5, providerFeeFixed: 25 },
  { code: 'gbp', name: 'British Pound', symbol: '£', minorUnits: 2, providerFeePercentage: 1.5, providerFeeFixed: 20 },
  { code: 'inr', name: 'Indian Rupee', symbol: '₹', minorUnits: 2, providerFeePercentage: 3, providerFeeFixed: 0 },
  { code: 'pln', name: 'Polish Złoty', symbol: 'zł', minorUnits: 2, providerFeePercentage: 1.5, providerFeeFixed: 100 },
  { code: 'chf', name: 'Swiss Franc', symbol: 'CHF', minorUnits: 2, providerFeePercentage: 2.9, providerFeeFixed: 30 },
  { code: 'cad', name: 'Canadian Dollar', symbol: 'CA$', minorUnits: 2, providerFeePercentage: 2.9, providerFeeFixed: 30 },
  { code: 'ksh', name: 'Kenyan Shilling', symbol: 'KSh', minorUnits: 2, providerFeePercentage: 3.8, providerFeeFixed: 0 },
  { code: 'jpy', name: 'Japanese Yen', symbol: '¥', minorUnits: 0, providerFeePercentage: 3.6, providerFeeFixed: 0 },
];

export const DEFAULT_CURRENCY = 'usd';
export const CURRENCY_CODES = CURRENCIES.map((c) => c.code) as [string, ...string[]];

export function currencyInfo(code: string): CurrencyInfo {
  return CURRENCIES.find((c) => c.code === code.toLowerCase()) ?? CURRENCIES[0]!;
}

/**
 * Formats minor units with the currency symbol as prefix and grouped thousands: 105000 usd -> "$1,050.00",
 * 1000 jpy -> "¥1,000". A symbol ending in a letter is set apart by a space: "CHF 51.74", "KSh 1,234.50".
 */
export function formatMoney(minor: number, code: string): string {
  const c = currencyInfo(code);
  const value = minor / 10 ** c.minorUnits;
  const sign = value < 0 ? '-' : '';
  const digits = Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: c.minorUnits, maximumFractionDigits: c.minorUnits });
  const gap = /\p{L}$/u.test(c.symbol) ? ' ' : '';
  return `${sign}${c.symbol}${gap}${digits}`;
}

/**
 * What an event's listed tickets cost, for event cards and the event page: 'Free' when none costs anything, one
 * price when all cost the same, else the range: 0 and 4000 usd -> "$0.00 – $40.00".
 */
export function formatPriceRange(min: number, max: number, code: string): string {
  if (max === 0) return 'Free';
  if (min === max) return formatMoney(min, code);
  return `${formatMoney(min, code)} – ${formatMoney(max, code)}`;
}

/** Regions (ISO 3166 alpha-2) whose own currency is a supported one; the euro area lists its members. */
const REGION_CURRENCIES: Record<string, string> = {
  US: 'usd',
  MX: 'mxn',
  HK: 'hkd',
  GB: 'gbp',
  IN: 'inr',
  PL: 'pln',
  CH: 'chf',
  LI: 'chf',
  CA: 'cad',
  KE: 'ksh',
  JP: 'jpy',
  ...Object.fromEntries(
    [
      'AT',
      'BE',
      'HR',
      'CY',
      'EE',
      'FI',
      'FR',
      'DE',
      'GR',
      'IE',
      'IT',
      'LV',
      'LT',
      'LU',
      'MT',
      'NL',
      'PT',
      'SK',
      'SI',
      'ES',
      'AD',
      'MC',
      'SM',
      'VA',
      'ME',
      'XK',
    ].map((region) => [region, 'eur']),
  ),
};

/** The currency a new organization starts with: its creator's region's, when supported, else usd. */
export function currencyForRegion(region: string | undefined): string {
  return (region && REGION_CURRENCIES[region.toUpperCase()]) || DEFAULT_CURRENCY;
}

/** "2.9% + $0.30": the provider fee shown beside each currency in payouts settings. */
export function formatProviderFee(code: string): string {
  const c = currencyInfo(code);
  return c.providerFeeFixed > 0 ? `${c.providerFeePercentage}% + ${formatMoney(c.providerFeeFixed, c.code)}` : `${c.providerFeePercentage}%`;
}
