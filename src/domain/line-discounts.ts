/**
 * A ticket line's discount when a promo code and a member benefit both could apply (buyer-side 9): pure, so the
 * checkout's summary and the server price a line the same way (docs/decisions/memberships.md, Benefits at checkout).
 */
import { buyerPays, type Discount, type FeeOptions, type PricedTicket, priceTicket } from './checkout.ts';
import { type BenefitDiscountFields, memberPrice } from './memberships.ts';

export interface LinePrice {
  priced: PricedTicket;
  /** Which discount priced the ticket; null without one. */
  source: 'promo' | 'benefit' | null;
}

/**
 * One ticket of a line: with the promo code's discount when it applies to the line, with the member benefit chosen
 * for it, and the one the buyer pays less with wins. Never both; on a tie the promo code, which costs the member no
 * use of the benefit.
 */
export function linePrice(
  unitPrice: number,
  currency: string,
  discounts: { promo: Discount | null; benefit: BenefitDiscountFields | null },
  opts: FeeOptions = {},
): LinePrice {
  const withPromo = priceTicket(unitPrice, currency, discounts.promo, opts);
  if (!discounts.benefit) return { priced: withPromo, source: discounts.promo ? 'promo' : null };
  const withBenefit = memberPrice(unitPrice, currency, discounts.benefit, opts);
  if (buyerPays(withBenefit) < buyerPays(withPromo)) return { priced: withBenefit, source: 'benefit' };
  return { priced: withPromo, source: discounts.promo ? 'promo' : null };
}
