import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { promoCodes } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';

/**
 * A promo code's `quantity` counts the uses left. An order takes one use when it is created with the code (one
 * conditional UPDATE, so a last use goes to one buyer) and gives it back when it is cancelled, times out or
 * fails; a late payment that completes such an order takes it again (not below 0).
 */
export async function takePromoUse(tx: Queryable, promoCodeId: string | null) {
  if (!promoCodeId) return;
  const taken = await tx
    .update(promoCodes)
    .set({ quantity: sql`${promoCodes.quantity} - 1` })
    .where(and(eq(promoCodes.id, promoCodeId), or(isNull(promoCodes.quantity), gt(promoCodes.quantity, 0))))
    .returning({ id: promoCodes.id });
  if (!taken.length) throw new AppError('validation_failed', CHECKOUT_MESSAGES.codeExhausted, { promoCode: CHECKOUT_MESSAGES.codeExhausted });
}

export async function givePromoUseBack(tx: Queryable, promoCodeId: string | null) {
  if (!promoCodeId) return;
  await tx.update(promoCodes).set({ quantity: sql`${promoCodes.quantity} + 1` }).where(eq(promoCodes.id, promoCodeId));
}

/** A completion after the order was cancelled or timed out uses the code again, whatever is left. */
export async function retakePromoUse(tx: Queryable, promoCodeId: string | null) {
  if (!promoCodeId) return;
  await tx.update(promoCodes).set({ quantity: sql`greatest(${promoCodes.quantity} - 1, 0)` }).where(eq(promoCodes.id, promoCodeId));
}
