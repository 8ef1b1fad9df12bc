import { and, gte, lt, sql } from 'drizzle-orm';
import type { FiguresQuery, FiguresReply, WeekFigures } from '../../../contracts/admin.ts';
import type { Db } from '../../platform/db/client.ts';
import { orders, users } from '../../platform/db/schema/index.ts';
import { reportedOrders, revenueSums } from '../reporting/index.ts';

/**
 * Platform figures by ISO week (Monday to Sunday, UTC), for whole weeks covering `from`..`to`. Orders and money come
 * from Reporting's ledger (its reported orders and its sums: GMV is its gross sales, fees its Ovation fees), so the
 * console and the owners' reports never disagree; each currency is its own row, never converted.
 */

/** The Monday (UTC) of the week holding `day`, as 'YYYY-MM-DD'. */
function mondayOf(day: string): Date {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d;
}

const WEEK_MS = 7 * 86_400_000;
const dayKey = (d: Date) => d.toISOString().slice(0, 10);

/** ISO 8601 week label of a Monday: '2026-W48' (the week's Thursday decides the year). */
export function isoWeekLabel(monday: Date): string {
  const thursday = new Date(monday.getTime() + 3 * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / WEEK_MS) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export async function platformFigures(db: Db, query: FiguresQuery): Promise<FiguresReply> {
  const start = mondayOf(query.from);
  const end = new Date(mondayOf(query.to).getTime() + WEEK_MS);
  const orderWeek = sql<string>`to_char(date_trunc('week', ${orders.completedAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const signupWeek = sql<string>`to_char(date_trunc('week', ${users.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const inRange = and(reportedOrders, gte(orders.completedAt, start), lt(orders.completedAt, end));

  const [money, active, signups] = await Promise.all([
    db
      .select({
        week: orderWeek,
        currency: orders.currency,
        gmv: revenueSums.grossSales,
        fees: revenueSums.ovationFees,
        orders: revenueSums.orderCount,
      })
      .from(orders)
      .where(inRange)
      .groupBy(orderWeek, orders.currency)
      .orderBy(orderWeek, orders.currency),
    db
      .select({ week: orderWeek, owners: sql<number>`count(distinct ${orders.ownerId})::int`.mapWith(Number) })
      .from(orders)
      .where(and(inRange, sql`${orders.total} > 0`))
      .groupBy(orderWeek),
    db
      .select({ week: signupWeek, count: sql<number>`count(*)::int`.mapWith(Number) })
      .from(users)
      .where(and(gte(users.createdAt, start), lt(users.createdAt, end)))
      .groupBy(signupWeek),
  ]);

  const weeks: WeekFigures[] = [];
  for (let monday = start; monday < end; monday = new Date(monday.getTime() + WEEK_MS)) {
    const key = dayKey(monday);
    const rows = money.filter((m) => m.week === key);
    weeks.push({
      week: isoWeekLabel(monday),
      start: key,
      orders: rows.reduce((n, m) => n + m.orders, 0),
      money: rows.map(({ currency, gmv, fees, orders: count }) => ({ currency, gmv, fees, orders: count })),
      activeOrganizers: active.find((a) => a.week === key)?.owners ?? 0,
      newSignups: signups.find((s) => s.week === key)?.count ?? 0,
    });
  }
  return { weeks };
}
