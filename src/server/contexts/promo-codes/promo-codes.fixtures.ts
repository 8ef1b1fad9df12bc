import { generatePromoCode } from '../../../domain/promo-codes.ts';
import type { Db } from '../../platform/db/client.ts';
import { promoCodes } from '../../platform/db/schema/index.ts';
import type { PromoCodeRow } from './promo-code-views.ts';

/** Test fixtures of global promo codes: rows written directly, without the API's checks (past starts, ended codes). */

/**
 * A global code of `ownerId`: scope owner, 10% off, unlimited, started a minute ago, unless `values` say otherwise
 * (`quantity` is the remaining uses, as stored; the code is random unless given).
 */
export async function insertGlobalCode(
  db: Db,
  ownerId: string,
  values: Partial<Omit<typeof promoCodes.$inferInsert, 'ownerId' | 'eventId'>> = {},
): Promise<PromoCodeRow> {
  const code = values.code ?? generatePromoCode();
  const [row] = await db
    .insert(promoCodes)
    .values({
      ownerId,
      eventId: null,
      code,
      name: code,
      scope: 'owner',
      percentageValue: values.amount == null ? 10 : null,
      startsAt: new Date(Date.now() - 60_000),
      ...values,
    })
    .returning();
  return row!;
}
