import { describe, expect, it } from 'vitest';
import { pageParam } from './params.ts';

describe('pageParam', () => {
  it.each([
    ['2', 2],
    [3, 3],
    ['1', 1],
    ['0', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    ['abc', undefined],
    ['', undefined],
    ['1000000', undefined],
    [undefined, undefined],
  ])('%j -> %j', (raw, expected) => {
    expect(pageParam(raw)).toBe(expected);
  });
});
