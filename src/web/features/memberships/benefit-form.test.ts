import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_VALIDATION_MESSAGES as M } from '../../../contracts/memberships.messages.ts';
import type { BenefitView } from './api.ts';
import { isDiscountScope, isUsageScope, toBenefitBody, toBenefitFormValues, validateBenefit, type BenefitFormValues } from './benefit-form.ts';

const OWNER = '00000000-0000-4000-8000-000000000001';
const TICKET = '00000000-0000-4000-8000-0000000000d1';

const benefit: BenefitView = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: '$5 off',
  amount: 500,
  percentageValue: null,
  currency: 'usd',
  quantity: 2,
  quantityScope: 'month',
  discountScope: 'categories',
  categoryIds: ['music', 'not-a-category'],
  ticketIds: [],
  tiers: [],
  redeemed: 0,
  archived: false,
};

const blank = toBenefitFormValues(null, 'usd');
const valid: BenefitFormValues = { ...blank, name: '15% off', percentageValue: 15 };

describe('toBenefitFormValues', () => {
  it.each<[keyof BenefitFormValues, unknown]>([
    ['kind', 'percent'],
    ['limited', false],
    ['discountScope', 'all'],
    ['quantityScope', null],
  ])('starts a new benefit as a percentage off all tickets, unlimited: %s is %j', (field, expected) => {
    expect(blank[field]).toEqual(expected);
  });

  it('starts a new benefit with every input empty', () => {
    const inputs = [blank.name, blank.amount, blank.percentageValue, blank.quantity, ...blank.categoryIds, ...blank.ticketIds];
    expect(inputs.every((v) => v === '')).toBe(true);
  });

  it('reads a saved amount benefit in major units, its limit and known categories', () => {
    expect(toBenefitFormValues(benefit, 'usd')).toMatchObject({
      kind: 'amount',
      amount: 5,
      percentageValue: '',
      limited: true,
      quantity: 2,
      quantityScope: 'month',
      discountScope: 'categories',
      categoryIds: ['music'],
    });
  });
});

describe('toBenefitBody', () => {
  it('sends only the chosen discount, in minor units for an amount', () => {
    const both = { ...valid, amount: 5, percentageValue: 15 } as BenefitFormValues;
    expect(toBenefitBody(both, OWNER, 'usd')).toMatchObject({ amount: null, percentageValue: 15 });
    expect(toBenefitBody({ ...both, kind: 'amount' }, OWNER, 'usd')).toMatchObject({ amount: 500, percentageValue: null });
    expect(toBenefitBody({ ...both, kind: 'amount', amount: 7 }, OWNER, 'jpy')).toMatchObject({ amount: 7 });
  });

  it('sends the limit only when limited and the list of the chosen scope only', () => {
    const values: BenefitFormValues = {
      ...valid,
      quantity: 3,
      quantityScope: 'year',
      discountScope: 'tickets',
      categoryIds: ['music'],
      ticketIds: [TICKET],
    };
    expect(toBenefitBody(values, OWNER, 'usd')).toEqual({
      ownerId: OWNER,
      name: '15% off',
      amount: null,
      percentageValue: 15,
      limited: false,
      quantity: null,
      quantityScope: null,
      discountScope: 'tickets',
      categoryIds: [],
      ticketIds: [TICKET],
    });
    expect(toBenefitBody({ ...values, limited: true, discountScope: 'categories' }, OWNER, 'usd')).toMatchObject({
      limited: true,
      quantity: 3,
      quantityScope: 'year',
      categoryIds: ['music'],
      ticketIds: [],
    });
  });
});

describe('validateBenefit', () => {
  it('accepts a valid benefit', () => expect(validateBenefit(valid, 'usd')).toEqual({}));

  it.each<[string, Partial<BenefitFormValues>, Record<string, string>]>([
    ['a blank descriptor', { name: ' ' }, { name: M.benefitNameRequired }],
    ['no percentage (and says nothing of the hidden amount)', { percentageValue: '' }, { percentageValue: M.percentRequired }],
    ['no amount', { kind: 'amount', percentageValue: '' }, { amount: M.amountRequired }],
    ['an amount under 1', { kind: 'amount', amount: 0.5 }, { amount: M.amountRange }],
    ['an amount over 10000', { kind: 'amount', amount: 10_001 }, { amount: M.amountRange }],
    ['a percentage over 100', { percentageValue: 101 }, { percentageValue: M.percentRange }],
    ['limited without a quantity nor scope', { limited: true }, { quantity: M.usageLimitRequired, quantityScope: M.usageScopeRequired }],
    ['limited to 0', { limited: true, quantity: 0, quantityScope: 'event' }, { quantity: M.usageLimitMin }],
    ['categories without one', { discountScope: 'categories' }, { categoryIds: M.categoriesRequired }],
    ['tickets without one', { discountScope: 'tickets' }, { ticketIds: M.ticketsRequired }],
  ])('refuses %s', (_label, patch, expected) => expect(validateBenefit({ ...valid, ...patch }, 'usd')).toEqual(expected));
});

describe('scope guards', () => {
  it.each([
    ['3 months', true],
    ['week', false],
    [null, false],
  ])('usage scope %s', (value, expected) => expect(isUsageScope(value)).toBe(expected));
  it.each([
    ['tickets', true],
    ['owner', false],
  ])('discount scope %s', (value, expected) => expect(isDiscountScope(value)).toBe(expected));
});
