import { describe, expect, it } from 'vitest';
import {
  MEMBERSHIP_VALIDATION_MESSAGES as M,
  type BenefitInput,
  type MemberInput,
  type MemberRecord,
  type MemberStatusFilter,
  type SavedTierPrice,
  type TierInput,
  type UsageScope,
  benefitAppliesTo,
  benefitProblems,
  intervalLabel,
  matchesMemberFilter,
  memberDisplay,
  memberHasAccess,
  memberPrice,
  memberProblems,
  remainingCapacity,
  settingsProblems,
  tierCapacity,
  tierProblems,
  usageWindow,
  usageZone,
  usesLeft,
} from './memberships.ts';
import { promoDiscount } from './checkout.ts';

const EVENT = '00000000-0000-4000-8000-0000000000e1';
const d = (iso: string) => new Date(iso);

describe('usageWindow', () => {
  it.each<[string, UsageScope, string, string, string, string, string]>([
    // label, scope, use at (UTC), zone, key, start, end
    [
      'month, 23:30 local on Jan 31 (NY)',
      'month',
      '2025-02-01T04:30:00Z',
      'America/New_York',
      '2025-01',
      '2025-01-01T05:00:00Z',
      '2025-02-01T05:00:00Z',
    ],
    [
      'month, 00:30 local on Feb 1 (NY)',
      'month',
      '2025-02-01T05:30:00Z',
      'America/New_York',
      '2025-02',
      '2025-02-01T05:00:00Z',
      '2025-03-01T05:00:00Z',
    ],
    [
      'month, exactly local midnight belongs to the new month',
      'month',
      '2025-02-01T05:00:00Z',
      'America/New_York',
      '2025-02',
      '2025-02-01T05:00:00Z',
      '2025-03-01T05:00:00Z',
    ],
    [
      'month containing spring-forward (NY): 23 h day inside',
      'month',
      '2025-03-15T12:00:00Z',
      'America/New_York',
      '2025-03',
      '2025-03-01T05:00:00Z',
      '2025-04-01T04:00:00Z',
    ],
    [
      'month containing fall-back (NY)',
      'month',
      '2025-11-02T12:00:00Z',
      'America/New_York',
      '2025-11',
      '2025-11-01T04:00:00Z',
      '2025-12-01T05:00:00Z',
    ],
    ['month, London summer time', 'month', '2025-06-30T23:30:00Z', 'Europe/London', '2025-07', '2025-06-30T23:00:00Z', '2025-07-31T23:00:00Z'],
    ['month, UTC zone', 'month', '2025-06-30T23:30:00Z', 'UTC', '2025-06', '2025-06-01T00:00:00Z', '2025-07-01T00:00:00Z'],
    [
      'month, Kiritimati (+14): already the next month locally',
      'month',
      '2025-01-31T10:30:00Z',
      'Pacific/Kiritimati',
      '2025-02',
      '2025-01-31T10:00:00Z',
      '2025-02-28T10:00:00Z',
    ],
    [
      'month, Kiritimati (+14): 23:30 local on Jan 31',
      'month',
      '2025-01-31T09:30:00Z',
      'Pacific/Kiritimati',
      '2025-01',
      '2024-12-31T10:00:00Z',
      '2025-01-31T10:00:00Z',
    ],
    [
      'month, Pago Pago (-11): still the old month locally',
      'month',
      '2025-03-01T10:30:00Z',
      'Pacific/Pago_Pago',
      '2025-02',
      '2025-02-01T11:00:00Z',
      '2025-03-01T11:00:00Z',
    ],
    ['month, Kathmandu (+5:45)', 'month', '2025-04-30T18:14:00Z', 'Asia/Kathmandu', '2025-04', '2025-03-31T18:15:00Z', '2025-04-30T18:15:00Z'],
    [
      'month, Kathmandu (+5:45), one minute later',
      'month',
      '2025-04-30T18:15:00Z',
      'Asia/Kathmandu',
      '2025-05',
      '2025-04-30T18:15:00Z',
      '2025-05-31T18:15:00Z',
    ],
    ['month, leap February', 'month', '2024-02-29T12:00:00Z', 'UTC', '2024-02', '2024-02-01T00:00:00Z', '2024-03-01T00:00:00Z'],
    [
      'month, Sydney (DST in southern summer)',
      'month',
      '2025-03-31T13:30:00Z',
      'Australia/Sydney',
      '2025-04',
      '2025-03-31T13:00:00Z',
      '2025-04-30T14:00:00Z',
    ],
    [
      'month, last minute of Mar 31 (NY, after spring-forward)',
      'month',
      '2025-04-01T03:59:00Z',
      'America/New_York',
      '2025-03',
      '2025-03-01T05:00:00Z',
      '2025-04-01T04:00:00Z',
    ],
    [
      '3 months: Q1 spans a DST change (NY)',
      '3 months',
      '2025-03-31T12:00:00Z',
      'America/New_York',
      '2025-Q1',
      '2025-01-01T05:00:00Z',
      '2025-04-01T04:00:00Z',
    ],
    [
      '3 months: Q2 begins at local midnight Apr 1 (NY)',
      '3 months',
      '2025-04-01T04:00:00Z',
      'America/New_York',
      '2025-Q2',
      '2025-04-01T04:00:00Z',
      '2025-07-01T04:00:00Z',
    ],
    ['3 months: Q4 ends at next New Year', '3 months', '2025-12-31T23:59:59Z', 'UTC', '2025-Q4', '2025-10-01T00:00:00Z', '2026-01-01T00:00:00Z'],
    ['3 months: Q3 in Tokyo', '3 months', '2025-08-15T00:00:00Z', 'Asia/Tokyo', '2025-Q3', '2025-06-30T15:00:00Z', '2025-09-30T15:00:00Z'],
    ['6 months: H1 (Berlin)', '6 months', '2025-06-30T21:59:00Z', 'Europe/Berlin', '2025-H1', '2024-12-31T23:00:00Z', '2025-06-30T22:00:00Z'],
    [
      '6 months: H2 (Berlin) from local midnight Jul 1',
      '6 months',
      '2025-06-30T22:00:00Z',
      'Europe/Berlin',
      '2025-H2',
      '2025-06-30T22:00:00Z',
      '2025-12-31T23:00:00Z',
    ],
    ['year: 23:30 local Dec 31 (LA)', 'year', '2026-01-01T07:30:00Z', 'America/Los_Angeles', '2025', '2025-01-01T08:00:00Z', '2026-01-01T08:00:00Z'],
    ['year: 00:30 local Jan 1 (LA)', 'year', '2026-01-01T08:30:00Z', 'America/Los_Angeles', '2026', '2026-01-01T08:00:00Z', '2027-01-01T08:00:00Z'],
    [
      'year: Auckland is already in the new year',
      'year',
      '2025-12-31T11:30:00Z',
      'Pacific/Auckland',
      '2026',
      '2025-12-31T11:00:00Z',
      '2026-12-31T11:00:00Z',
    ],
    ['missing zone counts in UTC', 'month', '2025-02-01T04:30:00Z', '', '2025-02', '2025-02-01T00:00:00Z', '2025-03-01T00:00:00Z'],
    ['unknown zone counts in UTC', 'year', '2025-12-31T23:30:00Z', 'Mars/Olympus_Mons', '2025', '2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z'],
  ])('%s', (_label, scope, at, zone, key, start, end) => {
    const w = usageWindow(scope, d(at), zone);
    expect({ key: w.key, start: w.start?.toISOString(), end: w.end?.toISOString() }).toEqual({
      key,
      start: d(start).toISOString(),
      end: d(end).toISOString(),
    });
  });

  it('the window holds the use: start <= at < end, for every scope across a year in far zones', () => {
    const zones = ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Santiago', 'Australia/Lord_Howe', 'Asia/Kolkata'];
    for (const zone of zones) {
      for (let h = 0; h < 366 * 24; h += 7) {
        const at = new Date(Date.UTC(2025, 0, 1) + h * 3_600_000);
        for (const scope of ['month', '3 months', '6 months', 'year'] as const) {
          const w = usageWindow(scope, at, zone);
          expect(w.start!.getTime()).toBeLessThanOrEqual(at.getTime());
          expect(at.getTime()).toBeLessThan(w.end!.getTime());
        }
      }
    }
  });

  // Havana sprang forward at midnight on 2012-04-01: 00:00 never happened, the day (and Q2) began at 01:00 (-04).
  it.each<[string, UsageScope, string, string, string, string]>([
    ['last second of March', 'month', '2012-04-01T04:59:59Z', '2012-03', '2012-03-01T05:00:00Z', '2012-04-01T05:00:00Z'],
    ['first instant of April', 'month', '2012-04-01T05:00:00Z', '2012-04', '2012-04-01T05:00:00Z', '2012-05-01T04:00:00Z'],
    ['the quarter', '3 months', '2012-05-01T12:00:00Z', '2012-Q2', '2012-04-01T05:00:00Z', '2012-07-01T04:00:00Z'],
  ])('a period whose local midnight is skipped starts at its first instant: %s', (_label, scope, at, key, start, end) => {
    const w = usageWindow(scope, d(at), 'America/Havana');
    expect([w.key, w.start?.toISOString(), w.end?.toISOString()]).toEqual([key, d(start).toISOString(), d(end).toISOString()]);
  });

  it.each([
    ['event', EVENT, EVENT],
    ['event', 'another-event', 'another-event'],
  ] as const)('scope %s is keyed by the event id', (scope, eventId, key) => {
    expect(usageWindow(scope, d('2025-01-01T00:00:00Z'), 'UTC', eventId)).toEqual({ scope: 'event', key, start: null, end: null });
  });

  it('scope event without an event id is a programming error', () => {
    expect(() => usageWindow('event', d('2025-01-01T00:00:00Z'), 'UTC')).toThrow();
  });

  it('keys differ between scopes for the same instant', () => {
    const keys = (['month', '3 months', '6 months', 'year'] as const).map((s) => usageWindow(s, d('2025-05-05T12:00:00Z'), 'UTC').key);
    expect(keys).toEqual(['2025-05', '2025-Q2', '2025-H1', '2025']);
  });
});

describe('usageZone', () => {
  it.each([
    ['America/New_York', 'America/New_York'],
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['', 'UTC'],
    [null, 'UTC'],
    [undefined, 'UTC'],
    ['Not/AZone', 'UTC'],
  ])('%j -> %s', (zone, expected) => expect(usageZone(zone)).toBe(expected));
});

describe('usesLeft', () => {
  it.each([
    [null, 5, null],
    [3, 0, 3],
    [3, 2, 1],
    [3, 3, 0],
    [3, 7, 0],
    [1, 0, 1],
  ])('quantity %j used %i -> %j', (quantity, used, left) => expect(usesLeft(quantity, used)).toBe(left));
});

describe('memberDisplay', () => {
  const NOW = d('2025-06-15T12:00:00Z');
  const FUTURE = d('2025-07-15T12:00:00Z');
  const PAST = d('2025-06-01T12:00:00Z');
  it.each<[string, MemberRecord, string, Date | null]>([
    ['active with a future expiry renews', { status: 'active', expiresAt: FUTURE }, 'renews', FUTURE],
    ['active, auto-renew on, renews', { status: 'active', expiresAt: FUTURE, autoRenew: true }, 'renews', FUTURE],
    ['active without auto-renew expires', { status: 'active', expiresAt: FUTURE, autoRenew: false }, 'expires', FUTURE],
    ['active but past-dated is expired', { status: 'active', expiresAt: PAST }, 'expired', PAST],
    ['active expiring exactly now is expired', { status: 'active', expiresAt: NOW }, 'expired', NOW],
    ['active without an expiry: otherwise invited', { status: 'active', expiresAt: null }, 'invited', null],
    ['canceled with a future expiry expires', { status: 'canceled', expiresAt: FUTURE }, 'expires', FUTURE],
    ['canceled past-dated is expired', { status: 'canceled', expiresAt: PAST }, 'expired', PAST],
    ['canceled without an expiry is expired', { status: 'canceled', expiresAt: null }, 'expired', null],
    ['expired (even with a future date) is expired', { status: 'expired', expiresAt: FUTURE }, 'expired', FUTURE],
    ['expired without a date', { status: 'expired', expiresAt: null }, 'expired', null],
    ['invited', { status: 'invited', expiresAt: null }, 'invited', null],
    ['invited with a date stays invited', { status: 'invited', expiresAt: FUTURE }, 'invited', null],
    [
      'past due within grace expires at grace end',
      { status: 'past_due', expiresAt: d('2025-06-10T12:00:00Z') },
      'expires',
      d('2025-06-17T12:00:00Z'),
    ],
    ['past due, period not over yet', { status: 'past_due', expiresAt: FUTURE }, 'expires', d('2025-07-22T12:00:00Z')],
    ['past due after grace is expired', { status: 'past_due', expiresAt: d('2025-06-08T12:00:00Z') }, 'expired', d('2025-06-15T12:00:00Z')],
    ['past due without a date is expired', { status: 'past_due', expiresAt: null }, 'expired', null],
  ])('%s', (_label, member, kind, date) => expect(memberDisplay(member, NOW)).toEqual({ kind, date }));

  it.each<[MemberRecord, boolean]>([
    [{ status: 'active', expiresAt: FUTURE }, true],
    [{ status: 'active', expiresAt: PAST }, false],
    [{ status: 'canceled', expiresAt: FUTURE }, true],
    [{ status: 'canceled', expiresAt: PAST }, false],
    [{ status: 'past_due', expiresAt: d('2025-06-08T12:00:01Z') }, true],
    [{ status: 'past_due', expiresAt: d('2025-06-08T11:59:59Z') }, false],
    [{ status: 'expired', expiresAt: FUTURE }, false],
    [{ status: 'invited', expiresAt: null }, false],
  ])('access %j -> %s', (member, access) => expect(memberHasAccess(member, NOW)).toBe(access));

  it.each<[string, MemberRecord, MemberStatusFilter[]]>([
    ['renews', { status: 'active', expiresAt: FUTURE }, ['all', 'active']],
    ['not renewing, still running', { status: 'active', expiresAt: FUTURE, autoRenew: false }, ['all', 'active']],
    ['past due in grace', { status: 'past_due', expiresAt: d('2025-06-10T12:00:00Z') }, ['all', 'active']],
    ['past due after grace', { status: 'past_due', expiresAt: PAST }, ['all', 'expired']],
    ['canceled but running matches expired', { status: 'canceled', expiresAt: FUTURE }, ['all', 'expired']],
    ['canceled and over', { status: 'canceled', expiresAt: PAST }, ['all', 'expired']],
    ['active but past-dated', { status: 'active', expiresAt: PAST }, ['all', 'expired']],
    ['expired', { status: 'expired', expiresAt: PAST }, ['all', 'expired']],
    ['invited', { status: 'invited', expiresAt: null }, ['all', 'invited']],
  ])('filters matching %s', (_label, member, filters) => {
    const all: MemberStatusFilter[] = ['all', 'active', 'invited', 'expired'];
    expect(all.filter((f) => matchesMemberFilter(member, f, NOW))).toEqual(filters);
  });
});

describe('member prices (buyer-side 9)', () => {
  it.each([
    ['percentage', { amount: null, percentageValue: 10 }, { kind: 'percentage', percent: 10 }],
    ['amount', { amount: 500, percentageValue: null }, { kind: 'amount', amount: 500 }],
    ['percentage wins if both were stored', { amount: 500, percentageValue: 10 }, { kind: 'percentage', percent: 10 }],
    ['zero amount is no discount', { amount: 0, percentageValue: null }, null],
    ['nothing', { amount: null, percentageValue: null }, null],
  ])("a benefit's discount (the promo-code rule): %s", (_label, benefit, discount) => expect(promoDiscount(benefit)).toEqual(discount));

  // usd: fee = 69 + 1% of the price.
  it.each([
    ['no benefit', 2000, null, { basePrice: 2000, listFee: 89, baseFee: 89, discountAmount: 0 }],
    ['10% off price and fee', 2000, { amount: null, percentageValue: 10 }, { basePrice: 2000, listFee: 89, baseFee: 80, discountAmount: 200 }],
    ['100% off: free, no fee', 2000, { amount: null, percentageValue: 100 }, { basePrice: 2000, listFee: 89, baseFee: 0, discountAmount: 2000 }],
    ['33% rounds to the cent', 1999, { amount: null, percentageValue: 33 }, { basePrice: 1999, listFee: 89, baseFee: 60, discountAmount: 660 }],
    ['$5 off a $20 ticket', 2000, { amount: 500, percentageValue: null }, { basePrice: 2000, listFee: 89, baseFee: 89, discountAmount: 500 }],
    [
      '$20 off a $20 ticket: fee kept',
      2000,
      { amount: 2000, percentageValue: null },
      { basePrice: 2000, listFee: 89, baseFee: 89, discountAmount: 2000 },
    ],
    [
      '$20.50 off a $20 ticket: excess off the fee',
      2000,
      { amount: 2050, percentageValue: null },
      { basePrice: 2000, listFee: 89, baseFee: 39, discountAmount: 2000 },
    ],
    [
      '$100 off a $20 ticket: never below 0',
      2000,
      { amount: 10000, percentageValue: null },
      { basePrice: 2000, listFee: 89, baseFee: 0, discountAmount: 2000 },
    ],
    ['free ticket stays free', 0, { amount: 500, percentageValue: null }, { basePrice: 0, listFee: 0, baseFee: 0, discountAmount: 0 }],
  ])('%s', (_label, price, benefit, expected) => expect(memberPrice(price, 'usd', benefit)).toEqual({ ...expected, feeAbsorbed: false }));

  it('no fee (guest flow) still discounts the price', () => {
    expect(memberPrice(2000, 'usd', { amount: null, percentageValue: 25 }, { noFee: true })).toEqual({
      basePrice: 2000,
      listFee: 0,
      baseFee: 0,
      discountAmount: 500,
      feeAbsorbed: false,
    });
  });

  it.each([
    ['all', { discountScope: 'all', categoryIds: [], ticketIds: [] }, true],
    ['archived never applies', { discountScope: 'all', categoryIds: [], ticketIds: [], archived: true }, false],
    ['listed ticket', { discountScope: 'tickets', categoryIds: [], ticketIds: ['t1'] }, true],
    ['other ticket', { discountScope: 'tickets', categoryIds: [], ticketIds: ['t2'] }, false],
    ['event in the category', { discountScope: 'categories', categoryIds: ['music'], ticketIds: [] }, true],
    ['event in another category', { discountScope: 'categories', categoryIds: ['comedy'], ticketIds: [] }, false],
  ] as const)('benefitAppliesTo: %s', (_label, benefit, applies) => {
    expect(benefitAppliesTo(benefit, { ticketId: 't1', eventCategoryId: 'music' })).toBe(applies);
  });

  it('a category benefit does not apply to an event without a category', () => {
    expect(benefitAppliesTo({ discountScope: 'categories', categoryIds: ['music'], ticketIds: [] }, { ticketId: 't1', eventCategoryId: null })).toBe(
      false,
    );
  });
});

describe('benefitProblems', () => {
  const ok: BenefitInput = {
    name: 'Member discount',
    amount: null,
    percentageValue: 10,
    quantity: null,
    limited: false,
    quantityScope: null,
    discountScope: 'all',
    categoryIds: [],
    ticketIds: [],
  };
  it.each<[string, Partial<BenefitInput>, Record<string, string>]>([
    ['valid percentage', {}, {}],
    ['valid amount $1', { amount: 100, percentageValue: null }, {}],
    ['valid amount $10000', { amount: 1_000_000, percentageValue: null }, {}],
    ['amount $0.99', { amount: 99, percentageValue: null }, { amount: M.amountRange }],
    ['amount $10000.01', { amount: 1_000_001, percentageValue: null }, { amount: M.amountRange }],
    ['amount not whole minor units', { amount: 150.5, percentageValue: null }, { amount: M.amountRange }],
    ['percentage 1', { percentageValue: 1 }, {}],
    ['percentage 100', { percentageValue: 100 }, {}],
    ['percentage 0', { percentageValue: 0 }, { percentageValue: M.percentRange }],
    ['percentage 101', { percentageValue: 101 }, { percentageValue: M.percentRange }],
    ['percentage NaN', { percentageValue: Number.NaN }, { percentageValue: M.percentRange }],
    ['both', { amount: 500, percentageValue: 10 }, { amount: M.amountAndPercent, percentageValue: M.amountAndPercent }],
    ['neither', { amount: null, percentageValue: null }, { amount: M.amountRequired, percentageValue: M.percentRequired }],
    ['descriptor blank', { name: '   ' }, { name: M.benefitNameRequired }],
    ['descriptor 100', { name: 'x'.repeat(100) }, {}],
    ['descriptor 101', { name: 'x'.repeat(101) }, { name: M.benefitNameTooLong }],
    ['limited with 1 use a month', { limited: true, quantity: 1, quantityScope: 'month' }, {}],
    ['limited per event', { limited: true, quantity: 3, quantityScope: 'event' }, {}],
    ['limited without quantity', { limited: true, quantity: null, quantityScope: 'year' }, { quantity: M.usageLimitRequired }],
    ['limited with 0', { limited: true, quantity: 0, quantityScope: '3 months' }, { quantity: M.usageLimitMin }],
    ['limited with 1.5', { limited: true, quantity: 1.5, quantityScope: '6 months' }, { quantity: M.usageLimitMin }],
    ['limited without scope', { limited: true, quantity: 2, quantityScope: null }, { quantityScope: M.usageScopeRequired }],
    ['unknown scope', { limited: true, quantity: 2, quantityScope: 'week' as never }, { quantityScope: M.usageScopeRequired }],
    ['unlimited ignores quantity', { limited: false, quantity: 0 }, {}],
    ['categories without any', { discountScope: 'categories' }, { categoryIds: M.categoriesRequired }],
    ['categories with one', { discountScope: 'categories', categoryIds: ['c1'] }, {}],
    ['tickets without any', { discountScope: 'tickets' }, { ticketIds: M.ticketsRequired }],
  ])('%s', (_label, change, errors) => expect(benefitProblems({ ...ok, ...change }, 'usd')).toEqual(errors));

  it.each([
    ['jpy ¥1', 1, {}],
    ['jpy ¥10000', 10_000, {}],
    ['jpy ¥10001', 10_001, { amount: M.amountRange }],
  ])('amount limits follow the currency: %s', (_label, amount, errors) => {
    expect(benefitProblems({ ...ok, amount, percentageValue: null }, 'jpy')).toEqual(errors);
  });
});

describe('tierProblems', () => {
  const ok: TierInput = {
    name: 'Gold',
    description: '<p>Front row</p>',
    prices: [{ amount: 500, interval: 'month' }],
    limited: false,
    validSubscriptionsLimit: null,
  };
  it.each<[string, Partial<TierInput>, Record<string, string>]>([
    ['valid', {}, {}],
    [
      'two prices',
      {
        prices: [
          { amount: 500, interval: 'month' },
          { amount: 5000, interval: 'year' },
        ],
      },
      {},
    ],
    ['free price', { prices: [{ amount: 0, interval: 'month' }] }, {}],
    ['price $10000', { prices: [{ amount: 1_000_000, interval: 'year' }] }, {}],
    ['price above $10000', { prices: [{ amount: 1_000_001, interval: 'year' }] }, { 'prices.0.amount': M.priceRange }],
    ['negative price', { prices: [{ amount: -1, interval: 'month' }] }, { 'prices.0.amount': M.priceRange }],
    ['missing amount', { prices: [{ amount: null, interval: 'month' }] }, { 'prices.0.amount': M.priceRequired }],
    ['week interval', { prices: [{ amount: 500, interval: 'week' }] }, { 'prices.0.interval': M.intervalInvalid }],
    ['no price', { prices: [] }, { prices: M.pricesRequired }],
    ['only archived prices', { prices: [{ amount: 500, interval: 'month', archived: true }] }, { prices: M.pricesRequired }],
    [
      'three prices',
      {
        prices: [
          { amount: 500, interval: 'month' },
          { amount: 5000, interval: 'year' },
          { amount: 900, interval: 'month' },
        ],
      },
      { prices: M.tooManyPrices },
    ],
    [
      'two live prices and an archived one',
      {
        prices: [
          { amount: 500, interval: 'month' },
          { amount: 5000, interval: 'year' },
          { amount: 900, interval: 'month', archived: true },
        ],
      },
      {},
    ],
    ['name blank', { name: ' ' }, { name: M.tierNameRequired }],
    ['name 100', { name: 'n'.repeat(100) }, {}],
    ['name 101', { name: 'n'.repeat(101) }, { name: M.tierNameTooLong }],
    ['description empty editor', { description: '<p><br></p>' }, { description: M.tierDescriptionRequired }],
    ['description nbsp only', { description: '<p>&nbsp;</p>' }, { description: M.tierDescriptionRequired }],
    ['description 2000', { description: 'd'.repeat(2000) }, {}],
    ['description 2001', { description: 'd'.repeat(2001) }, { description: M.tierDescriptionTooLong }],
    ['limited 10', { limited: true, validSubscriptionsLimit: 10 }, {}],
    ['limited 1', { limited: true, validSubscriptionsLimit: 1 }, {}],
    ['limited without a number', { limited: true, validSubscriptionsLimit: null }, { validSubscriptionsLimit: M.capacityRequired }],
    ['limited 0', { limited: true, validSubscriptionsLimit: 0 }, { validSubscriptionsLimit: M.capacityMin }],
    ['limited 2.5', { limited: true, validSubscriptionsLimit: 2.5 }, { validSubscriptionsLimit: M.capacityMin }],
    ['unlimited', { limited: false, validSubscriptionsLimit: null }, {}],
  ])('%s', (_label, change, errors) => expect(tierProblems({ ...ok, ...change }, 'usd')).toEqual(errors));

  const saved: SavedTierPrice[] = [
    { id: 'p1', amount: 500, interval: 'month', archived: false, subscriptionsCount: 3 },
    { id: 'p2', amount: 5000, interval: 'year', archived: false, subscriptionsCount: 0 },
  ];
  it.each<[string, TierInput['prices'], Record<string, string>]>([
    [
      'unchanged',
      [
        { id: 'p1', amount: 500, interval: 'month' },
        { id: 'p2', amount: 5000, interval: 'year' },
      ],
      {},
    ],
    [
      'price without subscribers edited',
      [
        { id: 'p1', amount: 500, interval: 'month' },
        { id: 'p2', amount: 6000, interval: 'year' },
      ],
      {},
    ],
    ['price without subscribers removed', [{ id: 'p1', amount: 500, interval: 'month' }], {}],
    ['price with subscribers re-priced', [{ id: 'p1', amount: 600, interval: 'month' }], { 'prices.0': M.priceLocked }],
    ['price with subscribers re-interval', [{ id: 'p1', amount: 500, interval: 'year' }], { 'prices.0': M.priceLocked }],
    ['price with subscribers removed', [{ id: 'p2', amount: 5000, interval: 'year' }], { prices: M.priceLocked }],
    [
      'price with subscribers archived and a new one added',
      [
        { id: 'p1', amount: 500, interval: 'month', archived: true },
        { id: null, amount: 700, interval: 'month' },
      ],
      {},
    ],
  ])('editing: %s', (_label, prices, errors) => expect(tierProblems({ ...ok, prices }, 'usd', saved)).toEqual(errors));

  it.each([
    [true, 10, 10],
    [true, null, null],
    [false, 10, null],
  ])('tierCapacity(%s, %j) -> %j', (limited, count, stored) => expect(tierCapacity(limited, count)).toBe(stored));

  it.each([
    [10, 3, 7],
    [10, 10, 0],
    [10, 12, 0],
    [null, 5, null],
  ])('remainingCapacity(%j, %i) -> %j', (limit, members, remaining) => expect(remainingCapacity(limit, members)).toBe(remaining));

  it.each([
    ['month', 'monthly'],
    ['year', 'yearly'],
  ] as const)('intervalLabel(%s) -> %s', (interval, label) => expect(intervalLabel(interval)).toBe(label));
});

describe('memberProblems', () => {
  const ok: MemberInput = { fullName: 'Ada Lovelace', email: 'ada@example.com', tierId: 't1', priceId: 'p1' };
  it.each<[string, Partial<MemberInput>, 'new' | 'edit', Record<string, string>]>([
    ['valid', {}, 'new', {}],
    ['e-mail trimmed and upper-case', { email: '  ADA@Example.COM ' }, 'new', {}],
    ['blank name', { fullName: '  ' }, 'new', { fullName: 'Full name is required' }],
    ['name with digits', { fullName: 'Ada 2' }, 'new', { fullName: 'Invalid full name' }],
    ['name with @', { fullName: 'Ada@home' }, 'new', { fullName: 'Invalid full name' }],
    ['name of 30 characters', { fullName: 'a'.repeat(30) }, 'new', { fullName: 'Invalid full name' }],
    ['name of 29 characters', { fullName: 'a'.repeat(29) }, 'new', {}],
    ['bad e-mail when adding', { email: 'ada@' }, 'new', { email: M.emailInvalid }],
    ['e-mail not checked when editing', { email: '' }, 'edit', {}],
    ['no tier', { tierId: null }, 'edit', { tierId: M.tierRequired }],
    ['no price', { priceId: null }, 'new', { priceId: M.priceChoiceRequired }],
  ])('%s', (_label, change, mode, errors) => expect(memberProblems({ ...ok, ...change }, mode)).toEqual(errors));
});

describe('settingsProblems', () => {
  it.each([
    ['valid', { title: 't'.repeat(56), description: 'd'.repeat(200), status: 'public' }, {}],
    ['private', { title: '', description: '', status: 'private' }, {}],
    ['hero 57', { title: 't'.repeat(57), description: '', status: 'public' }, { title: M.heroTitleTooLong }],
    ['description 201', { title: '', description: 'd'.repeat(201), status: 'public' }, { description: M.settingsDescriptionTooLong }],
    ['unknown status', { title: '', description: '', status: 'secret' }, { status: M.statusInvalid }],
  ])('%s', (_label, input, errors) => expect(settingsProblems(input)).toEqual(errors));
});
