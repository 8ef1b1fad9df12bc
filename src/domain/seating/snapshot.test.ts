import { describe, expect, it } from 'vitest';
import { area, chart, row, table } from './chart.fixtures.ts';
import type { SnapshotChange } from './snapshot.ts';
import { snapshotChanges } from './snapshot.ts';
import type { ChartDocument } from './types.ts';

const BEFORE = chart([row({ id: 'r1', label: 'A', seats: 4 }), table({ id: 't1', label: '5', seats: 4 }), area({ id: 'a1', label: 'Floor' })]);

describe('snapshotChanges', () => {
  it.each<[string, ChartDocument, string[], SnapshotChange[]]>([
    ['the same chart', BEFORE, ['/A/1', '/5/2', 'area:Floor'], []],
    ['nothing taken: anything may change', chart([]), [], []],
    [
      'moved and turned seats keep their keys',
      chart([row({ id: 'r1', label: 'A', seats: 4, x: 300, rotation: 30, curve: 0.4 }), table({ id: 't1', label: '5', seats: 4, y: 90 }), area()]),
      ['/A/1', '/A/4', '/5/1'],
      [],
    ],
    [
      'a free seat removed is fine',
      chart([row({ id: 'r1', label: 'A', seats: 2 }), table({ id: 't1', label: '5', seats: 4 }), area()]),
      ['/A/1', '/A/2'],
      [],
    ],
    [
      'a taken seat removed by a shorter row',
      chart([row({ id: 'r1', label: 'A', seats: 2 }), table({ id: 't1', label: '5', seats: 4 }), area()]),
      ['/A/1', '/A/3', '/A/4'],
      [
        { key: '/A/3', change: 'removed' },
        { key: '/A/4', change: 'removed' },
      ],
    ],
    [
      'a reversed numbering keeps every label: nothing taken is lost',
      chart([
        row({ id: 'r1', label: 'A', seats: 4, numbering: { scheme: 'numeric', start: 1, reversed: true } }),
        table({ id: 't1', label: '5', seats: 4 }),
        area(),
      ]),
      ['/A/1'],
      [],
    ],
    [
      'a relabelled row takes its sold seats away',
      chart([row({ id: 'r1', label: 'AA', seats: 4 }), table({ id: 't1', label: '5', seats: 4 }), area()]),
      ['/A/2'],
      [{ key: '/A/2', change: 'removed' }],
    ],
    [
      'a gap added: the numbers run on, so every label stays',
      chart([row({ id: 'r1', label: 'A', seats: 5, overrides: [{ index: 1, gap: true }] }), table({ id: 't1', label: '5', seats: 4 }), area()]),
      ['/A/2', '/A/4'],
      [],
    ],
    [
      'a taken seat moved to another category',
      chart([
        row({ id: 'r1', label: 'A', seats: 4, overrides: [{ index: 0, categoryKey: 'vip' }] }),
        table({ id: 't1', label: '5', seats: 4, categoryKey: 'vip' }),
        area(),
      ]),
      ['/A/1', '/A/2', '/5/1'],
      [
        { key: '/5/1', change: 'recategorised' },
        { key: '/A/1', change: 'recategorised' },
      ],
    ],
    [
      'a taken seat left without a category',
      chart([row({ id: 'r1', label: 'A', seats: 4, categoryKey: null }), table({ id: 't1', label: '5', seats: 4 }), area()]),
      ['/A/3'],
      [{ key: '/A/3', change: 'recategorised' }],
    ],
    [
      'a sold standing area renamed is removed',
      chart([row({ id: 'r1', label: 'A', seats: 4 }), table({ id: 't1', label: '5', seats: 4 }), area({ label: 'Bar', categoryKey: 'vip' })]),
      ['area:Floor'],
      [{ key: 'area:Floor', change: 'removed' }],
    ],
    [
      'a standing area recategorised',
      chart([row({ id: 'r1', label: 'A', seats: 4 }), table({ id: 't1', label: '5', seats: 4 }), area({ categoryKey: 'vip' })]),
      ['area:Floor'],
      [{ key: 'area:Floor', change: 'recategorised' }],
    ],
    ['a taken key the chart never had, and still lacks', BEFORE, ['/Z/9'], [{ key: '/Z/9', change: 'removed' }]],
  ])('%s', (_name, after, taken, want) => {
    expect(snapshotChanges(BEFORE, after, new Set(taken))).toEqual(want);
  });
});
