import { describe, expect, it } from 'vitest';
import { area, chart, row, table } from './chart.fixtures.ts';
import { chartCapacity, standingAreas } from './capacity.ts';

describe('standingAreas', () => {
  it('lists the areas with their keys, labels trimmed', () => {
    const doc = chart([
      row(),
      area({ id: 'a1', label: 'Floor ', capacity: 300, categoryKey: 'std' }),
      area({ id: 'a2', label: 'Bar', capacity: 40, categoryKey: null }),
    ]);
    expect(standingAreas(doc)).toEqual([
      { key: 'area:Floor', label: 'Floor', categoryKey: 'std', capacity: 300, objectId: 'a1' },
      { key: 'area:Bar', label: 'Bar', categoryKey: null, capacity: 40, objectId: 'a2' },
    ]);
  });
});

describe('chartCapacity', () => {
  it.each([
    [
      'an empty chart lists its categories at 0',
      chart([]),
      [
        { categoryKey: 'std', seats: 0, standing: 0 },
        { categoryKey: 'vip', seats: 0, standing: 0 },
      ],
    ],
    [
      'seats and standing per category, overrides and gaps counted',
      chart([
        row({
          id: 'r1',
          seats: 10,
          overrides: [
            { index: 0, categoryKey: 'vip' },
            { index: 1, gap: true },
          ],
        }),
        table({ id: 't1', label: '2', seats: 6, categoryKey: 'vip' }),
        area({ id: 'a1', capacity: 200, categoryKey: 'std' }),
        area({ id: 'a2', label: 'Balcony', capacity: 50, categoryKey: 'std' }),
      ]),
      [
        { categoryKey: 'std', seats: 8, standing: 250 },
        { categoryKey: 'vip', seats: 7, standing: 0 },
      ],
    ],
    [
      'seats without a category or of an unknown one sell nothing',
      chart([row({ seats: 4, categoryKey: null }), row({ id: 'r2', label: 'B', categoryKey: 'gold' }), area({ categoryKey: null })]),
      [
        { categoryKey: 'std', seats: 0, standing: 0 },
        { categoryKey: 'vip', seats: 0, standing: 0 },
      ],
    ],
  ])('%s', (_name, doc, want) => {
    expect(chartCapacity(doc)).toEqual(want);
  });
});
