import { CODE_BOX_TEXTS as T } from '../../../contracts/checkout.messages.ts';
import type { PromoCodeView } from '../../../contracts/checkout.ts';
import { formatMoney } from '../../../domain/money.ts';

/** How a promo code reads: '10% off' or '£5.00 off each ticket'. */
export function promoValueText(promo: Pick<PromoCodeView, 'amount' | 'percentageValue'>, currency: string): string {
  if (promo.percentageValue != null && promo.percentageValue > 0) return T.percentOff(promo.percentageValue);
  if (promo.amount != null && promo.amount > 0) return T.amountOff(formatMoney(promo.amount, currency));
  return T.applied;
}

/**
 * What an applied promo code's tag says next to the code: its name and value ('Welcome 10% off · 10% off'), or only
 * the value when the name is the code itself (a global code is named by its code), so the code is not said twice.
 */
export function promoTagText(promo: Pick<PromoCodeView, 'code' | 'name' | 'amount' | 'percentageValue'>, currency: string): string {
  const value = promoValueText(promo, currency);
  return promo.name && promo.name !== promo.code ? `${promo.name} · ${value}` : value;
}
