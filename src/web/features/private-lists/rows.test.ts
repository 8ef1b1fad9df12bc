import { describe, expect, it } from 'vitest';
import { PRIVATE_LIST_LIMITS } from '../../../contracts/private-lists.messages.ts';
import { emailColumn } from './bulk-import.ts';
import { LIST_SEARCH_MAX, listIdSearchParams, listsSearchParams, membersSearchParams } from './list-search.ts';
import { listDateLabel, listsSort, listsSortPatch, membersCsv, sortLists } from './rows.ts';

describe('listDateLabel (dd MMM yyyy)', () => {
  it.each([
    ['2026-03-05T12:00:00.000Z', '05 Mar 2026'],
    ['2025-12-24T12:00:00.000Z', '24 Dec 2025'],
    ['not a date', ''],
    ['', ''],
  ])('%j: %j', (iso, label) => {
    expect(listDateLabel(iso)).toBe(label);
  });
});

const list = (id: string, name: string, userCount: number, createdAt: string) => ({ id, name, userCount, createdAt });
const lists = [
  list('a', 'VIP 10', 5, '2026-01-03T00:00:00Z'),
  list('b', 'vip 2', 12, '2026-01-01T00:00:00Z'),
  list('c', 'Émigrés', 0, '2026-01-02T00:00:00Z'),
  list('d', 'Backstage', 5, '2026-01-04T00:00:00Z'),
];

describe('sortLists', () => {
  it.each([
    ['name', false, ['d', 'c', 'b', 'a']],
    ['name', true, ['a', 'b', 'c', 'd']],
    // equal counts: the older list first
    ['userCount', false, ['c', 'a', 'd', 'b']],
    ['userCount', true, ['b', 'a', 'd', 'c']],
    ['createdAt', false, ['b', 'c', 'a', 'd']],
    ['createdAt', true, ['d', 'a', 'c', 'b']],
  ] as const)('by %s, descending %s', (id, desc, order) => {
    expect(sortLists(lists, { id, desc }).map((l) => l.id)).toEqual(order);
  });

  it('leaves the rows it was given in their order', () => {
    sortLists(lists, { id: 'name', desc: false });
    expect(lists.map((l) => l.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('the overview sort in the address', () => {
  it.each([
    [{}, { id: 'createdAt', desc: true }],
    [
      { sortBy: 'name' as const, sortOrder: 'asc' as const },
      { id: 'name', desc: false },
    ],
    [{ sortBy: 'userCount' as const }, { id: 'userCount', desc: true }],
  ])('%j reads as %j', (search, sort) => {
    expect(listsSort(search)).toEqual(sort);
  });

  it.each([
    [
      { id: 'name', desc: false },
      { sortBy: 'name', sortOrder: 'asc' },
    ],
    [
      { id: 'userCount', desc: true },
      { sortBy: 'userCount', sortOrder: 'desc' },
    ],
  ])('a header click on %j writes %j', (sort, patch) => {
    expect(listsSortPatch(sort)).toEqual(patch);
  });
});

describe('the lists pages’ search params', () => {
  it('reads as long a search as the API takes', () => {
    expect(LIST_SEARCH_MAX).toBe(PRIVATE_LIST_LIMITS.searchMax);
  });

  it.each([
    [
      { search: ' vip ', sortBy: 'userCount', sortOrder: 'asc' },
      { search: 'vip', sortBy: 'userCount', sortOrder: 'asc' },
    ],
    [
      { search: '  ', sortBy: 'owner', sortOrder: 'up' },
      { search: undefined, sortBy: undefined, sortOrder: undefined },
    ],
    [{ page: '2' }, {}],
  ])('overview %j reads as %j', (raw, parsed) => {
    expect(listsSearchParams.parse(raw)).toEqual(parsed);
  });

  it.each([
    [
      { search: 'ann', page: '3' },
      { search: 'ann', page: 3 },
    ],
    [{ page: '0' }, { page: undefined }],
  ])('members %j reads as %j', (raw, parsed) => {
    expect(membersSearchParams.parse(raw)).toEqual(parsed);
  });

  it.each([
    [{ listId: '0b6f7f4e-5d7c-4c1e-9a51-2f0f5d6b7a10' }, { listId: '0b6f7f4e-5d7c-4c1e-9a51-2f0f5d6b7a10' }],
    [{ listId: 'nope' }, { listId: undefined }],
    [{ listId: ['0b6f7f4e-5d7c-4c1e-9a51-2f0f5d6b7a10'] }, { listId: undefined }],
    [{}, {}],
  ])('the list id %j reads as %j', (raw, parsed) => {
    expect(listIdSearchParams.parse(raw)).toEqual(parsed);
  });
});

describe('membersCsv', () => {
  it.each([
    [[], '\uFEFFEmail\r\n'],
    [['a@x.com', 'b@x.com'], '\uFEFFEmail\r\na@x.com\r\nb@x.com\r\n'],
    // a formula-like cell is kept as text; a comma or a quote is quoted
    [['=cmd@x.com'], '\uFEFFEmail\r\n"\'=cmd@x.com"\r\n'],
    [['a,b@x.com', 'say"hi@x.com'], '\uFEFFEmail\r\n"a,b@x.com"\r\n"say""hi@x.com"\r\n'],
  ])('%j', (emails, csv) => {
    expect(membersCsv('Email', emails)).toBe(csv);
  });

  it('is read back by Bulk Import (header skipped)', () => {
    const emails = ['a@x.com', 'b,c@x.com', 'd@x.com'];
    expect(emailColumn(membersCsv('Email', emails))).toEqual({ cells: emails, header: 'Email' });
  });
});
