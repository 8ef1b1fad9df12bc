import { describe, expect, it } from 'vitest';
import { currencyInfo, formatMoney, formatProviderFee } from './money.ts';

describe('formatMoney', () => {
  it.each([
    [1050, 'usd', '$10.50'],
    [0, 'usd', '$0.00'],
    [-250, 'eur', '-€2.50'],
    [1500, 'jpy', '¥1500'],
    [99, 'mxn', 'MX$0.99'],
    [12345, 'KSH', 'KSh123.45'],
  ])('%d %s -> %s', (minor, code, text) => expect(formatMoney(minor, code)).toBe(text));
});

describe('currencies', () => {
  it('falls back to usd for an unknown code', () => expect(currencyInfo('xyz').code).toBe('usd'));
  it.each([
    ['usd', '2.9% + $0.30'],
    ['inr', '3%'],
  ])('provider fee of %s -> %s', (code, text) => expect(formatProviderFee(code)).toBe(text));
});
