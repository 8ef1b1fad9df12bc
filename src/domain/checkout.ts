/** Checkout rules (buyer-side 4, 5, 9), in integer minor units. */

/** Checkout timers: the select step holds tickets 14 minutes, the pay step 9. */
export const SELECT_STEP_MS = 840_000;
export const PAY_STEP_MS = 540_000;
export const TIMER_TICK_MS = 1_000;
/** Per-line maximum quantity when a ticket type sets none. */
export const DEFAULT_MAX_PER_ORDER = 25;
export const TICKET_DESCRIPTION_CUT = 170;

export interface LineCost {
  /** Price of the line before discount. */
  cost: number;
  /** Platform fee of the line before discount. */
  fee: number;
}

export type Discount = { kind: 'percentage'; percent: number } | { kind: 'amount'; amount: number };

/**
 * A percentage reduces both cost and fee; a fixed amount reduces the cost and any excess over the cost comes
 * off the fee; results are clamped at 0 and rounded (to the minor unit, the spec's "2 decimals").
 */
export function applyDiscount(line: LineCost, discount: Discount): LineCost {
  if (discount.kind === 'percentage') {
    const keep = 1 - Math.min(Math.max(discount.percent, 0), 100) / 100;
    return { cost: Math.max(0, Math.round(line.cost * keep)), fee: Math.max(0, Math.round(line.fee * keep)) };
  }
  const amount = Math.max(0, discount.amount);
  const cost = line.cost - amount;
  if (cost >= 0) return { cost: Math.round(cost), fee: line.fee };
  return { cost: 0, fee: Math.max(0, Math.round(line.fee + cost)) };
}

/**
 * The platform fee: 0.69 dollars plus 1 percent per ticket; free tickets have none. The fixed part is set per
 * currency in its own minor units (docs/decisions.md lists the amounts).
 */
export const PLATFORM_FEE_FIXED: Record<string, number> = {
  usd: 69, cad: 95, mxn: 1200, hkd: 540, eur: 64, gbp: 55, chf: 62, pln: 280, inr: 5800, ksh: 9000, jpy: 105,
};
export const PLATFORM_FEE_PERCENT = 1;

export function platformFee(price: number, currency: string): number {
  if (price <= 0) return 0;
  const fixed = PLATFORM_FEE_FIXED[currency.toLowerCase()] ?? PLATFORM_FEE_FIXED.usd!;
  return fixed + Math.round((price * PLATFORM_FEE_PERCENT) / 100);
}

/** Donation input: negative made positive, capped at the maximum, never below 0; whole minor units. */
export function normalizeDonation(input: number, maximum: number): number {
  if (!Number.isFinite(input)) return 0;
  return Math.min(Math.round(Math.abs(input)), Math.max(0, maximum));
}

/** Order status groups (buyer-side 4). */
export const PROCESSING_STATUSES = ['pending', 'processing', 'express_processing', 'handling_payment'] as const;
export const SUCCESS_STATUSES = ['completed', 'transferred'] as const;
export const FAILED_STATUSES = ['failed', 'canceled', 'timed_out'] as const;
export type OrderStatus =
  | (typeof PROCESSING_STATUSES)[number]
  | (typeof SUCCESS_STATUSES)[number]
  | (typeof FAILED_STATUSES)[number];
export type StatusGroup = 'processing' | 'success' | 'failed';

export function statusGroup(status: string | null | undefined): StatusGroup {
  if (status && (PROCESSING_STATUSES as readonly string[]).includes(status)) return 'processing';
  if (status && (SUCCESS_STATUSES as readonly string[]).includes(status)) return 'success';
  return 'failed';
}

export type ThankYouPage = 'root' | 'success' | 'failure';

/** Thank-you routing: where a page showing an order in `group` must send the visitor (null: stay). */
export function thankYouRedirect(page: ThankYouPage, group: StatusGroup): ThankYouPage | null {
  if (group === 'processing') return page === 'root' ? null : 'root';
  if (group === 'success') return page === 'success' ? null : 'success';
  return page === 'failure' ? null : 'failure';
}

/** Order summary refetch while in progress: 1 s doubling, capped at 32 s (at most 5 doublings). */
export function refetchDelayMs(attempt: number): number {
  return 1_000 * 2 ** Math.min(Math.max(attempt, 0), 5);
}

/** Seconds left as m:ss for the checkout timer. */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
