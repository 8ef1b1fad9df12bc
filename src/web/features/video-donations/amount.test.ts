import { describe, expect, it } from 'vitest';
import { DONATION_TEXTS } from '../../../contracts/videos.messages.ts';
import { donationAmountOf } from './amount.ts';

const usdRange = { error: DONATION_TEXTS.amountRange('$1.00', '$10,000.00') };

describe('donationAmountOf', () => {
  it.each([
    [5, 'usd', { amount: 500 }],
    ['12.34', 'usd', { amount: 1234 }],
    [1, 'usd', { amount: 100 }],
    [10_000, 'usd', { amount: 1_000_000 }],
    [0.99, 'usd', usdRange],
    [10_000.01, 'usd', usdRange],
    ['', 'usd', usdRange],
    [null, 'usd', usdRange],
    ['abc', 'usd', usdRange],
    // No minor units: 500 yen is 500 minor units; the bounds read in yen.
    [500, 'jpy', { amount: 500 }],
    [99, 'jpy', { error: DONATION_TEXTS.amountRange('¥100', '¥1,000,000') }],
  ] as const)('%s %s -> %o', (major, currency, expected) => {
    expect(donationAmountOf(major, currency)).toEqual(expected);
  });
});
