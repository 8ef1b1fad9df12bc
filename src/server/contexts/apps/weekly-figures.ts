import { and, asc, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { events, membershipSubscriptions, orderItems, orders } from '../../platform/db/schema/index.ts';
import { reportedOrdersOf, revenueSums, ticketSums, withNet } from '../reporting/index.ts';
import type { ReportWeek } from './report-week.ts';

/** What one owner's Weekly Sales Report says (content-management 5 Weekly report; docs/decisions/reporting.md 'Apps'). */
export interface WeeklyFigures {
  currency: string;
  netSales: number;
  grossSales: number;
  orders: number;
  ticketsSold: number;
  /** The five events that sold most (gross) in the week, in the account currency. */
  topEvents: { name: string; grossSales: number }[];
  newMembers: number;
  cancelledMembers: number;
  /** Sales in other currencies, each apart (never summed in). */
  otherCurrencies: { currency: string; netSales: number; grossSales: number; orders: number }[];
}

export interface ReportOwner {
  id: string;
  currency: string;
}

/**
 * The week's figures from the reporting ledger (sales-ledger.ts): the same orders and sums as the Revenue tab. Its
 * queries run at once, so it takes the pool, not a transaction.
 */
export async function weeklyFigures(db: Db, owner: ReportOwner, week: ReportWeek): Promise<WeeklyFigures> {
  const currency = owner.currency.toLowerCase();
  const inWeek = and(reportedOrdersOf(owner.id), gte(orders.completedAt, week.start), lt(orders.completedAt, week.end));
  const inCurrency = eq(sql`lower(${orders.currency})`, currency);
  // New: memberships whose first period began in the week (a pending checkout has none yet); cancelled: in the week.
  const startedInWeek = and(gte(membershipSubscriptions.startsAt, week.start), lt(membershipSubscriptions.startsAt, week.end))!;
  const cancelledInWeek = and(gte(membershipSubscriptions.canceledAt, week.start), lt(membershipSubscriptions.canceledAt, week.end))!;
  const [byCurrency, [tickets], topEvents, [members]] = await Promise.all([
    db
      .select({ currency: sql<string>`lower(${orders.currency})`, ...revenueSums })
      .from(orders)
      .where(inWeek)
      .groupBy(sql`1`),
    db.select({ sold: ticketSums.sold }).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId)).where(inWeek),
    db
      .select({ name: events.name, grossSales: revenueSums.grossSales })
      .from(orders)
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(and(inWeek, inCurrency))
      .groupBy(events.id, events.name)
      .orderBy(desc(revenueSums.grossSales), asc(events.name))
      .limit(5),
    db
      .select({
        started: sql<number>`count(*) filter (where ${startedInWeek})::int`.mapWith(Number),
        cancelled: sql<number>`count(*) filter (where ${cancelledInWeek})::int`.mapWith(Number),
      })
      .from(membershipSubscriptions)
      .where(and(eq(membershipSubscriptions.ownerId, owner.id), or(startedInWeek, cancelledInWeek))),
  ]);
  const sums = byCurrency.map(({ currency: code, orderCount, ...figures }) => ({ currency: code, orders: orderCount, ...withNet(figures) }));
  const own = sums.find((s) => s.currency === currency);
  return {
    currency,
    netSales: own?.netSales ?? 0,
    grossSales: own?.grossSales ?? 0,
    orders: own?.orders ?? 0,
    ticketsSold: tickets?.sold ?? 0,
    topEvents,
    newMembers: members?.started ?? 0,
    cancelledMembers: members?.cancelled ?? 0,
    otherCurrencies: sums
      .filter((s) => s.currency !== currency)
      .sort((a, b) => a.currency.localeCompare(b.currency))
      .map((s) => ({ currency: s.currency, netSales: s.netSales, grossSales: s.grossSales, orders: s.orders })),
  };
}
