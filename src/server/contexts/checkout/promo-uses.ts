import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { promoCodes } from '../../platform/db/schema/index.ts';
import { refusal } from '../../platform/http/errors.ts';
import { CHECKOUT_REASONS } from '../../../contracts/checkout.messages.ts';

/**
 * A promo code's `quantity` counts the uses left and `uses` the uses taken (event and global codes alike). An order
 * takes one use when it is created with the code (one conditional UPDATE, so a last use goes to one buyer) and gives
 * it back when it is cancelled, times out or fails, only once its payment can no longer succeed
 * (order-release.service.ts). A late payment that completes such an order must take a use again; when none is left
 * the order fails and is refunded (completion.service.ts). Neither count goes below 0 (CHECK constraints, and every
 * take is conditional).
 */
export async function tryTakePromoUse(tx: Queryable, promoCodeId: string): Promise<boolean> {
  const taken = await tx
    .update(promoCodes)
    .set({ quantity: sql`${promoCodes.quantity} - 1`, uses: sql`${promoCodes.uses} + 1` })
    .where(and(eq(promoCodes.id, promoCodeId), or(isNull(promoCodes.quantity), gt(promoCodes.quantity, 0))))
    .returning({ id: promoCodes.id });
  return taken.length > 0;
}

export async function takePromoUse(tx: Queryable, promoCodeId: string | null) {
  if (promoCodeId && !(await tryTakePromoUse(tx, promoCodeId))) {
    throw refusal('validation_failed', CHECKOUT_REASONS.codeExhausted, CHECKOUT_MESSAGES.codeExhausted, {
      promoCode: CHECKOUT_MESSAGES.codeExhausted,
    });
  }
}

export async function givePromoUseBack(tx: Queryable, promoCodeId: string | null) {
  if (!promoCodeId) return;
  await tx
    .update(promoCodes)
    .set({ quantity: sql`${promoCodes.quantity} + 1`, uses: sql`greatest(${promoCodes.uses} - 1, 0)` })
    .where(eq(promoCodes.id, promoCodeId));
}
