import { describe, expect, it } from 'vitest';
import { PAGER_NUMBERS, pageCount, pageWindow } from './pager.ts';

describe('pageCount', () => {
  it.each([
    // total, perPage, pages
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [250, 25, 10],
    [251, 25, 11],
    [5, 0, 1],
    [Number.NaN, 10, 1],
    [-3, 10, 1],
  ])('%d rows at %d a page: %d pages', (total, perPage, pages) => {
    expect(pageCount(total, perPage)).toBe(pages);
  });
});

describe('pageWindow', () => {
  it('shows at most three numbers (the spec)', () => {
    expect(PAGER_NUMBERS).toBe(3);
  });

  it.each([
    // page, pages, numbers shown
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 2, [1, 2]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3]],
    [2, 10, [1, 2, 3]],
    [3, 10, [2, 3, 4]],
    [5, 10, [4, 5, 6]],
    [9, 10, [8, 9, 10]],
    [10, 10, [8, 9, 10]],
    // out of range pages are clamped into 1..pages
    [0, 10, [1, 2, 3]],
    [-4, 10, [1, 2, 3]],
    [50, 10, [8, 9, 10]],
    [Number.NaN, 4, [1, 2, 3]],
    [1, 0, [1]],
  ])('page %d of %d shows %j', (page, pages, numbers) => {
    expect(pageWindow(page, pages)).toEqual(numbers);
  });

  it.each([
    [5, 10, 5, [3, 4, 5, 6, 7]],
    [5, 10, 1, [5]],
    [2, 10, 4, [1, 2, 3, 4]],
  ])('page %d of %d with %d numbers shows %j', (page, pages, shown, numbers) => {
    expect(pageWindow(page, pages, shown)).toEqual(numbers);
  });
});

describe('the events table pager (25 a page)', () => {
  it.each([
    [1, 0, [1]],
    [1, 25, [1]],
    [1, 26, [1, 2]],
    [1, 200, [1, 2, 3]],
    [5, 200, [4, 5, 6]],
    [8, 200, [6, 7, 8]],
    [99, 200, [6, 7, 8]],
  ])('page %d of %d rows -> %j', (page, total, pages) => expect(pageWindow(page, pageCount(total, 25))).toEqual(pages));
});
