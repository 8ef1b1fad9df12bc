import { expect, it } from 'vitest';
import { byteRangeOf } from './byte-range.ts';

it.each([
  [undefined, 1000, 'all'],
  ['', 1000, 'all'],
  ['bytes=0-99', 1000, { start: 0, end: 99 }],
  ['bytes=500-', 1000, { start: 500, end: 999 }],
  ['bytes=900-5000', 1000, { start: 900, end: 999 }],
  ['bytes=-100', 1000, { start: 900, end: 999 }],
  ['bytes=-5000', 1000, { start: 0, end: 999 }],
  ['bytes=999-999', 1000, { start: 999, end: 999 }],
  ['bytes=1000-', 1000, 'unsatisfiable'],
  ['bytes=5000-6000', 1000, 'unsatisfiable'],
  ['bytes=-0', 1000, 'unsatisfiable'],
  ['bytes=0-', 0, 'unsatisfiable'],
  ['bytes=-10', 0, 'unsatisfiable'],
  ['bytes=99999999999999999999-', 1000, 'unsatisfiable'],
  ['bytes=100-50', 1000, 'all'],
  ['bytes=0-1,5-6', 1000, 'all'],
  ['bytes=-', 1000, 'all'],
  ['items=0-10', 1000, 'all'],
  ['bytes=a-b', 1000, 'all'],
])('Range %j of a %i-byte file: %j', (header, size, expected) => {
  expect(byteRangeOf(header, size)).toEqual(expected);
});
