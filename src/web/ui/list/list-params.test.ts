import { describe, expect, it } from 'vitest';
import { enumParam, searchParams } from '../../app/search-params.ts';
import {
  LIST_SEARCH_DEBOUNCE_MS,
  countLabel,
  listPageParam,
  listParams,
  listSearchParam,
  pagePatch,
  searchPatch,
  sortParams,
} from './list-params.ts';

describe('the search debounce', () => {
  it('is the spec’s 300 ms', () => {
    expect(LIST_SEARCH_DEBOUNCE_MS).toBe(300);
  });
});

describe('listPageParam', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    [3, 3],
    ['100000', 100_000],
    ['100001', undefined],
    ['0', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    ['2abc', undefined],
    ['', undefined],
    [' 2', undefined],
    [null, undefined],
    [['2'], undefined],
  ])('%j reads as %j', (raw, page) => {
    expect(listPageParam(raw)).toBe(page);
  });
});

describe('listSearchParam', () => {
  const search = listSearchParam(10);
  it.each([
    ['bach', 'bach'],
    ['  bach  ', 'bach'],
    ['   ', undefined],
    ['', undefined],
    ['abcdefghijklmno', 'abcdefghij'],
    ['abcdefghi  xyz', 'abcdefghi'],
    [42, undefined],
    [undefined, undefined],
  ])('%j reads as %j', (raw, value) => {
    expect(search(raw)).toBe(value);
  });
});

describe('a list route’s search params', () => {
  const parse = searchParams({
    ...listParams(100),
    ...sortParams(['startsAt', 'revenue'] as const),
    status: enumParam(['active', 'canceled']),
  }).parse;

  it.each([
    [{}, {}],
    [
      { page: '3', search: ' jazz ' },
      { page: 3, search: 'jazz' },
    ],
    [
      { page: '0', search: ' ' },
      { page: undefined, search: undefined },
    ],
    [
      { sortBy: 'revenue', sortOrder: 'desc' },
      { sortBy: 'revenue', sortOrder: 'desc' },
    ],
    [
      { sortBy: 'name', sortOrder: 'sideways' },
      { sortBy: undefined, sortOrder: undefined },
    ],
    [{ status: 'canceled' }, { status: 'canceled' }],
    [{ status: 'lost' }, { status: undefined }],
    // params the route does not declare are left to the parent routes
    [{ native: 'true', page: '2' }, { page: 2 }],
  ])('%j reads as %j', (raw, parsed) => {
    expect(parse(raw)).toEqual(parsed);
  });
});

describe('address patches', () => {
  it.each([
    ['jazz', { search: 'jazz', page: undefined }],
    ['  jazz night ', { search: 'jazz night', page: undefined }],
    ['   ', { search: undefined, page: undefined }],
    ['', { search: undefined, page: undefined }],
  ])('a search of %j goes back to page 1', (text, patch) => {
    expect(searchPatch(text)).toEqual(patch);
  });

  it.each([
    [1, undefined],
    [2, 2],
    [0, undefined],
  ])('page %d writes %j', (page, value) => {
    expect(pagePatch(page)).toEqual({ page: value });
  });
});

describe('countLabel', () => {
  it.each([
    [0, '0 tickets'],
    [1, '1 ticket'],
    [2, '2 tickets'],
    [1000, '1000 tickets'],
  ])('%d', (n, label) => {
    expect(countLabel(n, 'ticket', 'tickets')).toBe(label);
  });
});
