import { describe, expect, it } from 'vitest';
import { discountLabel, emptyListText, listSort, sortPatch, statusLabel, usesLabel } from './rows.ts';

describe('the Discount column', () => {
  it.each([
    [{ amount: 2550, currency: 'usd', percentageValue: null }, '$25.50'],
    [{ amount: 1000, currency: 'eur', percentageValue: null }, '€10.00'],
    [{ amount: null, currency: 'usd', percentageValue: 15 }, '15%'],
    [{ amount: null, currency: 'usd', percentageValue: null }, ''],
  ])('%j -> %s', (row, label) => {
    expect(discountLabel(row)).toBe(label);
  });
});

describe('the Uses column', () => {
  it.each([
    [{ uses: 3, quantity: 10 }, '3 / 10'],
    [{ uses: 0, quantity: null }, '0 / Unlimited'],
  ])('%j -> %s', (row, label) => {
    expect(usesLabel(row)).toBe(label);
  });
});

describe('the Status column', () => {
  it.each([
    [{ status: 'active' as const, startsAt: '2030-01-01T12:00:00Z' }, 'Active'],
    [{ status: 'expired' as const, startsAt: '2030-01-01T12:00:00Z' }, 'Expired'],
    // the date is the browser's: midday UTC is the same day in every zone within 11 hours
    [{ status: 'future' as const, startsAt: '2030-07-04T12:00:00Z' }, 'Activates on 04.07.2030'],
  ])('%j -> %s', (row, label) => {
    expect(statusLabel(row)).toBe(label);
  });
});

describe('sorting in the address', () => {
  it.each([
    [{}, { id: 'startsAt', desc: true }],
    [
      { sortBy: 'code' as const, sortOrder: 'asc' as const },
      { id: 'code', desc: false },
    ],
    [{ sortBy: 'uses' as const }, { id: 'uses', desc: true }],
  ])('%j shows %j', (search, sort) => {
    expect(listSort(search)).toEqual(sort);
  });

  it.each([
    [
      { id: 'discount', desc: false },
      { sortBy: 'discount', sortOrder: 'asc', page: undefined },
    ],
    [
      { id: 'status', desc: true },
      { sortBy: 'status', sortOrder: 'desc', page: undefined },
    ],
  ])('a click on %j writes %j', (sort, patch) => {
    expect(sortPatch(sort)).toEqual(patch);
  });
});

describe('the empty list (content-management 2.6: not found, empty)', () => {
  it.each([
    [{}, 'No results'],
    [{ search: undefined }, 'No results'],
    [{ search: 'SPRING' }, 'No promo code found'],
  ])('%j -> %s', (search, text) => {
    expect(emptyListText(search)).toBe(text);
  });
});
