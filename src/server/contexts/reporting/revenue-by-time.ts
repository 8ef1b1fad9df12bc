import { and, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { TimeDimension } from '../../../domain/reporting.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { methodSums, reportedOrdersOf, type MethodSums } from './sales-ledger.ts';

/**
 * Revenue by month, date or year without a GROUP BY over the order rows: the owner's periods (wall-clock months,
 * dates or years in the account's zone) are computed first, then each period and payment method is one range of
 * orders_owner_revenue_idx summed by an index-only scan. The rows' money columns sit at the end of a wide row, and a
 * per-row bucket expression and hash cost more than the scan itself (bench/reporting.ts; docs/decisions/reporting.md).
 */

/** A period's or another currency's sums for one payment method; `key` is the period ('2026-11'), null for others. */
export type TimeGroup = MethodSums & { currency: string; key: string | null };

const PERIODS: Record<TimeDimension, { unit: string; step: string; pattern: string }> = {
  month: { unit: 'month', step: '1 month', pattern: 'YYYY-MM' },
  date: { unit: 'day', step: '1 day', pattern: 'YYYY-MM-DD' },
  year: { unit: 'year', step: '1 year', pattern: 'YYYY' },
};

const PAYMENT_METHODS = orders.paymentMethod.enumValues;
/** The period scans run as this many queries at once (PostgreSQL runs them in parallel; PGlite one after another). */
const SCANS = 2;

interface Period {
  key: string;
  /** The period's first and next period's first instant, as PostgreSQL writes a timestamptz. */
  from: string;
  to: string;
}

/** Every period from the owner's first reported order to the last (empty ones are dropped by the scan). */
async function periodsOf(db: Queryable, ownerId: string, dimension: TimeDimension, timeZone: string): Promise<Period[]> {
  const { unit, step, pattern } = PERIODS[dimension];
  const reported = reportedOrdersOf(ownerId);
  const { rows } = await db.execute<{ key: string; from: string; to: string }>(sql`
    select to_char(g, ${pattern}) as key, (g at time zone ${timeZone})::text as from,
      ((g + ${step}::interval) at time zone ${timeZone})::text as to
    from generate_series(
      (select date_trunc(${unit}, min(${orders.completedAt}) at time zone ${timeZone}) from ${orders} where ${reported}),
      (select max(${orders.completedAt}) at time zone ${timeZone} from ${orders} where ${reported}),
      ${step}::interval) as g`);
  return rows;
}

const sumColumns = (fields: Record<string, SQL>) =>
  sql.join(
    Object.entries(fields).map(([name, expr]) => sql`${expr} as ${sql.identifier(name)}`),
    sql`, `,
  );
const { paymentMethod: _, ...moneySums } = methodSums;

/** The account currency's sums of each period and payment method: one index range each. */
async function periodSums(db: Queryable, ownerId: string, currency: string, periods: Period[]): Promise<TimeGroup[]> {
  const { rows } = await db.execute<Record<keyof typeof moneySums | 'key' | 'paymentMethod', string>>(sql`
    select p.key, m.method as "paymentMethod", s.*
    from unnest(${sql.param(periods.map((p) => p.key))}::text[], ${sql.param(periods.map((p) => p.from))}::timestamptz[],
      ${sql.param(periods.map((p) => p.to))}::timestamptz[]) as p(key, lo, hi)
    cross join unnest(${sql.param(PAYMENT_METHODS)}::text[]) as m(method)
    cross join lateral (
      select ${sumColumns(moneySums)} from ${orders}
      where ${reportedOrdersOf(ownerId)} and ${orders.currency} = ${currency} and ${orders.paymentMethod} = m.method
        and ${orders.completedAt} >= p.lo and ${orders.completedAt} < p.hi) as s
    where s."orderCount" > 0`);
  return rows.map((r) => ({
    currency,
    key: r.key,
    paymentMethod: r.paymentMethod,
    total: Number(r.total),
    refundedAmount: Number(r.refundedAmount),
    providerFee: Number(r.providerFee),
    feeTotal: Number(r.feeTotal),
    orderCount: Number(r.orderCount),
  }));
}

/** Orders in other currencies, summed per currency: the index ranges below and above the account's currency. */
function otherCurrencySums(db: Queryable, ownerId: string, currency: string): Promise<TimeGroup[]> {
  const of = (range: SQL) =>
    db
      .select({ currency: orders.currency, key: sql<string | null>`null`, ...methodSums })
      .from(orders)
      .where(and(reportedOrdersOf(ownerId), range))
      .groupBy(orders.currency, orders.paymentMethod);
  return of(lt(orders.currency, currency)).unionAll(of(gt(orders.currency, currency)));
}

/** The owner's reported orders by period of completion in `timeZone` (account currency), and other currencies apart. */
export async function revenueByTime(
  db: Queryable,
  ownerId: string,
  currency: string,
  dimension: TimeDimension,
  timeZone: string,
): Promise<TimeGroup[]> {
  const periods = await periodsOf(db, ownerId, dimension, timeZone);
  const size = Math.max(1, Math.ceil(periods.length / SCANS));
  const chunks: Period[][] = [];
  for (let i = 0; i < periods.length; i += size) chunks.push(periods.slice(i, i + size));
  const parts = await Promise.all([otherCurrencySums(db, ownerId, currency), ...chunks.map((chunk) => periodSums(db, ownerId, currency, chunk))]);
  return parts.flat();
}
