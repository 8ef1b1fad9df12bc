import { describe, expect, it } from 'vitest';
import { barLayout, chartSeries, MAX_DAILY_SPAN } from './chart-series.ts';

describe('chartSeries', () => {
  it('fills the quiet days between sales so the bars read as a timeline', () => {
    expect(
      chartSeries([
        { date: '2026-10-30', tickets: 2, grossSales: 3000 },
        { date: '2026-11-02', tickets: 1, grossSales: 1500 },
      ]),
    ).toEqual([
      { key: '2026-10-30', label: 'Oct 30, 2026', tickets: 2, grossSales: 3000 },
      { key: '2026-10-31', label: 'Oct 31, 2026', tickets: 0, grossSales: 0 },
      { key: '2026-11-01', label: 'Nov 1, 2026', tickets: 0, grossSales: 0 },
      { key: '2026-11-02', label: 'Nov 2, 2026', tickets: 1, grossSales: 1500 },
    ]);
  });

  it('keeps money unknown (null) for counts-only access, and has nothing for no sales', () => {
    expect(chartSeries([{ date: '2026-03-29', tickets: 4, grossSales: null }])).toEqual([
      { key: '2026-03-29', label: 'Mar 29, 2026', tickets: 4, grossSales: null },
    ]);
    expect(chartSeries([])).toEqual([]);
  });

  it(`has a bar per month over more than ${MAX_DAILY_SPAN} days`, () => {
    const series = chartSeries([
      { date: '2026-01-31', tickets: 1, grossSales: 100 },
      { date: '2026-02-01', tickets: 2, grossSales: 200 },
      { date: '2026-05-15', tickets: 3, grossSales: 300 },
    ]);
    expect(series.map((p) => [p.key, p.label, p.tickets, p.grossSales])).toEqual([
      ['2026-01', 'Jan 2026', 1, 100],
      ['2026-02', 'Feb 2026', 2, 200],
      ['2026-03', 'Mar 2026', 0, 0],
      ['2026-04', 'Apr 2026', 0, 0],
      ['2026-05', 'May 2026', 3, 300],
    ]);
  });
});

describe('barLayout', () => {
  it('gives equal slots with gaps and heights in proportion to the largest', () => {
    expect(barLayout([4, 2, 0], 300, 100)).toEqual([
      { x: 10, y: 0, width: 80, height: 100 },
      { x: 110, y: 50, width: 80, height: 50 },
      { x: 210, y: 100, width: 80, height: 0 },
    ]);
  });

  it('shows a small value at least 2 high, one bar across the box, and nothing when all are 0', () => {
    expect(barLayout([1000, 1], 200, 100)[1]).toMatchObject({ height: 2, y: 98 });
    expect(barLayout([5], 600, 160)).toEqual([{ x: 0, y: 0, width: 600, height: 160 }]);
    expect(barLayout([0, 0], 100, 50).every((b) => b.height === 0)).toBe(true);
    expect(barLayout([], 100, 50)).toEqual([]);
  });
});
