import { describe, expect, it } from 'vitest';
import {
  addFigures,
  defaultRevenueOrder,
  isTimeDimension,
  netOf,
  NO_REVENUE,
  orderFigures,
  reportStatus,
  signedFee,
  sortRevenueRows,
  timeKey,
  timeLabel,
  type OrderMoney,
} from './reporting.ts';

const money = (total: number, refundedAmount = 0, providerFee = 0, feeTotal = 0): OrderMoney => ({ total, refundedAmount, providerFee, feeTotal });

describe('netOf: gross − refunds − provider fee − Ovation fee', () => {
  it.each([
    ['a paid order', money(2669, 0, 107, 169), 2393],
    ['partly refunded (fees are kept)', money(2669, 1250, 107, 169), 1143],
    ['wholly refunded: the fees are a loss', money(2669, 2669, 107, 169), -276],
    ['cash: no provider fee', money(5000, 0, 0, 0), 5000],
    ['free', money(0), 0],
  ])('%s', (_, order, net) => {
    expect(netOf(order)).toBe(net);
  });
});

describe('orderFigures: what an order adds to each revenue column', () => {
  it.each([
    ['card', 2669, { onlineSales: 2669, terminalSales: 0, cashSales: 0 }],
    ['express', 1500, { onlineSales: 1500, terminalSales: 0, cashSales: 0 }],
    ['terminal', 2000, { onlineSales: 0, terminalSales: 2000, cashSales: 0 }],
    ['cash', 5000, { onlineSales: 0, terminalSales: 0, cashSales: 5000 }],
    ['free', 0, { onlineSales: 0, terminalSales: 0, cashSales: 0 }],
  ])('%s', (paymentMethod, total, split) => {
    const figures = orderFigures({ ...money(total, Math.min(100, total), 30, 69), paymentMethod });
    expect(figures).toMatchObject({ grossSales: total, ...split });
    expect(figures.netSales).toBe(figures.grossSales - figures.refunds - figures.stripeFees - figures.ovationFees);
    expect(figures.onlineSales + figures.terminalSales + figures.cashSales).toBe(figures.grossSales);
  });

  it('is linear: the figures of summed orders are the sum of their figures (how per-method sums are folded)', () => {
    const a = { ...money(2669, 1250, 107, 169), paymentMethod: 'card' };
    const b = { ...money(1500, 0, 74, 84), paymentMethod: 'card' };
    const summed = { paymentMethod: 'card', total: 4169, refundedAmount: 1250, providerFee: 181, feeTotal: 253 };
    expect(orderFigures(summed)).toEqual(addFigures(orderFigures(a), orderFigures(b)));
  });

  it('addFigures adds every column and keeps other fields of the first', () => {
    const row = { ...NO_REVENUE, key: '2026-11', grossSales: 10 };
    expect(addFigures(row, { ...NO_REVENUE, grossSales: 5, refunds: 2 })).toEqual({ ...NO_REVENUE, key: '2026-11', grossSales: 15, refunds: 2 });
  });
});

describe('signedFee: fees shown with a minus sign', () => {
  it.each([
    [107, -107],
    [0, 0],
    [1, -1],
  ])('%i -> %i', (fee, shown) => {
    expect(Object.is(signedFee(fee), shown)).toBe(true);
  });
});

describe('reportStatus', () => {
  it.each([
    ['completed', 2669, 0, 'completed'],
    ['transferred', 2669, 0, 'completed'],
    ['completed', 2669, 1250, 'partially_refunded'],
    ['transferred', 2669, 1, 'partially_refunded'],
    ['completed', 2669, 2669, 'refunded'],
    ['completed', 0, 0, 'completed'],
    ['pending', 2669, 0, 'pending'],
    ['processing', 2669, 0, 'pending'],
    ['express_processing', 2669, 0, 'pending'],
    ['handling_payment', 2669, 0, 'pending'],
    ['canceled', 2669, 0, 'canceled'],
    ['timed_out', 2669, 0, 'canceled'],
    ['failed', 2669, 2669, 'failed'],
  ] as const)('%s, total %i, refunded %i -> %s', (status, total, refunded, shown) => {
    expect(reportStatus(status, total, refunded)).toBe(shown);
  });
});

describe('revenue dimensions and orders', () => {
  it.each([
    ['month', true, 'dimension_desc'],
    ['date', true, 'dimension_desc'],
    ['year', true, 'dimension_desc'],
    ['course_id', false, 'dimension_asc'],
    ['course_category_id', false, 'dimension_asc'],
    ['attendee_id', false, 'dimension_asc'],
  ])('%s: time %s, default %s', (dimension, time, order) => {
    expect(isTimeDimension(dimension)).toBe(time);
    expect(defaultRevenueOrder(dimension)).toBe(order);
  });

  it('sorts time keys as time and names A to Z ignoring case, ties by id', () => {
    const rows = ['2026-02', '2025-12', '2026-11'].map((key) => ({ key, dimensionId: null }));
    expect(sortRevenueRows(rows, 'dimension_desc').map((r) => r.key)).toEqual(['2026-11', '2026-02', '2025-12']);
    expect(sortRevenueRows(rows, 'dimension_asc').map((r) => r.key)).toEqual(['2025-12', '2026-02', '2026-11']);
    const names = [
      { key: 'zebra night', dimensionId: 'b' },
      { key: 'Ana', dimensionId: 'z' },
      { key: 'ana', dimensionId: 'a' },
      { key: 'Émile', dimensionId: 'c' },
      { key: 'Event 10', dimensionId: 'd' },
      { key: 'Event 9', dimensionId: 'e' },
    ];
    expect(sortRevenueRows(names, 'dimension_asc').map((r) => r.dimensionId)).toEqual(['a', 'z', 'c', 'e', 'd', 'b']);
    expect(sortRevenueRows(names, 'dimension_desc').map((r) => r.dimensionId)).toEqual(['b', 'd', 'e', 'c', 'z', 'a']);
  });
});

describe('time rows in a timezone', () => {
  // 03:30 UTC on 1 Nov 2026 is still 31 Oct in New York (23:30 EDT) and already 1 Nov in Tokyo.
  const instant = new Date('2026-11-01T03:30:00Z');
  it.each([
    ['month', 'America/New_York', '2026-10', 'Oct 2026'],
    ['date', 'America/New_York', '2026-10-31', 'Oct 31, 2026'],
    ['year', 'America/New_York', '2026', '2026'],
    ['month', 'Asia/Tokyo', '2026-11', 'Nov 2026'],
    ['date', 'Asia/Tokyo', '2026-11-01', 'Nov 1, 2026'],
    ['date', 'Etc/UTC', '2026-11-01', 'Nov 1, 2026'],
  ] as const)('%s in %s: key %s, label %s', (dimension, zone, key, label) => {
    expect(timeKey(dimension, instant, zone)).toBe(key);
    expect(timeLabel(dimension, key)).toBe(label);
  });

  it('labels every month and the new year in the zone', () => {
    expect(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map((m) => timeLabel('month', `2026-${m}`))).toEqual([
      'Jan 2026',
      'Feb 2026',
      'Mar 2026',
      'Apr 2026',
      'May 2026',
      'Jun 2026',
      'Jul 2026',
      'Aug 2026',
      'Sep 2026',
      'Oct 2026',
      'Nov 2026',
      'Dec 2026',
    ]);
    expect(timeKey('year', new Date('2027-01-01T02:00:00Z'), 'America/Los_Angeles')).toBe('2026');
    expect(timeLabel('date', '2026-11-23')).toBe('Nov 23, 2026');
  });
});
