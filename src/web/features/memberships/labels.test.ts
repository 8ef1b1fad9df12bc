import { describe, expect, it } from 'vitest';
import {
  appliesToLabel,
  capacityLabel,
  discountLabel,
  memberStatusText,
  memberTableName,
  patronPath,
  priceLabel,
  tierFilterOptions,
  tierPriceLabels,
  usageLabel,
} from './labels.ts';
import { priceView } from './views.fixtures.ts';

describe('tier labels', () => {
  it.each([
    [500, 'usd', 'month', '$5.00 monthly'],
    [120000, 'usd', 'year', '$1,200.00 yearly'],
    [1500, 'jpy', 'month', '¥1,500 monthly'],
    [0, 'eur', 'year', '€0.00 yearly'],
  ] as const)('priceLabel(%s %s %s)', (amount, currency, interval, expected) => expect(priceLabel(amount, currency, interval)).toBe(expected));

  it('lists the prices on sale by position', () => {
    const prices = [
      priceView('p', 900, { position: 1, interval: 'year' }),
      priceView('p', 100, { archived: true }),
      priceView('p', 500, { position: 0 }),
    ];
    expect(tierPriceLabels({ currency: 'usd', prices })).toEqual(['$5.00 monthly', '$9.00 yearly']);
  });

  it.each([
    [null, null, 'Unlimited'],
    [10, 7, 'Limited (7 of 10 remaining)'],
    [5, 0, 'Limited (0 of 5 remaining)'],
  ])('capacity %s with %s left', (limit, remaining, expected) => expect(capacityLabel({ validSubscriptionsLimit: limit, remaining })).toBe(expected));
});

describe('benefit labels', () => {
  it.each([
    [{ amount: 500, percentageValue: null, currency: 'usd' }, '$5.00'],
    [{ amount: null, percentageValue: 15, currency: 'usd' }, '15%'],
  ])('discount %j', (b, expected) => expect(discountLabel(b)).toBe(expected));

  it.each([
    [{ quantity: null, quantityScope: null }, 'Unlimited'],
    [{ quantity: 2, quantityScope: 'event' as const }, '2 per event'],
    [{ quantity: 1, quantityScope: '3 months' as const }, '1 per 3 months'],
    [{ quantity: 4, quantityScope: 'year' as const }, '4 per year'],
  ])('usage %j', (b, expected) => expect(usageLabel(b)).toBe(expected));

  it.each([
    [{ discountScope: 'all' as const, categoryIds: [], ticketIds: [] }, 'All tickets'],
    [{ discountScope: 'categories' as const, categoryIds: ['music', 'film'], ticketIds: [] }, 'Music, Film'],
    [{ discountScope: 'tickets' as const, categoryIds: [], ticketIds: ['a', 'b', 'c'] }, '3 tickets'],
    [{ discountScope: 'tickets' as const, categoryIds: [], ticketIds: ['a'] }, '1 ticket'],
  ])('applies to %j', (b, expected) => expect(appliesToLabel(b)).toBe(expected));
});

describe('member labels', () => {
  it.each([
    [{ kind: 'renews' as const, date: '2026-03-05T12:00:00.000Z' }, 'renews 05 Mar 2026'],
    [{ kind: 'expires' as const, date: '2026-12-24T12:00:00.000Z' }, 'expires 24 Dec 2026'],
    [{ kind: 'expired' as const, date: '2025-01-01T12:00:00.000Z' }, 'expired'],
    [{ kind: 'expired' as const, date: null }, 'expired'],
    [{ kind: 'invited' as const, date: null }, 'invited'],
  ])('status %j', (display, expected) => expect(memberStatusText(display)).toBe(expected));

  it('cuts names at 20 in the table and 13 in the tier filter', () => {
    expect(memberTableName({ userName: 'Augusta Ada King, Countess of Lovelace', userEmail: 'a@x.org' })).toBe('Augusta Ada King, Co…');
    expect(memberTableName({ userName: '', userEmail: 'ada@example.com' })).toBe('ada@example.com');
    expect(tierFilterOptions([{ id: 't1', name: 'Patrons of the Arts' }])).toEqual([{ value: 't1', label: 'Patrons of th…' }]);
  });

  it('links to the patron page by account id, else by e-mail', () => {
    expect(patronPath('lovelace', { userId: 'u1', userEmail: 'ada@example.com' })).toBe('/manage/lovelace/reporting/patrons/u1');
    expect(patronPath('lovelace', { userId: null, userEmail: 'ada+m@example.com' })).toBe('/manage/lovelace/reporting/patrons/ada%2Bm%40example.com');
  });
});
