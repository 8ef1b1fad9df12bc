import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { ONLINE_METHODS, REPORTED_ORDER_STATUSES } from '../../../domain/reporting.ts';
import { orders } from '../../platform/db/schema/index.ts';

/**
 * The one place report figures come from (revenue, patrons, event stats, the weekly e-mail, referrals): which orders
 * count and what each adds to each column. docs/decisions/reporting.md has the model.
 */

/** An owner's orders that count in reports: completed (or transferred), of every product type. */
export function reportedOrdersOf(ownerId: string): SQL {
  return and(eq(orders.ownerId, ownerId), inArray(orders.status, [...REPORTED_ORDER_STATUSES]), isNotNull(orders.completedAt))!;
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

/** Net of one order, as SQL (netOf in domain/reporting.ts). */
export const orderNetSql = sql<number>`(${orders.total} - ${orders.refundedAmount} - ${orders.providerFee} - ${orders.feeTotal})`;

/** Adds net sales to summed revenue columns (netOf applied to the sums). */
export function withNet<T extends { grossSales: number; refunds: number; stripeFees: number; ovationFees: number }>(row: T) {
  return { ...row, netSales: row.grossSales - row.refunds - row.stripeFees - row.ovationFees };
}
