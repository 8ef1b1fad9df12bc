import { describe, expect, it } from 'vitest';
import {
  activitySearchParams,
  isPatronAddress,
  listSortOf,
  ordersSearchParams,
  ORDERS_DEFAULT_SORT,
  patronSearchParams,
  patronsSearchParams,
  PATRONS_DEFAULT_SORT,
  revenueSearchParams,
  sortPatchOf,
} from './search.ts';

const UUID = '7b0c6a4e-2f1d-4c3b-9a8e-1d2c3b4a5f60';

describe('the revenue address', () => {
  it.each([
    [
      { type: 'course_id', order: 'dimension_desc' },
      { type: 'course_id', order: 'dimension_desc' },
    ],
    [{ type: 'attendee_id' }, { type: 'attendee_id' }],
    [
      { type: 'week', order: 'up' },
      { type: undefined, order: undefined },
    ],
    [
      { type: '', order: '' },
      { type: undefined, order: undefined },
    ],
    [{ other: 'x' }, {}],
  ])('%j reads as %j', (raw, parsed) => {
    expect(revenueSearchParams.parse(raw)).toEqual(parsed);
  });
});

describe('the lists’ addresses', () => {
  it('orders keep their sortable columns only', () => {
    expect(ordersSearchParams.parse({ page: '2', search: ' ada ', sortBy: 'amount', sortOrder: 'asc' })).toEqual({
      page: 2,
      search: 'ada',
      sortBy: 'amount',
      sortOrder: 'asc',
    });
    expect(ordersSearchParams.parse({ page: '0', search: '  ', sortBy: 'totalAmount', sortOrder: 'up' })).toEqual({
      page: undefined,
      search: undefined,
      sortBy: undefined,
      sortOrder: undefined,
    });
  });

  it('patrons sort by firstName, email, totalAmount and orderCount', () => {
    for (const sortBy of ['firstName', 'email', 'totalAmount', 'orderCount']) expect(patronsSearchParams.parse({ sortBy }).sortBy).toBe(sortBy);
    expect(patronsSearchParams.parse({ sortBy: 'date' }).sortBy).toBeUndefined();
  });

  it('a search is cut to the API’s 200 characters', () => {
    expect(activitySearchParams.parse({ search: 'x'.repeat(250) }).search).toHaveLength(200);
  });

  it('the table shows the API’s default sort until a header is clicked', () => {
    expect(listSortOf({}, ORDERS_DEFAULT_SORT)).toEqual({ id: 'date', desc: true });
    expect(listSortOf({}, PATRONS_DEFAULT_SORT)).toEqual({ id: 'totalAmount', desc: true });
    expect(listSortOf({ sortBy: 'email', sortOrder: 'asc' }, PATRONS_DEFAULT_SORT)).toEqual({ id: 'email', desc: false });
    expect(listSortOf({ sortBy: 'email' }, PATRONS_DEFAULT_SORT)).toEqual({ id: 'email', desc: true });
  });

  it('a header click writes the sort and goes back to page 1', () => {
    expect(sortPatchOf({ id: 'amount', desc: false })).toEqual({ sortBy: 'amount', sortOrder: 'asc', page: undefined });
  });
});

describe('the patron page’s address', () => {
  it('reads the guest’s e-mail and each table’s page', () => {
    expect(patronSearchParams.parse({ email: ' ada@example.com ', ordersPage: '3', activityPage: 'x' })).toEqual({
      email: 'ada@example.com',
      ordersPage: 3,
      activityPage: undefined,
    });
    expect(patronSearchParams.parse({ email: `${'a'.repeat(320)}@x.io` }).email).toBeUndefined();
  });

  it.each([
    [UUID, undefined, true],
    ['null', 'ada@example.com', true],
    ['null', undefined, false],
    ['ada', 'ada@example.com', false],
  ])('%s with %s names a patron: %s', (id, email, ok) => {
    expect(isPatronAddress(id, email)).toBe(ok);
  });
});
