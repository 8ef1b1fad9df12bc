import { describe, expect, it } from 'vitest';
import { row, table } from './chart.fixtures.ts';
import { TABLE_SEAT_MARGIN, layoutChart, layoutObject } from './layout.ts';
import { area, chart, stage } from './chart.fixtures.ts';
import type { ChartObject } from './types.ts';

const points = (object: ChartObject) => layoutObject(object).map((s) => [s.x, s.y]);

// Positions are rounded to three decimals (layout.ts): compare to two.
function expectPoints(actual: number[][], want: number[][]) {
  expect(actual).toHaveLength(want.length);
  actual.forEach(([x, y], i) => {
    expect(x).toBeCloseTo(want[i]![0]!, 2);
    expect(y).toBeCloseTo(want[i]![1]!, 2);
  });
}

const d = 50 + TABLE_SEAT_MARGIN;

describe('layoutObject: positions', () => {
  it.each<[string, ChartObject, number[][]]>([
    [
      'a straight row along x',
      row({ x: 10, y: 20, seats: 3, spacing: 20 }),
      [
        [10, 20],
        [30, 20],
        [50, 20],
      ],
    ],
    [
      'a 3-seat row rotated 90° runs down',
      row({ x: 100, y: 50, rotation: 90, seats: 3, spacing: 20 }),
      [
        [100, 50],
        [100, 70],
        [100, 90],
      ],
    ],
    [
      'a row rotated 180° runs left',
      row({ x: 0, y: 0, rotation: 180, seats: 2, spacing: 30 }),
      [
        [0, 0],
        [-30, 0],
      ],
    ],
    ['a one-seat row ignores its curve', row({ x: 5, y: 5, seats: 1, curve: 1 }), [[5, 5]]],
    [
      'a half circle (curve 1) bows up',
      row({ seats: 3, spacing: 50, curve: 1 }),
      [
        [0, 0],
        [50, -50],
        [100, 0],
      ],
    ],
    [
      'curve -1 bows down',
      row({ seats: 3, spacing: 50, curve: -1 }),
      [
        [0, 0],
        [50, 50],
        [100, 0],
      ],
    ],
    [
      'a half circle of 5: seats evenly on the arc',
      row({ seats: 5, spacing: 25, curve: 1 }),
      [
        [0, 0],
        [50 - 50 * Math.SQRT1_2, -50 * Math.SQRT1_2],
        [50, -50],
        [50 + 50 * Math.SQRT1_2, -50 * Math.SQRT1_2],
        [100, 0],
      ],
    ],
    [
      'a curved row rotated 90° bows to the right',
      row({ seats: 3, spacing: 50, curve: 1, rotation: 90 }),
      [
        [0, 0],
        [50, 50],
        [0, 100],
      ],
    ],
    [
      'a round table of 4: top, right, bottom, left',
      table({ seats: 4, width: 100 }),
      [
        [0, -d],
        [d, 0],
        [0, d],
        [-d, 0],
      ],
    ],
    [
      'a round table rotated 90° starts on the right',
      table({ seats: 2, width: 100, rotation: 90 }),
      [
        [d, 0],
        [-d, 0],
      ],
    ],
    [
      'a 120×60 rectangular table of 6: two on the long sides, one at each end, clockwise from the top left',
      table({ shape: 'rectangle', seats: 6, width: 120, height: 60 }),
      [
        [-30, -30 - TABLE_SEAT_MARGIN],
        [30, -30 - TABLE_SEAT_MARGIN],
        [60 + TABLE_SEAT_MARGIN, 0],
        [30, 30 + TABLE_SEAT_MARGIN],
        [-30, 30 + TABLE_SEAT_MARGIN],
        [-60 - TABLE_SEAT_MARGIN, 0],
      ],
    ],
    [
      'two seats at a long table face each other',
      table({ shape: 'rectangle', seats: 2, width: 120, height: 60, x: 100, y: 100 }),
      [
        [100, 100 - 30 - TABLE_SEAT_MARGIN],
        [100, 100 + 30 + TABLE_SEAT_MARGIN],
      ],
    ],
    [
      'a square table of 4: one per side',
      table({ shape: 'rectangle', seats: 4, width: 80, height: 80 }),
      [
        [0, -40 - TABLE_SEAT_MARGIN],
        [40 + TABLE_SEAT_MARGIN, 0],
        [0, 40 + TABLE_SEAT_MARGIN],
        [-40 - TABLE_SEAT_MARGIN, 0],
      ],
    ],
    [
      'a gap keeps its place',
      row({ seats: 4, spacing: 10, overrides: [{ index: 1, gap: true }] }),
      [
        [0, 0],
        [20, 0],
        [30, 0],
      ],
    ],
  ])('%s', (_name, object, want) => {
    expectPoints(points(object), want);
  });

  it('keeps the curved row evenly spaced along its arc, at least `spacing` apart', () => {
    for (const curve of [0.2, 0.5, -0.8]) {
      const seats = layoutObject(row({ seats: 9, spacing: 20, curve }));
      const steps = seats.slice(1).map((s, i) => Math.hypot(s.x - seats[i]!.x, s.y - seats[i]!.y));
      for (const step of steps) {
        expect(step).toBeCloseTo(steps[0]!, 2);
        expect(step).toBeGreaterThanOrEqual(20 - 0.01);
      }
      expect(seats.at(-1)!.x).toBeCloseTo(160, 2);
      expect(seats.at(-1)!.y).toBeCloseTo(0, 2);
    }
  });
});

describe('layoutObject: labels, keys and categories', () => {
  it('numbers the seats of a row, skipping gaps, with keys from the labels', () => {
    const seats = layoutObject(
      row({
        id: 'r',
        section: 'Orchestra',
        label: 'B',
        seats: 5,
        overrides: [
          { index: 2, gap: true },
          { index: 4, categoryKey: 'vip' },
        ],
      }),
    );
    expect(seats.map((s) => [s.seat, s.key, s.categoryKey, s.index])).toEqual([
      ['1', 'Orchestra/B/1', 'std', 0],
      ['2', 'Orchestra/B/2', 'std', 1],
      ['3', 'Orchestra/B/3', 'std', 3],
      ['4', 'Orchestra/B/4', 'vip', 4],
    ]);
    expect(seats[0]).toMatchObject({ section: 'Orchestra', group: 'B', groupKind: 'row', objectId: 'r' });
  });

  it('numbers a reversed row from the right', () => {
    expect(layoutObject(row({ seats: 3, numbering: { scheme: 'odd', start: 1, reversed: true } })).map((s) => s.seat)).toEqual(['5', '3', '1']);
  });

  it('numbers a reversed table counter-clockwise from the top', () => {
    expect(layoutObject(table({ seats: 4, numbering: { scheme: 'numeric', start: 1, reversed: true } })).map((s) => s.seat)).toEqual([
      '1',
      '4',
      '3',
      '2',
    ]);
  });

  it('lets an override take a seat out of any category, or an unset one take the row’s', () => {
    const seats = layoutObject(
      row({ seats: 3, categoryKey: null, overrides: [{ index: 0, categoryKey: 'vip' }, { index: 1, categoryKey: null }, { index: 2 }] }),
    );
    expect(seats.map((s) => s.categoryKey)).toEqual(['vip', null, null]);
  });

  it('ignores overrides past the end of the row', () => {
    expect(layoutObject(row({ seats: 2, overrides: [{ index: 7, gap: true }] }))).toHaveLength(2);
  });

  it('has no seats for areas, shapes and texts', () => {
    expect(layoutObject(area())).toEqual([]);
    expect(layoutObject(stage())).toEqual([]);
    expect(layoutObject({ type: 'text', id: 't', x: 0, y: 0, rotation: 0, text: 'Exit', size: 12 })).toEqual([]);
  });
});

describe('layoutChart', () => {
  it('lays out every row and table in document order', () => {
    const doc = chart([stage(), row({ id: 'r1', label: 'A', seats: 2 }), area(), table({ id: 't1', label: '5', seats: 3 })]);
    expect(layoutChart(doc).map((s) => s.key)).toEqual(['/A/1', '/A/2', '/5/1', '/5/2', '/5/3']);
  });
});
