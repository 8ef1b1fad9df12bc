import { describe, expect, it } from 'vitest';
import { alphaLabel, seatLabels } from './numbering.ts';
import type { NumberingScheme } from './types.ts';

describe('seatLabels', () => {
  it.each<[string, NumberingScheme, number, boolean, number, string[]]>([
    ['numeric from 1', 'numeric', 1, false, 4, ['1', '2', '3', '4']],
    ['numeric from 0', 'numeric', 0, false, 3, ['0', '1', '2']],
    ['numeric from 101', 'numeric', 101, false, 2, ['101', '102']],
    ['numeric reversed', 'numeric', 1, true, 3, ['3', '2', '1']],
    ['odd from 1', 'odd', 1, false, 4, ['1', '3', '5', '7']],
    ['odd from an even start begins at the next odd', 'odd', 4, false, 3, ['5', '7', '9']],
    ['odd from 0', 'odd', 0, false, 2, ['1', '3']],
    ['odd reversed', 'odd', 1, true, 3, ['5', '3', '1']],
    ['even from 2', 'even', 2, false, 3, ['2', '4', '6']],
    ['even from 0', 'even', 0, false, 3, ['0', '2', '4']],
    ['even from an odd start begins at the next even', 'even', 1, false, 2, ['2', '4']],
    ['even reversed', 'even', 2, true, 4, ['8', '6', '4', '2']],
    ['alpha from 1 = A', 'alpha', 1, false, 3, ['A', 'B', 'C']],
    ['alpha from 0 starts at A too', 'alpha', 0, false, 2, ['A', 'B']],
    ['alpha past Z', 'alpha', 25, false, 5, ['Y', 'Z', 'AA', 'AB', 'AC']],
    ['alpha reversed', 'alpha', 1, true, 3, ['C', 'B', 'A']],
    ['no seats', 'numeric', 1, false, 0, []],
    ['one seat reversed', 'odd', 3, true, 1, ['3']],
  ])('%s', (_name, scheme, start, reversed, count, want) => {
    expect(seatLabels({ scheme, start, reversed }, count)).toEqual(want);
  });

  it('numbers the largest row without repeating a label', () => {
    for (const scheme of ['numeric', 'odd', 'even', 'alpha'] as const) {
      const labels = seatLabels({ scheme, start: 10_000, reversed: false }, 500);
      expect(new Set(labels).size).toBe(500);
      expect(Math.max(...labels.map((l) => l.length))).toBeLessThanOrEqual(20);
    }
  });
});

describe('alphaLabel', () => {
  it.each([
    [1, 'A'],
    [26, 'Z'],
    [27, 'AA'],
    [52, 'AZ'],
    [53, 'BA'],
    [702, 'ZZ'],
    [703, 'AAA'],
  ])('%i is %s', (n, want) => {
    expect(alphaLabel(n)).toBe(want);
  });
});
