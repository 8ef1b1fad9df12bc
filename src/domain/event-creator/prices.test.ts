import { describe, expect, it } from 'vitest';
import { dollarCurrency, readPrices, toMinor } from './prices.ts';

describe('readPrices', () => {
  it.each([
    ['£15', 'gbp', [[15, 'gbp']]],
    ['15 GBP', 'usd', [[15, 'gbp']]],
    ['GBP 15', 'usd', [[15, 'gbp']]],
    ['$20', 'gbp', [[20, 'usd']]],
    ['$20', 'cad', [[20, 'cad']]],
    ['20 dollars', 'hkd', [[20, 'hkd']]],
    [
      'CA$25 and HK$100',
      'usd',
      [
        [25, 'cad'],
        [100, 'hkd'],
      ],
    ],
    ['€12,50', 'eur', [[12.5, 'eur']]],
    ['€1.000', 'eur', [[1000, 'eur']]],
    ['£1,000', 'gbp', [[1000, 'gbp']]],
    ['10 euros for students', 'gbp', [[10, 'eur']]],
    ['¥1500', 'gbp', [[1500, 'jpy']]],
    ['CHF 30', 'eur', [[30, 'chf']]],
    ['KSh 500', 'usd', [[500, 'ksh']]],
    ['at 7.30pm, £7.50', 'gbp', [[7.5, 'gbp']]],
    ['120 seats on 12/03', 'gbp', []],
  ])('%s (draft in %s)', (text, draftCurrency, amounts) => {
    expect(readPrices(text, draftCurrency).amounts.map((a) => [a.value, a.currency])).toEqual(amounts);
  });

  it.each([
    ['free entry', { free: true, payWhatYouWant: false, unsupported: null }],
    ['gluten-free food', { free: false }],
    ['pay what you want', { payWhatYouWant: true }],
    ['by donation', { payWhatYouWant: true }],
    ['A$30', { unsupported: 'AUD' }],
    ['30 AUD', { unsupported: 'AUD' }],
    ['NZ$30', { unsupported: 'NZD' }],
    ['CA$30', { unsupported: null }],
  ])('%s', (text, expected) => {
    expect(readPrices(text, 'gbp')).toMatchObject(expected);
  });

  it.each([
    [12.5, 'gbp', 1250],
    [15, 'usd', 1500],
    [3000, 'jpy', 3000],
    [0.1 + 0.2, 'eur', 30],
  ])('toMinor(%s, %s) = %s', (value, currency, minor) => expect(toMinor(value, currency)).toBe(minor));

  it.each([
    ['usd', 'usd'],
    ['cad', 'cad'],
    ['mxn', 'mxn'],
    ['gbp', 'usd'],
    ['eur', 'usd'],
  ])('"$" in a %s draft is %s', (draft, code) => expect(dollarCurrency(draft)).toBe(code));
});
