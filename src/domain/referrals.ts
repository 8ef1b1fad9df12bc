import { currencyInfo } from './money.ts';
import { REFERRAL_RULES } from './referrals.values.ts';

export { REFERRAL_RULES };

/**
 * The referral programme (accounts-and-reporting 2.6, 9; docs/decisions/reporting.md 'Referral programme'): an account
 * that signed up through a creator's link earns the creator 33% of the Ovation fees of its own sales, from its first
 * fee until that first earning is 365 days old or the earnings reach 1000. Integer minor units throughout.
 */
export const REFERRAL_STATUSES = ['Pending', 'Earning', 'Complete'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** What the creator earns of a raw amount: 33%, rounded to the minor unit (the tracker's Amount Earned). */
export function referralShare(raw: number): number {
  return Math.round(raw * REFERRAL_RULES.shareRate);
}

/** The earnings cap (1000 major units) in minor units of `currency`. */
export function earningsCapOf(currency: string): number {
  return REFERRAL_RULES.earningsCap * 10 ** currencyInfo(currency).minorUnits;
}

/** The largest raw amount whose 33% stays within the cap: raw fees beyond it are not counted. */
export function rawCapOf(currency: string): number {
  return Math.floor(earningsCapOf(currency) / REFERRAL_RULES.shareRate);
}

export interface DayFees {
  /** yyyy-mm-dd (UTC). */
  day: string;
  /** Raw fees of the day's counted orders. */
  amount: number;
}

/**
 * The counted raw fees: the days in order, each adding what the cap leaves (the cap cuts the total, so summing per day
 * gives what summing per order would). Days that add nothing are left out of the Trend's map.
 */
export function countedEarnings(days: readonly DayFees[], currency: string): { raw: number; dates: Record<string, number> } {
  const cap = rawCapOf(currency);
  const dates: Record<string, number> = {};
  let raw = 0;
  for (const { day, amount } of [...days].sort((a, b) => a.day.localeCompare(b.day))) {
    const counted = Math.min(Math.max(amount, 0), cap - raw);
    if (counted <= 0) continue;
    dates[day] = (dates[day] ?? 0) + counted;
    raw += counted;
  }
  return { raw, dates };
}

/**
 * Pending while nothing is earned; Complete once the first earning is over 365 days old or the earnings (at 33%)
 * reach the cap; Earning otherwise.
 */
export function referralStatus(raw: number, firstEarningAt: Date | null, currency: string, now: Date): ReferralStatus {
  if (raw <= 0 || !firstEarningAt) return 'Pending';
  if (now.getTime() - firstEarningAt.getTime() > REFERRAL_RULES.windowMs) return 'Complete';
  return referralShare(raw) >= earningsCapOf(currency) ? 'Complete' : 'Earning';
}
