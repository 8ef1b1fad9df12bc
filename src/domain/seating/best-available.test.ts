import { describe, expect, it } from 'vitest';
import { bestAvailable, chartFocus } from './best-available.ts';
import { area, chart, row, stage, table } from './chart.fixtures.ts';
import { layoutChart } from './layout.ts';
import type { ChartObject } from './types.ts';

// A stage at the top (centre 100, 20); rows A and B of ten seats below it, x = 10, 30 ... 190 (seat n at 20n - 10).
const STAGE = stage({ x: 0, y: 0, width: 200, height: 40 });
const rowA = (over: Partial<Parameters<typeof row>[0]> = {}) => row({ id: 'A', label: 'A', x: 10, y: 100, seats: 10, ...over });
const rowB = (over: Partial<Parameters<typeof row>[0]> = {}) => row({ id: 'B', label: 'B', x: 10, y: 130, seats: 10, ...over });

function pick(objects: ChartObject[], quantity: number, opts: { taken?: string[]; only?: string[]; categories?: string[] } = {}) {
  const doc = chart(objects);
  const seats = layoutChart(doc);
  const free = new Set(seats.map((s) => s.key).filter((k) => (opts.only ? opts.only.includes(k) : !opts.taken?.includes(k))));
  return bestAvailable(seats, free, opts.categories ?? ['std', 'vip'], quantity, chartFocus(doc));
}

describe('bestAvailable', () => {
  it.each<[string, ChartObject[], number, Parameters<typeof pick>[2], string[] | null]>([
    ['a pair: the middle of the front row', [STAGE, rowA(), rowB()], 2, {}, ['/A/5', '/A/6']],
    ['one seat: the nearer of the two middle seats, the first on a tie', [STAGE, rowA(), rowB()], 1, {}, ['/A/5']],
    ['three: two blocks tie on distance, the first in chart order wins', [STAGE, rowA(), rowB()], 3, {}, ['/A/4', '/A/5', '/A/6']],
    ['a taken seat breaks the block', [STAGE, rowA(), rowB()], 2, { taken: ['/A/5'] }, ['/A/6', '/A/7']],
    [
      'a whole row when the front one has a hole',
      [STAGE, rowA(), rowB()],
      10,
      { taken: ['/A/5'] },
      Array.from({ length: 10 }, (_, i) => `/B/${i + 1}`),
    ],
    [
      'three round taken seats: the nearest block, off centre or not',
      [STAGE, rowA(), rowB()],
      3,
      { taken: ['/A/4', '/A/7'] },
      ['/A/1', '/A/2', '/A/3'],
    ],
    ['only the categories asked for', [STAGE, rowA(), rowB({ categoryKey: 'vip' })], 2, { categories: ['vip'] }, ['/B/5', '/B/6']],
    [
      'two categories sold together',
      [STAGE, rowA({ overrides: [{ index: 5, categoryKey: 'vip' }] }), rowB()],
      2,
      { categories: ['std', 'vip'] },
      ['/A/5', '/A/6'],
    ],
    [
      'a seat of another category breaks the block',
      [STAGE, rowA({ overrides: [{ index: 5, categoryKey: 'vip' }] }), rowB()],
      2,
      { categories: ['std'] },
      ['/A/4', '/A/5'],
    ],
    [
      'a gap breaks the block',
      [STAGE, rowA({ seats: 3, x: 80, overrides: [{ index: 1, gap: true }] }), rowB({ seats: 2, x: 90 })],
      2,
      {},
      ['/B/1', '/B/2'],
    ],
    [
      'split over the nearest rows when no row has room',
      [STAGE, rowA(), rowB()],
      3,
      { only: ['/A/5', '/A/6', '/B/5', '/B/6'] },
      ['/A/5', '/A/6', '/B/5'],
    ],
    ['split within one row when its seats are apart', [STAGE, rowA(), rowB()], 2, { only: ['/A/1', '/A/10'] }, ['/A/1', '/A/10']],
    ['seats at a table are neighbours', [STAGE, table({ id: 'T', label: '1', x: 100, y: 200, seats: 6 })], 3, {}, ['/1/1', '/1/2', '/1/3']],
    ['not enough free seats', [STAGE, rowA(), rowB()], 3, { only: ['/A/1', '/B/1'] }, null],
    ['more than the chart has', [STAGE, rowA()], 11, {}, null],
    ['none of the category', [STAGE, rowA()], 1, { categories: ['vip'] }, null],
    ['nothing asked', [STAGE, rowA()], 0, {}, []],
  ])('%s', (_name, objects, quantity, opts, want) => {
    expect(pick(objects, quantity, opts)).toEqual(want);
  });

  it('without a focus, aims at the top centre of the seats', () => {
    const seats = layoutChart(chart([rowA(), rowB()]));
    expect(bestAvailable(seats, new Set(seats.map((s) => s.key)), ['std'], 2)).toEqual(['/A/5', '/A/6']);
  });

  it('treats seats without an index as neighbours when they follow each other', () => {
    const seats = layoutChart(chart([rowA({ seats: 3, overrides: [{ index: 1, gap: true }] })])).map(({ index: _index, ...s }) => s);
    expect(bestAvailable(seats, new Set(seats.map((s) => s.key)), ['std'], 2, { x: 0, y: 0 })).toEqual(['/A/1', '/A/2']);
  });

  it('looks at each seat once on a 20,000-seat chart', () => {
    const rows = Array.from({ length: 100 }, (_, r) => row({ id: `r${r}`, label: `R${r}`, x: 0, y: 100 + r * 25, seats: 200, spacing: 22 }));
    const doc = chart([stage({ x: 1000, y: 0, width: 2400, height: 60 }), ...rows]);
    const seats = layoutChart(doc);
    expect(seats).toHaveLength(20_000);
    // Every other seat of the first 50 rows is sold: the best block of 10 is in row 50, centred under the stage.
    const keys = new Set(seats.filter((s, i) => i >= 10_000 || s.index! % 2 === 1).map((s) => s.key));
    let lookups = 0;
    const free = { has: (key: string) => (lookups++, keys.has(key)) } as ReadonlySet<string>;
    const picked = bestAvailable(seats, free, ['std'], 10, chartFocus(doc));
    expect(picked).toEqual(Array.from({ length: 10 }, (_, i) => `/R50/${96 + i}`));
    expect(lookups).toBeLessThanOrEqual(20_000);
  });
});

describe('chartFocus', () => {
  it.each<[string, ChartObject[], { x: number; y: number }]>([
    ['the stage’s centre', [rowA(), stage({ x: 50, y: 300, width: 100, height: 40 })], { x: 100, y: 320 }],
    ['a turned stage turns about its corner', [stage({ x: 0, y: 0, width: 100, height: 40, rotation: 90 })], { x: -20, y: 50 }],
    ['the first stage when there are two', [stage({ id: 's1', x: 0, y: 0 }), stage({ id: 's2', x: 500, y: 500 })], { x: 100, y: 20 }],
    ['no stage: the top centre of the seats', [rowA(), rowB(), area({ x: -500, y: -500 })], { x: 100, y: 100 }],
    ['nothing at all', [], { x: 0, y: 0 }],
  ])('%s', (_name, objects, want) => {
    const focus = chartFocus(chart(objects));
    expect(focus.x).toBeCloseTo(want.x, 2);
    expect(focus.y).toBeCloseTo(want.y, 2);
  });
});
