import { and, asc, count, desc, eq, isNull, like, sql, type SQL } from 'drizzle-orm';
import {
  PROMO_CODE_MESSAGES,
  type PromoCodeView,
  type PromoCodesReply,
  type PromoListQuery,
  type PromoSort,
} from '../../../contracts/promo-codes.ts';
import { categoryName } from '../../../domain/events.ts';
import { promoStatus } from '../../../domain/promo-codes.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { promoCodes } from '../../platform/db/schema/index.ts';
import { notFound } from '../../platform/http/errors.ts';

/** The owner's global codes as the list and the edit form read them (content-management 2.6, 3 Global promo code). */

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** A live global code of the owner: event codes, deleted codes and other owners' codes are not found. */
export const liveGlobalCode = (ownerId: string, id?: string) =>
  and(eq(promoCodes.ownerId, ownerId), isNull(promoCodes.eventId), isNull(promoCodes.deletedAt), id ? eq(promoCodes.id, id) : undefined);

export async function findGlobalCode(db: Queryable, ownerId: string, id: string): Promise<PromoCodeRow> {
  const [row] = await db.select().from(promoCodes).where(liveGlobalCode(ownerId, id)).limit(1);
  if (!row) throw notFound(PROMO_CODE_MESSAGES.notFound);
  return row;
}

export function promoCodeView(row: PromoCodeRow, currency: string, now: Date): PromoCodeView {
  const startsAt = row.startsAt ?? row.createdAt;
  return {
    id: row.id,
    code: row.code,
    amount: row.amount,
    currency,
    percentageValue: row.percentageValue,
    // Stored: the uses left; shown: the cap the organizer set.
    quantity: row.quantity == null ? null : row.quantity + row.uses,
    uses: row.uses,
    startsAt: startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    status: promoStatus({ startsAt, endsAt: row.endsAt }, now),
    scope: row.scope === 'course_categories' ? 'course_categories' : 'owner',
    courseCategories: row.categoryIds.map((key) => ({ uuid: key, name: categoryName(key) ?? key })),
  };
}

/** Sort keys; each also orders by code then id, so pages never overlap. */
function sortKeys(sort: PromoSort, now: Date): SQL[] {
  const at = sql`${now.toISOString()}::timestamptz`;
  switch (sort) {
    case 'code':
      return [sql`${promoCodes.code}`];
    // Percentages, then fixed amounts: the two kinds do not compare.
    case 'discount':
      return [sql`(${promoCodes.percentageValue} is null)`, sql`coalesce(${promoCodes.percentageValue}, ${promoCodes.amount})`];
    case 'uses':
      return [sql`${promoCodes.uses}`];
    // Active, then future, then expired (promoStatus in SQL).
    case 'status':
      return [
        sql`case when ${promoCodes.endsAt} is not null and ${promoCodes.endsAt} <= ${at} then 2 when ${promoCodes.startsAt} > ${at} then 1 else 0 end`,
      ];
    case 'startsAt':
      return [sql`coalesce(${promoCodes.startsAt}, ${promoCodes.createdAt})`];
  }
}

/** The list, 10 a page; the search matches part of the code (what the code input would keep of it). */
export async function listPromoCodes(
  db: Queryable,
  owner: { id: string; currency: string },
  query: Omit<PromoListQuery, 'ownerId'>,
  now: Date,
): Promise<PromoCodesReply> {
  const typed = query.query?.trim() ?? '';
  const term = typed.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  // Codes hold letters and digits only: a search of nothing else matches nothing.
  const search = typed ? (term ? like(promoCodes.code, `%${term}%`) : sql`false`) : undefined;
  const where = and(liveGlobalCode(owner.id), search);
  const order = query.direction === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(promoCodes)
      .where(where)
      .orderBy(...sortKeys(query.sort, now).map(order), asc(promoCodes.code), asc(promoCodes.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(promoCodes).where(where),
  ]);
  return {
    data: rows.map((row) => promoCodeView(row, owner.currency, now)),
    page: query.page,
    perPage: query.perPage,
    totalCount: total?.n ?? 0,
  };
}
