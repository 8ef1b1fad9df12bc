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

/* ---------------- revenue ---------------- */

/** The revenue table's time dimensions (contracts/reporting.values.ts lists every dimension the API takes). */
export type TimeDimension = 'month' | 'date' | 'year';
export type RevenueOrder = 'dimension_asc' | 'dimension_desc';

export function isTimeDimension(dimension: string): dimension is TimeDimension {
  return dimension === 'month' || dimension === 'date' || dimension === 'year';
}

/** Descending for month, date and year, ascending for event, category and patron (accounts-and-reporting 2.3). */
export function defaultRevenueOrder(dimension: string): RevenueOrder {
  return isTimeDimension(dimension) ? 'dimension_desc' : 'dimension_asc';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const KEY_LENGTH: Record<TimeDimension, number> = { year: 4, month: 7, date: 10 };
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let zoned = zoneFormats.get(timeZone);
  if (!zoned) {
    zoned = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    zoneFormats.set(timeZone, zoned);
  }
  return zoned;
}

/** The row an instant falls in, on the wall clock of `timeZone`: '2026-11', '2026-11-23' or '2026' (sorts as text). */
export function timeKey(dimension: TimeDimension, instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    zoneFormat(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`.slice(0, KEY_LENGTH[dimension]);
}

/** What a time row shows: '2026-11' -> 'Nov 2026', '2026-11-23' -> 'Nov 23, 2026', '2026' -> '2026'. */
export function timeLabel(dimension: TimeDimension, key: string): string {
  const [year, month, day] = key.split('-');
  const monthName = MONTHS[Number(month) - 1];
  if (dimension === 'year') return year!;
  return dimension === 'month' ? `${monthName} ${year}` : `${monthName} ${Number(day)}, ${year}`;
}

/** The money columns of a revenue row or total (accounts-and-reporting 3 Revenue item); fees are positive. */
export interface RevenueFigures {
  netSales: number;
  grossSales: number;
  onlineSales: number;
  terminalSales: number;
  cashSales: number;
  refunds: number;
  stripeFees: number;
  ovationFees: number;
}

export const NO_REVENUE: RevenueFigures = {
  netSales: 0,
  grossSales: 0,
  onlineSales: 0,
  terminalSales: 0,
  cashSales: 0,
  refunds: 0,
  stripeFees: 0,
  ovationFees: 0,
};

/** What one reported order adds to each column: its total to gross and to its payment method's column. */
export function orderFigures(o: OrderMoney & { paymentMethod: string }): RevenueFigures {
  const by = (methods: readonly string[]) => (methods.includes(o.paymentMethod) ? o.total : 0);
  return {
    netSales: netOf(o),
    grossSales: o.total,
    onlineSales: by(ONLINE_METHODS),
    terminalSales: by(['terminal']),
    cashSales: by(['cash']),
    refunds: o.refundedAmount,
    stripeFees: o.providerFee,
    ovationFees: o.feeTotal,
  };
}

export function addFigures<T extends RevenueFigures>(a: T, b: RevenueFigures): T {
  const sum = { ...a };
  for (const k of Object.keys(NO_REVENUE) as (keyof RevenueFigures)[]) sum[k] += b[k];
  return sum;
}

/** A fee as the revenue table shows it: with a minus sign (the API sends fees as positive amounts). */
export function signedFee(amount: number): number {
  return amount === 0 ? 0 : -amount;
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Revenue rows in the asked order of their key: time keys sort as text ('2026-11'), names A to Z ignoring case and
 * accents; ties (two patrons of the same name) by their id, so a page always lists them the same way.
 */
export function sortRevenueRows<T extends { key: string; dimensionId: string | null }>(rows: readonly T[], order: RevenueOrder): T[] {
  const sign = order === 'dimension_desc' ? -1 : 1;
  return [...rows].sort((a, b) => sign * (byName.compare(a.key, b.key) || (a.dimensionId ?? '').localeCompare(b.dimensionId ?? '')));
}
