import { timeLabel } from '../../../../domain/reporting.ts';

/** One bar of the sales chart: a day (or a month over a long span) with what sold in it. */
export interface ChartPoint {
  key: string;
  label: string;
  tickets: number;
  /** Null without the right to see money. */
  grossSales: number | null;
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

const DAY = 86_400_000;
/** Longer than this (days), the chart has a bar per month: a day's bar would be thinner than a line. */
export const MAX_DAILY_SPAN = 92;

const dayOf = (key: string) => Date.parse(`${key}T00:00:00Z`);
const keyOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The chart's bars from the days with sales ('2026-11-23' keys, in order): every day from the first to the last, the
 * quiet ones at 0, so the bars read as a timeline; by month when the span is long.
 */
export function chartSeries(days: readonly { date: string; tickets: number; grossSales: number | null }[]): ChartPoint[] {
  if (!days.length) return [];
  const first = dayOf(days[0]!.date);
  const span = Math.round((dayOf(days.at(-1)!.date) - first) / DAY) + 1;
  const monthly = span > MAX_DAILY_SPAN;
  const keyFor = (date: string) => (monthly ? date.slice(0, 7) : date);
  const points = new Map<string, ChartPoint>();
  for (let n = 0; n < span; n++) {
    const key = keyFor(keyOf(first + n * DAY));
    if (!points.has(key))
      points.set(key, { key, label: timeLabel(monthly ? 'month' : 'date', key), tickets: 0, grossSales: days[0]!.grossSales === null ? null : 0 });
  }
  for (const day of days) {
    const point = points.get(keyFor(day.date))!;
    point.tickets += day.tickets;
    if (point.grossSales !== null && day.grossSales !== null) point.grossSales += day.grossSales;
  }
  return [...points.values()];
}

/**
 * Bars for `values` in a width × height box: equal slots with a fifth of each as the gap, heights in proportion to the
 * largest value; a value above 0 is at least 2 high, so a small day still shows.
 */
export function barLayout(values: readonly number[], width: number, height: number): Bar[] {
  const max = Math.max(0, ...values);
  const slot = width / Math.max(values.length, 1);
  const gap = values.length > 1 ? slot / 5 : 0;
  return values.map((value, i) => {
    const h = max > 0 && value > 0 ? Math.max(2, (value / max) * height) : 0;
    return { x: i * slot + gap / 2, y: height - h, width: slot - gap, height: h };
  });
}
