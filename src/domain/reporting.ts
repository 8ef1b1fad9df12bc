/**
 * Reporting's money rules (docs/decisions/reporting.md): what an order adds to each revenue column and what status
 * it shows. Integer minor units of one currency throughout.
 */

/** What an order row's status shows (accounts-and-reporting 4: order status labels). */
export const REPORT_ORDER_STATUSES = ['pending', 'completed', 'refunded', 'partially_refunded', 'canceled', 'failed'] as const;
export type ReportOrderStatus = (typeof REPORT_ORDER_STATUSES)[number];

/** Order statuses whose money counts in reports. */
export const REPORTED_ORDER_STATUSES = ['completed', 'transferred'] as const;

/** Payment methods by revenue column: online (card, express checkout), card reader, cash. Free orders are 0. */
export const ONLINE_METHODS = ['card', 'express'] as const;

/** The money of one order as stored. */
export interface OrderMoney {
  total: number;
  refundedAmount: number;
  providerFee: number;
  feeTotal: number;
}

/** Net: what the buyer paid minus refunds, the payment provider's fee and the Ovation fee. */
export function netOf(o: OrderMoney): number {
  return o.total - o.refundedAmount - o.providerFee - o.feeTotal;
}

/** The status an order shows in reports (accounts-and-reporting 4 order status labels and groups). */
export function reportStatus(status: string, total: number, refundedAmount: number): ReportOrderStatus {
  if (status === 'completed' || status === 'transferred') {
    if (refundedAmount > 0 && refundedAmount >= total) return 'refunded';
    if (refundedAmount > 0) return 'partially_refunded';
    return 'completed';
  }
  if (status === 'failed') return 'failed';
  if (status === 'canceled' || status === 'timed_out') return 'canceled';
  return 'pending';
}

/** Cuts `text` to `max` characters with an ellipsis (the tables' truncations, accounts-and-reporting 9). */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}
