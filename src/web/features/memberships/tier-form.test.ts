import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_VALIDATION_MESSAGES as M } from '../../../contracts/memberships.messages.ts';
import type { TierView } from './api.ts';
import {
  blankPrice,
  canAddPrice,
  canRemovePrice,
  canRestorePrice,
  isPriceLocked,
  savedPrices,
  toTierBody,
  toTierFormValues,
  validateTier,
  type PriceRow,
  type TierFormValues,
} from './tier-form.ts';
import { priceView } from './views.fixtures.ts';

const OWNER = '00000000-0000-4000-8000-000000000001';
const P1 = '00000000-0000-4000-8000-0000000000a1';
const P2 = '00000000-0000-4000-8000-0000000000a2';
const P3 = '00000000-0000-4000-8000-0000000000a3';

const tier: TierView = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Patron',
  description: '<p>Front row</p>',
  emailText: 'Thanks!',
  archived: false,
  position: 0,
  membersCount: 3,
  revenue: 4500,
  currency: 'usd',
  validSubscriptionsLimit: 10,
  remaining: 7,
  benefits: [
    { id: '00000000-0000-4000-8000-0000000000c1', name: '15% off', archived: false },
    { id: '00000000-0000-4000-8000-0000000000c2', name: 'Old', archived: true },
  ],
  prices: [
    priceView(P3, 900, { archived: true, position: 0, subscriptionsCount: 1 }),
    priceView(P2, 10000, { interval: 'year', position: 1 }),
    priceView(P1, 1500, { position: 0, subscriptionsCount: 2 }),
  ],
};

const row = (more: Partial<PriceRow>): PriceRow => ({ ...blankPrice(), ...more });

describe('toTierFormValues', () => {
  it('starts a new tier with one monthly price, unlimited', () => {
    const v = toTierFormValues(null, 'usd');
    expect(v).toMatchObject({ name: '', discountIds: [], limited: false, validSubscriptionsLimit: '' });
    expect(v.prices).toHaveLength(1);
    expect(v.prices[0]).toMatchObject({ id: null, amount: '', interval: 'month', archived: false });
  });

  it('reads a saved tier: major units, prices on sale first by position, active benefits only, capacity', () => {
    const v = toTierFormValues(tier, 'usd');
    expect(v.prices.map((p) => [p.id, p.amount, p.interval, p.archived, p.archivedBefore])).toEqual([
      [P1, 15, 'month', false, false],
      [P2, 100, 'year', false, false],
      [P3, 9, 'month', true, true],
    ]);
    expect(v.discountIds).toEqual(['00000000-0000-4000-8000-0000000000c1']);
    expect(v).toMatchObject({ limited: true, validSubscriptionsLimit: 10 });
  });

  it('reads yen without minor units', () => {
    expect(toTierFormValues({ ...tier, currency: 'jpy', prices: [priceView(P1, 1500, { currency: 'jpy' })] }, 'jpy').prices[0]!.amount).toBe(1500);
  });
});

describe('price rules on the form', () => {
  const values = toTierFormValues(tier, 'usd');

  it.each([
    ['a saved price with subscribers is locked', row({ id: P1, subscriptionsCount: 2 }), true],
    ['a saved price without subscribers is not', row({ id: P2 }), false],
    ['a new price is not', row({ subscriptionsCount: 0 }), false],
  ])('%s', (_label, r, locked) => expect(isPriceLocked(r)).toBe(locked));

  it.each<[string, PriceRow[], boolean]>([
    ['no price', [], true],
    ['one on sale', [row({})], true],
    ['two on sale: the add button hides', [row({}), row({})], false],
    ['two on sale and one archived', [row({}), row({}), row({ archived: true })], false],
    ['one on sale and one archived', [row({}), row({ archived: true })], true],
  ])('can add with %s', (_label, prices, expected) => expect(canAddPrice(prices)).toBe(expected));

  it('removes an unlocked price while another stays on sale, never a locked one', () => {
    expect(canRemovePrice(values.prices, 0)).toBe(false); // locked (subscribers)
    expect(canRemovePrice(values.prices, 1)).toBe(true);
    expect(canRemovePrice([row({})], 0)).toBe(false); // the only one on sale
    expect(canRemovePrice([row({}), row({ archived: true })], 0)).toBe(false);
  });

  it('restores only a price archived in this visit, while there is room', () => {
    expect(canRestorePrice(values.prices, 2)).toBe(false); // archived before
    const archivedNow = values.prices.map((p, i) => (i === 0 ? { ...p, archived: true } : p));
    expect(canRestorePrice(archivedNow, 0)).toBe(true);
    const full = [...archivedNow, row({})];
    expect(canRestorePrice(full, 0)).toBe(false);
  });
});

describe('toTierBody', () => {
  it('sends minor units, every price in form order with its id, and the capacity only when limited', () => {
    const values: TierFormValues = {
      ...toTierFormValues(tier, 'usd'),
      name: '  Patron  ',
      prices: [
        row({ id: P1, amount: 15, subscriptionsCount: 2 }),
        row({ amount: 12.5, interval: 'year' }),
        row({ id: P3, amount: 9, archived: true }),
      ],
    };
    expect(toTierBody(values, OWNER, 'usd')).toEqual({
      ownerId: OWNER,
      name: 'Patron',
      description: '<p>Front row</p>',
      emailText: 'Thanks!',
      discountIds: ['00000000-0000-4000-8000-0000000000c1'],
      prices: [
        { id: P1, price: 1500, interval: 'month', archived: false },
        { id: null, price: 1250, interval: 'year', archived: false },
        { id: P3, price: 900, interval: 'month', archived: true },
      ],
      limited: true,
      validSubscriptionsLimit: 10,
    });
    expect(toTierBody({ ...values, limited: false }, OWNER, 'usd').validSubscriptionsLimit).toBeNull();
    expect(toTierBody({ ...values, validSubscriptionsLimit: '' }, OWNER, 'usd').validSubscriptionsLimit).toBeNull();
    expect(toTierBody({ ...values, prices: [row({ amount: '' })] }, OWNER, 'usd').prices[0]!.price).toBeNull();
  });
});

describe('validateTier', () => {
  const saved = savedPrices(tier);
  const valid: TierFormValues = { ...toTierFormValues(tier, 'usd') };

  it('accepts the saved tier as it is', () => expect(validateTier(valid, 'usd', saved)).toEqual({}));

  it.each<[string, Partial<TierFormValues>, Record<string, string>]>([
    ['a blank name', { name: '  ' }, { name: M.tierNameRequired }],
    ['an empty description', { description: '<p>&nbsp;</p>' }, { description: M.tierDescriptionRequired }],
    ['no amount', { prices: [row({ amount: '' })] }, { 'prices.0.amount': M.priceRequired }],
    ['an amount over 10000', { prices: [row({ amount: 10_000.01 })] }, { 'prices.0.amount': M.priceRange }],
    ['only archived prices', { prices: [row({ amount: 5, archived: true })] }, { prices: M.pricesRequired }],
    ['limited without a number', { limited: true, validSubscriptionsLimit: '' }, { validSubscriptionsLimit: M.capacityRequired }],
    ['limited at 0', { limited: true, validSubscriptionsLimit: 0 }, { validSubscriptionsLimit: M.capacityMin }],
  ])('refuses %s', (_label, patch, expected) => expect(validateTier({ ...valid, ...patch }, 'usd', saved)).toMatchObject(expected));

  it('keeps a price with subscribers as it was: changed or left out is refused, archived is fine', () => {
    const changed = valid.prices.map((p, i) => (i === 0 ? { ...p, amount: 20 } : p));
    expect(validateTier({ ...valid, prices: changed }, 'usd', saved)).toEqual({ 'prices.0': M.priceLocked });
    expect(validateTier({ ...valid, prices: valid.prices.slice(1) }, 'usd', saved)).toMatchObject({ prices: M.priceLocked });
    const archived = valid.prices.map((p, i) => (i === 0 ? { ...p, archived: true } : p));
    expect(validateTier({ ...valid, prices: archived }, 'usd', saved)).toEqual({});
  });
});
