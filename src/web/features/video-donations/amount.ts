import { DONATION_LIMITS, DONATION_TEXTS } from '../../../contracts/videos.messages.ts';
import { formatMoney } from '../../../domain/money.ts';
import { toMinorUnits } from '../events/index.ts';

/**
 * The Donate modal's amount, typed in major units of `currency`: its minor units, or the message saying the
 * allowed range (the server's bounds, DONATION_LIMITS).
 */
export function donationAmountOf(major: number | string | null | undefined, currency: string): { amount: number } | { error: string } {
  const amount = toMinorUnits(major, currency);
  if (amount === null || amount < DONATION_LIMITS.min || amount > DONATION_LIMITS.max) {
    return { error: DONATION_TEXTS.amountRange(formatMoney(DONATION_LIMITS.min, currency), formatMoney(DONATION_LIMITS.max, currency)) };
  }
  return { amount };
}
