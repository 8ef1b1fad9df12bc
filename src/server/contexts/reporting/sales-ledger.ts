import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { ONLINE_METHODS, REPORTED_ORDER_STATUSES, type TimeDimension } from '../../../domain/reporting.ts';
import { orderItems, orders } from '../../platform/db/schema/index.ts';

/**
 * The one place report figures come from (revenue, patrons, event stats, the weekly e-mail, referrals): which orders
 * count and what each adds to each column. docs/decisions/reporting.md has the model.
 */

/** Orders that count in reports: completed (or transferred), of every product type, of any owner. */
export const reportedOrders: SQL = and(inArray(orders.status, [...REPORTED_ORDER_STATUSES]), isNotNull(orders.completedAt))!;

/** An owner's orders that count in reports. */
export function reportedOrdersOf(ownerId: string): SQL {
  return and(eq(orders.ownerId, ownerId), reportedOrders)!;
}

const sumInt = (expr: SQL) => sql<number>`coalesce(sum(${expr}), 0)::bigint`.mapWith(Number);

/** The revenue columns as aggregates over the selected orders (accounts-and-reporting 3 Revenue item). */
export const revenueSums = {
  grossSales: sumInt(sql`${orders.total}`),
  onlineSales: sumInt(sql`case when ${inArray(orders.paymentMethod, [...ONLINE_METHODS])} then ${orders.total} else 0 end`),
  terminalSales: sumInt(sql`case when ${orders.paymentMethod} = 'terminal' then ${orders.total} else 0 end`),
  cashSales: sumInt(sql`case when ${orders.paymentMethod} = 'cash' then ${orders.total} else 0 end`),
  refunds: sumInt(sql`${orders.refundedAmount}`),
  stripeFees: sumInt(sql`${orders.providerFee}`),
  ovationFees: sumInt(sql`${orders.feeTotal}`),
  orderCount: sql<number>`count(*)::int`.mapWith(Number),
};

/**
 * The same money summed per payment method (select with `groupBy(orders.paymentMethod, ...)`): the revenue columns are
 * folded from these rows by orderFigures (domain/reporting.ts), which is linear, so it applies to sums as to one order.
 * The revenue scan reads it from orders_owner_revenue_idx: plain sums of indexed columns, no per-row CASE.
 */
export const methodSums = {
  paymentMethod: orders.paymentMethod,
  total: sumInt(sql`${orders.total}`),
  refundedAmount: sumInt(sql`${orders.refundedAmount}`),
  providerFee: sumInt(sql`${orders.providerFee}`),
  feeTotal: sumInt(sql`${orders.feeTotal}`),
  orderCount: sql<number>`count(*)::int`.mapWith(Number),
};
export type MethodSums = { paymentMethod: string; total: number; refundedAmount: number; providerFee: number; feeTotal: number; orderCount: number };

/** Adds net sales to summed revenue columns (netOf applied to the sums). */
export function withNet<T extends { grossSales: number; refunds: number; stripeFees: number; ovationFees: number }>(row: T) {
  return { ...row, netSales: row.grossSales - row.refunds - row.stripeFees - row.ovationFees };
}

/** date_trunc units and to_char patterns of the time rows' keys ('2026-11', '2026-11-23', '2026'; timeKey in the domain). */
const TIME_BUCKETS: Record<TimeDimension, { unit: string; pattern: string }> = {
  month: { unit: 'month', pattern: 'YYYY-MM' },
  date: { unit: 'day', pattern: 'YYYY-MM-DD' },
  year: { unit: 'year', pattern: 'YYYY' },
};

/** The wall-clock month, date or year of an order's completion in `timeZone`, as its row key. */
export function completedKeySql(dimension: TimeDimension, timeZone: string): SQL<string> {
  const { unit, pattern } = TIME_BUCKETS[dimension];
  return sql<string>`to_char(date_trunc('${sql.raw(unit)}', ${orders.completedAt} at time zone ${timeZone}), '${sql.raw(pattern)}')`;
}

/** Tickets that hold a seat: a transferred ticket counts once, through the ticket its transfer created. */
const liveTicket = sql`${orderItems.status} in ('active', 'transfer_pending')`;

/**
 * Ticket figures over the selected order items: tickets sold (live now), what they sold for (what the buyer paid,
 * order_items.paid_amount, as a refund reads it; a transfer's new ticket is priced 0, its origin keeps the price) and
 * what went back.
 */
export const ticketSums = {
  sold: sql<number>`count(*) filter (where ${liveTicket})::int`.mapWith(Number),
  grossSales: sumInt(sql`${orderItems.paidAmount}`),
  refunds: sumInt(sql`${orderItems.refundedAmount}`),
};
