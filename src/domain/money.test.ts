import { describe, expect, it } from 'vitest';
import { currencyForRegion, currencyInfo, formatMoney, formatPriceRange, formatProviderFee } from './money.ts';

describe('formatMoney', () => {
  it.each([
    [1050, 'usd', '$10.50'],
    [0, 'usd', '$0.00'],
    [123456789, 'usd', '$1,234,567.89'],
    [-250, 'eur', '-€2.50'],
    [100000, 'eur', '€1,000.00'],
    [123456, 'gbp', '£1,234.56'],
    [1000, 'jpy', '¥1,000'],
    [1500, 'jpy', '¥1,500'],
    [999, 'jpy', '¥999'],
    [5174, 'chf', 'CHF 51.74'],
    [-123456, 'chf', '-CHF 1,234.56'],
    [1234500, 'inr', '₹12,345.00'],
    [250000, 'pln', 'zł 2,500.00'],
    [99, 'mxn', 'MX$0.99'],
    [150000, 'mxn', 'MX$1,500.00'],
    [100005, 'cad', 'CA$1,000.05'],
    [1000000, 'hkd', 'HK$10,000.00'],
    [12345, 'KSH', 'KSh 123.45'],
    [12345678, 'ksh', 'KSh 123,456.78'],
  ])('%d %s -> %s', (minor, code, text) => expect(formatMoney(minor, code)).toBe(text));
});

describe('currencies', () => {
  it('falls back to usd for an unknown code', () => expect(currencyInfo('xyz').code).toBe('usd'));
  it.each([
    ['usd', '2.9% + $0.30'],
    ['inr', '3%'],
  ])('provider fee of %s -> %s', (code, text) => expect(formatProviderFee(code)).toBe(text));
});

describe('currencyForRegion', () => {
  it.each([
    ['US', 'usd'],
    ['JP', 'jpy'],
    ['ch', 'chf'],
    ['DE', 'eur'],
    ['IE', 'eur'],
    ['GB', 'gbp'],
    ['KE', 'ksh'],
    ['BR', 'usd'],
    ['', 'usd'],
    [undefined, 'usd'],
  ])('%s -> %s', (region, code) => expect(currencyForRegion(region)).toBe(code));
});

describe('formatPriceRange', () => {
  it.each([
    [0, 0, 'usd', 'Free'],
    [1500, 1500, 'usd', '$15.00'],
    [0, 4000, 'usd', '$0.00 – $40.00'],
    [1000, 250000, 'jpy', '¥1,000 – ¥250,000'],
  ])('%i..%i %s -> %s', (min, max, code, text) => expect(formatPriceRange(min, max, code)).toBe(text));
});
