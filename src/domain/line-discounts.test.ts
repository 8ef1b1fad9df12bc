import { describe, expect, it } from 'vitest';
import { buyerPays } from './checkout.ts';
import { linePrice } from './line-discounts.ts';

// usd: the platform fee of a 2000 ticket is 69 + 20 = 89; of a 1000 ticket 69 + 10 = 79.
const percent = (p: number) => ({ amount: null, percentageValue: p });
const amount = (a: number) => ({ amount: a, percentageValue: null });

describe('linePrice', () => {
  it.each([
    ['no discount', 2000, null, null, { source: null, pays: 2089, discountAmount: 0 }],
    ['a promo code alone', 2000, { kind: 'percentage', percent: 10 } as const, null, { source: 'promo', pays: 1880, discountAmount: 200 }],
    ['a benefit alone (percentage: price and fee)', 2000, null, percent(20), { source: 'benefit', pays: 1671, discountAmount: 400 }],
    ['a benefit alone (amount: the price)', 2000, null, amount(500), { source: 'benefit', pays: 1589, discountAmount: 500 }],
    [
      'the benefit when better',
      2000,
      { kind: 'percentage', percent: 10 } as const,
      percent(20),
      { source: 'benefit', pays: 1671, discountAmount: 400 },
    ],
    [
      'the promo code when better',
      2000,
      { kind: 'percentage', percent: 50 } as const,
      percent(20),
      { source: 'promo', pays: 1045, discountAmount: 1000 },
    ],
    ['the promo code on a tie', 2000, { kind: 'amount', amount: 500 } as const, amount(500), { source: 'promo', pays: 1589, discountAmount: 500 }],
    [
      'an amount above the price: the rest off the fee, never below 0',
      1000,
      null,
      amount(1500),
      { source: 'benefit', pays: 0, discountAmount: 1000 },
    ],
    ['a benefit on a free ticket takes nothing', 0, null, percent(50), { source: null, pays: 0, discountAmount: 0 }],
  ])('%s', (_name, unit, promo, benefit, want) => {
    const { priced, source } = linePrice(unit, 'usd', { promo, benefit });
    expect({ source, pays: buyerPays(priced), discountAmount: priced.discountAmount }).toEqual(want);
  });

  it('charges no fee in the guest flow', () => {
    expect(linePrice(2000, 'usd', { promo: null, benefit: percent(20) }, { noFee: true }).priced).toEqual({
      basePrice: 2000,
      listFee: 0,
      baseFee: 0,
      discountAmount: 400,
      feeAbsorbed: false,
    });
  });

  it('compares absorbed-fee lines by what the buyer pays: the price alone', () => {
    const { priced, source } = linePrice(2000, 'usd', { promo: { kind: 'percentage', percent: 10 }, benefit: percent(20) }, { absorbFees: true });
    expect({ source, pays: buyerPays(priced), fee: priced.baseFee, absorbed: priced.feeAbsorbed }).toEqual({
      source: 'benefit',
      pays: 1600,
      fee: 71,
      absorbed: true,
    });
  });
});
