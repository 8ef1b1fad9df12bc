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

/** Formats minor units with the currency symbol as prefix: 1050 usd -> "$10.50". */
export function formatMoney(minor: number, code: string): string {
  const c = currencyInfo(code);
  const value = minor / 10 ** c.minorUnits;
  const sign = value < 0 ? '-' : '';
  return `${sign}${c.symbol}${Math.abs(value).toFixed(c.minorUnits)}`;
}

/** "2.9% + $0.30": the provider fee shown beside each currency in payouts settings. */
export function formatProviderFee(code: string): string {
  const c = currencyInfo(code);
  return c.providerFeeFixed > 0
    ? `${c.providerFeePercentage}% + ${formatMoney(c.providerFeeFixed, c.code)}`
    : `${c.providerFeePercentage}%`;
}
