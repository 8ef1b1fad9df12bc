import { describe, expect, it } from 'vitest';
import { areaKey, seatDisplay, seatKey } from './keys.ts';

describe('seatKey', () => {
  it.each([
    ['section, row and seat', ['Orchestra', 'A', '12'], 'Orchestra/A/12'],
    ['no section', ['', 'Table 4', '2'], '/Table 4/2'],
    ['a slash in a label is escaped', ['Stalls/Left', 'A', '1'], 'Stalls\\/Left/A/1'],
    ['a backslash in a label is escaped', ['a\\', 'b', 'c'], 'a\\\\/b/c'],
  ])('%s', (_name, [section, group, seat], want) => {
    expect(seatKey(section!, group!, seat!)).toBe(want);
  });

  it.each([
    [
      ['A/B', 'C', '1'],
      ['A', 'B/C', '1'],
    ],
    [
      ['A\\', 'B', '1'],
      ['A', '\\B', '1'],
    ],
    [
      ['', 'A', '1'],
      ['A', '', '1'],
    ],
  ])('keeps %j and %j apart', (one, other) => {
    expect(seatKey(one[0]!, one[1]!, one[2]!)).not.toBe(seatKey(other[0]!, other[1]!, other[2]!));
  });

  it('stays within 80 characters for the longest labels, still one key per seat', () => {
    const slashes = '/'.repeat(20);
    const keys = new Set([
      seatKey(slashes, slashes, slashes),
      seatKey(slashes, slashes, '\\'.repeat(20)),
      seatKey('x'.repeat(20), 'y'.repeat(20), 'z'.repeat(20)),
    ]);
    expect(keys.size).toBe(3);
    for (const key of keys) expect(key.length).toBeLessThanOrEqual(80);
    expect(seatKey(slashes, slashes, slashes)).toBe(seatKey(slashes, slashes, slashes));
  });
});

describe('areaKey', () => {
  it('is its label, apart from every seat key', () => {
    expect(areaKey('Floor')).toBe('area:Floor');
    expect(areaKey(' Floor ')).toBe('area:Floor');
    expect(areaKey('Floor')).not.toBe(seatKey('', 'area:Floor', ''));
  });
});

describe('seatDisplay', () => {
  it.each([
    ['a row in a section', { section: 'Orchestra', group: 'A', groupKind: 'row', seat: '12' }, 'Orchestra, Row A, Seat 12'],
    ['a table without a section', { section: '', group: '4', groupKind: 'table', seat: '2' }, 'Table 4, Seat 2'],
    ['a label that already says Table', { section: '', group: 'Table 4', groupKind: 'table', seat: '2' }, 'Table 4, Seat 2'],
    ['a label that already says row', { section: 'Balcony', group: 'row C', groupKind: 'row', seat: '1' }, 'Balcony, row C, Seat 1'],
    ['a row without a label', { section: 'Pit', group: '', groupKind: 'row', seat: '7' }, 'Pit, Seat 7'],
  ] as const)('%s', (_name, place, want) => {
    expect(seatDisplay(place)).toBe(want);
  });
});
