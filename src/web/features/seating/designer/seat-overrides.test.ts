import { describe, expect, it } from 'vitest';
import type { ChartDocument, ChartObject, ChartRow, ChartTable } from '../../../../contracts/seating.ts';
import { chartCapacity, validateChart } from '../../../../domain/seating/index.ts';
import { clearSeat, seatSpots, setSeatCategory, setSeatGap } from './seat-overrides.ts';

const row = (over: Partial<ChartRow> = {}): ChartRow => ({
  type: 'row',
  id: 'r',
  x: 0,
  y: 0,
  rotation: 0,
  section: '',
  label: 'A',
  numbering: { scheme: 'numeric', start: 1, reversed: false },
  categoryKey: 'c1',
  overrides: [],
  seats: 5,
  spacing: 20,
  curve: 0,
  ...over,
});
const table = (over: Partial<ChartTable> = {}): ChartTable => ({
  type: 'table',
  id: 't',
  x: 0,
  y: 0,
  rotation: 0,
  section: '',
  label: '1',
  numbering: { scheme: 'numeric', start: 1, reversed: false },
  categoryKey: 'c1',
  overrides: [],
  shape: 'round',
  width: 60,
  height: 60,
  seats: 4,
  ...over,
});
const CATEGORIES = [
  { key: 'c1', name: 'Stalls', color: '#1c7ed6' },
  { key: 'c2', name: 'Box', color: '#e8590c' },
];
const doc = (...objects: ChartObject[]): ChartDocument => ({ version: 1, categories: CATEGORIES, objects });
const overridesOf = (d: ChartDocument) => {
  const o = d.objects[0]!;
  return o.type === 'row' || o.type === 'table' ? o.overrides : null;
};

describe('seatSpots', () => {
  it('lists every position, gaps included, with the labels running on across a gap', () => {
    const spots = seatSpots(
      row({
        overrides: [
          { index: 1, gap: true },
          { index: 3, categoryKey: 'c2' },
        ],
      }),
    );
    expect(spots.map((s) => [s.index, s.label, s.gap, s.categoryKey, s.overridden])).toEqual([
      [0, '1', false, 'c1', false],
      [1, null, true, null, true],
      [2, '2', false, 'c1', false],
      [3, '3', false, 'c2', true],
      [4, '4', false, 'c1', false],
    ]);
    expect(spots.map((s) => s.x)).toEqual([0, 20, 40, 60, 80]);
  });

  it('a table: its positions clockwise from the top', () => {
    const spots = seatSpots(table({ overrides: [{ index: 2, gap: true }] }));
    expect(spots.map((s) => s.label)).toEqual(['1', '2', null, '3']);
    expect(spots[0]!.y).toBeLessThan(0);
  });
});

describe('seat overrides', () => {
  it.each([
    { name: 'another category', edit: (d: ChartDocument) => setSeatCategory(d, 'r', 2, 'c2'), want: [{ index: 2, categoryKey: 'c2' }] },
    { name: 'no category', edit: (d: ChartDocument) => setSeatCategory(d, 'r', 2, null), want: [{ index: 2, categoryKey: null }] },
    {
      name: "the row's category again drops the override",
      edit: (d: ChartDocument) => setSeatCategory(setSeatCategory(d, 'r', 2, 'c2'), 'r', 2, undefined),
      want: [],
    },
    { name: 'a gap', edit: (d: ChartDocument) => setSeatGap(d, 'r', 4, true), want: [{ index: 4, gap: true }] },
    {
      name: 'a gap keeps the category it had',
      edit: (d: ChartDocument) => setSeatGap(setSeatCategory(d, 'r', 1, 'c2'), 'r', 1, true),
      want: [{ index: 1, categoryKey: 'c2', gap: true }],
    },
    { name: 'a gap filled again', edit: (d: ChartDocument) => setSeatGap(setSeatGap(d, 'r', 1, true), 'r', 1, false), want: [] },
    { name: 'clearing a seat', edit: (d: ChartDocument) => clearSeat(setSeatGap(setSeatCategory(d, 'r', 1, 'c2'), 'r', 1, true), 'r', 1), want: [] },
    {
      name: 'one override per seat, in seat order',
      edit: (d: ChartDocument) => setSeatCategory(setSeatGap(setSeatCategory(d, 'r', 3, 'c2'), 'r', 0, true), 'r', 3, null),
      want: [
        { index: 0, gap: true },
        { index: 3, categoryKey: null },
      ],
    },
    { name: 'a position past the end is ignored', edit: (d: ChartDocument) => setSeatGap(d, 'r', 5, true), want: [] },
  ])('$name', ({ edit, want }) => {
    expect(overridesOf(edit(doc(row())))).toEqual(want);
  });

  it('merges older duplicate entries of one position (the last one won)', () => {
    const d = doc(
      row({
        overrides: [
          { index: 1, gap: true },
          { index: 1, categoryKey: 'c2' },
        ],
      }),
    );
    expect(overridesOf(setSeatCategory(d, 'r', 1, null))).toEqual([{ index: 1, categoryKey: null }]);
  });

  it('a table takes overrides too', () => {
    expect(overridesOf(setSeatGap(doc(table()), 't', 1, true))).toEqual([{ index: 1, gap: true }]);
  });

  it('other objects and unknown ids are left as they were', () => {
    const d = doc(row(), table());
    const next = setSeatGap(d, 't', 0, true);
    expect(next.objects[0]).toBe(d.objects[0]);
    expect(setSeatGap(d, 'nope', 0, true)).toBe(d);
  });

  it('the checks and the capacity follow: a gap counts nowhere, a seat of no category is reported', () => {
    const d = setSeatCategory(setSeatGap(setSeatCategory(doc(row()), 'r', 0, 'c2'), 'r', 1, true), 'r', 2, null);
    expect(chartCapacity(d)).toEqual([
      { categoryKey: 'c1', seats: 2, standing: 0 },
      { categoryKey: 'c2', seats: 1, standing: 0 },
    ]);
    expect(validateChart(d).map((i) => i.kind)).toEqual(['noCategory']);
  });
});
