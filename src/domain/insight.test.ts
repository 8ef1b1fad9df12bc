import { describe, expect, it } from 'vitest';
import { addDays, conversionRates, pickRange, rangeSources, trafficRange, trafficReport, type TrafficRow } from './insight.ts';

describe('trafficRange', () => {
  it.each([
    [{}, { from: '2026-10-31', to: '2026-11-29' }],
    [{ to: '2026-11-10' }, { from: '2026-10-12', to: '2026-11-10' }],
    [{ from: '2026-11-20' }, { from: '2026-11-20', to: '2026-11-29' }],
    [{ from: '2026-12-05' }, { from: '2026-12-05', to: '2026-12-05' }],
    [
      { from: '2026-11-01', to: '2026-11-01' },
      { from: '2026-11-01', to: '2026-11-01' },
    ],
    [
      { from: '2025-11-29', to: '2026-11-29' },
      { from: '2025-11-29', to: '2026-11-29' },
    ],
    [{ from: '2025-11-28', to: '2026-11-29' }, 'tooLong'],
    [{ from: '2026-11-02', to: '2026-11-01' }, 'fromAfterTo'],
  ] as const)('%j -> %j', (asked, expected) => {
    expect(trafficRange(asked, '2026-11-29')).toEqual(expected);
  });
});

describe('rangeSources', () => {
  const today = '2026-11-29';
  it.each([
    ['2026-11-01', '2026-11-29', { from: '2026-11-01', to: '2026-11-26' }, { from: '2026-11-27', to: '2026-11-29' }],
    ['2026-11-01', '2026-11-20', { from: '2026-11-01', to: '2026-11-20' }, null],
    ['2026-11-28', '2026-11-29', null, { from: '2026-11-28', to: '2026-11-29' }],
    ['2026-11-26', '2026-11-27', { from: '2026-11-26', to: '2026-11-26' }, { from: '2026-11-27', to: '2026-11-27' }],
    ['2026-12-01', '2026-12-03', null, { from: '2026-12-01', to: '2026-12-03' }],
  ])('%s..%s: rollups %j, raw %j', (from, to, rollups, raw) => {
    expect(rangeSources(from, to, today)).toEqual({ rollups, raw });
  });
});

describe('trafficReport', () => {
  const rows: TrafficRow[] = [
    { day: '2026-11-01', metric: 'views', dimension: '', value: 12 },
    { day: '2026-11-01', metric: 'visitors', dimension: '', value: 8 },
    { day: '2026-11-01', metric: 'event_viewed', dimension: '', value: 8 },
    { day: '2026-11-01', metric: 'tickets_selected', dimension: '', value: 4 },
    { day: '2026-11-01', metric: 'checkout_started', dimension: '', value: 3 },
    { day: '2026-11-01', metric: 'order_completed', dimension: '', value: 2 },
    { day: '2026-11-03', metric: 'visitors', dimension: '', value: 2 },
    { day: '2026-11-03', metric: 'order_completed', dimension: '', value: 1 },
    { day: '2026-11-01', metric: 'visitors', dimension: 'referrer:news.example', value: 5 },
    { day: '2026-11-03', metric: 'visitors', dimension: 'referrer:news.example', value: 1 },
    { day: '2026-11-01', metric: 'order_completed', dimension: 'referrer:news.example', value: 2 },
    { day: '2026-11-01', metric: 'visitors', dimension: 'referrer:blog.example', value: 3 },
    { day: '2026-11-01', metric: 'views', dimension: 'device:mobile', value: 9 },
    { day: '2026-11-01', metric: 'visitors', dimension: 'device:mobile', value: 6 },
    { day: '2026-11-01', metric: 'visitors', dimension: 'utm:news/email/autumn', value: 2 },
    { day: '2026-11-01', metric: 'views', dimension: 'promoter:ada', value: 4 },
    { day: '2026-11-01', metric: 'order_completed', dimension: 'promoter:ada', value: 1 },
    // A funnel step by dimension is not a column of the tables; out-of-range days and unknown metrics are ignored.
    { day: '2026-11-01', metric: 'checkout_started', dimension: 'device:mobile', value: 2 },
    { day: '2026-10-31', metric: 'views', dimension: '', value: 99 },
    { day: '2026-11-01', metric: 'page_view', dimension: '', value: 99 },
  ];
  const report = trafficReport(rows, '2026-11-01', '2026-11-03');

  it('fills every day of the range and sums the totals', () => {
    expect(report.days.map((d) => d.day)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(report.days[1]).toEqual({ day: '2026-11-02', views: 0, visitors: 0, viewed: 0, selected: 0, checkout: 0, paid: 0 });
    expect(report.totals).toEqual({ views: 12, visitors: 10, viewed: 8, selected: 4, checkout: 3, paid: 3 });
  });

  it('ranks each dimension by visitors, with views and sales', () => {
    expect(report.referrers).toEqual([
      { key: 'news.example', views: 0, visitors: 6, paid: 2 },
      { key: 'blog.example', views: 0, visitors: 3, paid: 0 },
    ]);
    expect(report.devices).toEqual([{ key: 'mobile', views: 9, visitors: 6, paid: 0 }]);
    expect(report.campaigns).toEqual([{ key: 'news/email/autumn', views: 0, visitors: 2, paid: 0 }]);
    expect(report.promoters).toEqual([{ key: 'ada', views: 4, visitors: 0, paid: 1 }]);
  });

  it('keeps the top 10 of a dimension', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ day: '2026-11-01', metric: 'visitors', dimension: `device:d${i}`, value: i }));
    const devices = trafficReport(many, '2026-11-01', '2026-11-01').devices;
    expect(devices).toHaveLength(10);
    expect(devices[0]!.key).toBe('d11');
  });
});

describe('conversionRates', () => {
  it.each([
    [
      { viewed: 200, selected: 50, checkout: 20, paid: 15 },
      { viewed: 100, selected: 25, checkout: 40, paid: 75 },
    ],
    [
      { viewed: 0, selected: 0, checkout: 0, paid: 0 },
      { viewed: null, selected: null, checkout: null, paid: null },
    ],
    [
      { viewed: 3, selected: 0, checkout: 0, paid: 0 },
      { viewed: 100, selected: 0, checkout: null, paid: null },
    ],
  ])('%j -> %j', (funnel, expected) => {
    expect(conversionRates(funnel)).toEqual(expected);
  });
});

describe('addDays', () => {
  it('crosses months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('pickRange', () => {
  const shown = { from: '2026-11-01', to: '2026-11-29' };
  it.each([
    ['from', '2026-11-10', { from: '2026-11-10', to: '2026-11-29' }],
    ['from', '2026-12-05', { from: '2026-12-05', to: '2026-12-05' }],
    ['from', '2024-01-01', { from: '2024-01-01', to: '2024-12-31' }],
    ['to', '2026-11-20', { from: '2026-11-01', to: '2026-11-20' }],
    ['to', '2026-10-01', { from: '2026-10-01', to: '2026-10-01' }],
    ['to', '2028-01-01', { from: '2027-01-01', to: '2028-01-01' }],
    ['from', '', { to: '2026-11-29' }],
    ['to', '', { from: '2026-11-01' }],
  ] as const)('%s = %j -> %j', (end, day, expected) => {
    expect(pickRange(shown, end, day)).toEqual(expected);
  });
});
