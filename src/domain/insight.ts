/**
 * The organizer's traffic (docs/decisions/analytics.md 'Organizer insight'): the date range, which days come from the
 * daily rollups and which from the raw rows, and the report built from (day, metric, dimension, value) rows of either.
 */

/** The funnel's steps as the report names them, with the analytics action each counts. */
export const FUNNEL_STEPS = [
  ['viewed', 'event_viewed'],
  ['selected', 'tickets_selected'],
  ['checkout', 'checkout_started'],
  ['paid', 'order_completed'],
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number][0];

/** The range shown when none is asked for: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;
/** The longest range one request reads. */
export const MAX_RANGE_DAYS = 366;
/**
 * Days read from the raw rows: today and the two before. The rollup job (contexts/analytics) recomputes each UTC date
 * on the two nights after it, and an organizer's day is final in analytics_daily only once every zone's day has closed
 * and the second night's run is done: at worst the day before yesterday in the organizer's zone. Raw rows are kept
 * 90 days, so these are always there.
 */
export const RAW_DAYS = 3;

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' plus n days. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export type RangeProblem = 'fromAfterTo' | 'tooLong';

/** The asked range, or the default one ending today; a range backwards or longer than MAX_RANGE_DAYS is refused. */
export function trafficRange(asked: { from?: string; to?: string }, today: string): { from: string; to: string } | RangeProblem {
  const to = asked.to ?? (asked.from && asked.from > today ? asked.from : today);
  const from = asked.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (from > to) return 'fromAfterTo';
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) return 'tooLong';
  return { from, to };
}

/** Which part of [from, to] the rollups answer and which the raw rows (either may be null). */
export function rangeSources(from: string, to: string, today: string) {
  const rawStart = addDays(today, -(RAW_DAYS - 1));
  const rollupTo = to < rawStart ? to : addDays(rawStart, -1);
  const rawFrom = from > rawStart ? from : rawStart;
  return {
    rollups: from <= rollupTo ? { from, to: rollupTo } : null,
    raw: rawFrom <= to ? { from: rawFrom, to } : null,
  };
}

/** One counted figure: `metric` is views, visitors or a funnel action; `dimension` '' or kind:value. */
export interface TrafficRow {
  day: string;
  metric: string;
  dimension: string;
  value: number;
}

type Funnel = Record<FunnelStep, number>;
export interface TrafficDay extends Funnel {
  day: string;
  views: number;
  visitors: number;
}
export interface DimensionRow {
  key: string;
  views: number;
  visitors: number;
  paid: number;
}
export interface TrafficReport {
  from: string;
  to: string;
  totals: Omit<TrafficDay, 'day'>;
  days: TrafficDay[];
  referrers: DimensionRow[];
  campaigns: DimensionRow[];
  devices: DimensionRow[];
  promoters: DimensionRow[];
}

const FIELD_OF: Record<string, keyof Omit<TrafficDay, 'day'>> = {
  views: 'views',
  visitors: 'visitors',
  ...Object.fromEntries(FUNNEL_STEPS.map(([step, action]) => [action, step])),
};
const DIMENSIONS = { referrer: 'referrers', utm: 'campaigns', device: 'devices', promoter: 'promoters' } as const;
/** The longest each dimension's table gets: the top ones by visitors. */
export const TOP_ROWS = 10;

const zeros = (): Omit<TrafficDay, 'day'> => ({ views: 0, visitors: 0, viewed: 0, selected: 0, checkout: 0, paid: 0 });

/**
 * The report of a range: every day of it (zeros where nothing happened), the totals, and per dimension the top rows
 * by visitors. Visitors of a range are the sum of each day's unique visitors (the rollups keep days, and the
 * visitor hash's salt changes each UTC day: analytics/visitor-hash.ts).
 */
export function trafficReport(rows: readonly TrafficRow[], from: string, to: string): TrafficReport {
  const days = new Map<string, TrafficDay>();
  for (let day = from; day <= to; day = addDays(day, 1)) days.set(day, { day, ...zeros() });
  const totals = zeros();
  const byDimension = { referrers: new Map<string, DimensionRow>(), campaigns: new Map(), devices: new Map(), promoters: new Map() } as Record<
    (typeof DIMENSIONS)[keyof typeof DIMENSIONS],
    Map<string, DimensionRow>
  >;
  for (const row of rows) {
    const field = FIELD_OF[row.metric];
    const day = days.get(row.day);
    if (!field || !day) continue;
    if (row.dimension === '') {
      day[field] += row.value;
      totals[field] += row.value;
      continue;
    }
    const cut = row.dimension.indexOf(':');
    const table = DIMENSIONS[row.dimension.slice(0, cut) as keyof typeof DIMENSIONS];
    if (!table || !(field === 'views' || field === 'visitors' || field === 'paid')) continue;
    const key = row.dimension.slice(cut + 1);
    const entry = byDimension[table].get(key) ?? { key, views: 0, visitors: 0, paid: 0 };
    entry[field] += row.value;
    byDimension[table].set(key, entry);
  }
  const top = (table: Map<string, DimensionRow>) =>
    [...table.values()].sort((a, b) => b.visitors - a.visitors || b.paid - a.paid || a.key.localeCompare(b.key)).slice(0, TOP_ROWS);
  return {
    from,
    to,
    totals,
    days: [...days.values()],
    referrers: top(byDimension.referrers),
    campaigns: top(byDimension.campaigns),
    devices: top(byDimension.devices),
    promoters: top(byDimension.promoters),
  };
}

/** A step's share of the step before it (the first step's of itself), in whole percent; null when nothing came before. */
export function conversionRates(funnel: Funnel): Record<FunnelStep, number | null> {
  const rates = {} as Record<FunnelStep, number | null>;
  let before: number | null = null;
  for (const [step] of FUNNEL_STEPS) {
    const count = funnel[step];
    rates[step] = before === null ? (count > 0 ? 100 : null) : before > 0 ? Math.round((count / before) * 100) : null;
    before = count;
  }
  return rates;
}

/**
 * The range after one of its ends is picked: the other end follows when the pick would turn the range backwards or
 * make it longer than MAX_RANGE_DAYS, so the date fields never ask for a range the server refuses. An emptied field
 * leaves that end to the default.
 */
export function pickRange(shown: { from: string; to: string }, end: 'from' | 'to', day: string): { from?: string; to?: string } {
  if (!day) return end === 'from' ? { to: shown.to } : { from: shown.from };
  const span = MAX_RANGE_DAYS - 1;
  if (end === 'from') {
    const to = shown.to < day ? day : daysBetween(day, shown.to) > span ? addDays(day, span) : shown.to;
    return { from: day, to };
  }
  const from = shown.from > day ? day : daysBetween(shown.from, day) > span ? addDays(day, -span) : shown.from;
  return { from, to: day };
}
