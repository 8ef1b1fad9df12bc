import { and, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PROMO_CODE_MESSAGES,
  PROMO_VALIDATION_MESSAGES,
  type bulkPromoCodesBody,
  type promoCodeBody,
  type PromoCodeView,
} from '../../../contracts/promo-codes.ts';
import { bulkCodeProblems, normalizePromoCode, promoCodeProblems, type PromoCodeInput, type PromoFieldErrors } from '../../../domain/promo-codes.ts';
import { commaItems } from '../../../domain/videos.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { promoCodes } from '../../platform/db/schema/index.ts';
import { AppError, notFound, sqlState } from '../../platform/http/errors.ts';
import { findGlobalCode, liveGlobalCode, promoCodeView, type PromoCodeRow } from './promo-code-views.ts';

/**
 * Saving an owner's global codes (content-management 5 Global promo codes, 7): one code, a bulk import, an edit that
 * keeps the uses taken, and a soft delete. Codes are unique among the owner's live codes, event codes included
 * (the checkout looks a typed code up among both).
 */

type Owner = { id: string; currency: string };
type PromoBody = z.output<typeof promoCodeBody>;
type BulkBody = z.output<typeof bulkPromoCodesBody>;
type SharedFields = Omit<PromoBody, 'code' | 'ownerId'>;

/** Problems shown with a refused bulk import: the first ones are enough to fix the file. */
const PROBLEMS_SHOWN = 20;
/** Rows an INSERT of a bulk import writes at once (PostgreSQL takes at most 65,535 parameters a statement). */
const INSERT_BATCH = 1_000;

/** The form's fields as the rules read them (categories only for scope course_categories). */
function inputOf(body: SharedFields, code?: string): PromoCodeInput {
  return {
    code,
    amount: body.amount ?? null,
    percentageValue: body.percentageValue ?? null,
    quantity: body.quantity ?? null,
    startsAt: new Date(body.startsAt),
    endsAt: body.endsAt ? new Date(body.endsAt) : null,
    scope: body.scope,
    categoryIds: body.scope === 'course_categories' ? commaItems(body.courseCategoryIds) : [],
  };
}

/** 422 with every field's message, and all of them once in `messages` (the web joins them with ', '). */
function refuse(errors: PromoFieldErrors | Record<string, string>, messages = [...new Set(Object.values(errors))]): never {
  throw new AppError('validation_failed', messages[0]!, errors, messages);
}

function check(input: PromoCodeInput, owner: Owner, now: Date, savedStartsAt?: Date | null) {
  const errors = promoCodeProblems(input, { currency: owner.currency, now, savedStartsAt });
  if (Object.keys(errors).length) refuse(errors);
}

/** The stored columns of a code's fields (its cap is written by the caller: remaining uses). */
const columnsOf = (input: PromoCodeInput) => ({
  amount: input.amount,
  percentageValue: input.percentageValue,
  scope: input.scope,
  categoryIds: [...input.categoryIds],
  startsAt: input.startsAt,
  endsAt: input.endsAt,
});

const codeTaken = (code: string): never => {
  const message = PROMO_CODE_MESSAGES.codeTaken(code);
  throw new AppError('conflict', message, { code: message });
};

export async function createPromoCode(db: Db, owner: Owner, body: PromoBody, now = new Date()): Promise<PromoCodeView> {
  const input = inputOf(body, normalizePromoCode(body.code));
  check(input, owner, now);
  const code = input.code!;
  // The unique index on the owner's live codes decides a race: nothing inserted means the code is taken.
  const [row] = await db
    .insert(promoCodes)
    .values({ ownerId: owner.id, eventId: null, code, name: code, quantity: input.quantity, uses: 0, ...columnsOf(input) })
    .onConflictDoNothing()
    .returning();
  if (!row) codeTaken(code);
  return promoCodeView(row!, owner.currency, now);
}

/** The codes of `codes` that a live code of the owner (global or event) already has. */
async function takenCodes(db: Queryable, ownerId: string, codes: readonly string[]): Promise<string[]> {
  const taken: string[] = [];
  for (let i = 0; i < codes.length; i += INSERT_BATCH) {
    const rows = await db
      .select({ code: promoCodes.code })
      .from(promoCodes)
      .where(and(eq(promoCodes.ownerId, ownerId), isNull(promoCodes.deletedAt), inArray(promoCodes.code, codes.slice(i, i + INSERT_BATCH))));
    taken.push(...rows.map((r) => r.code));
  }
  return taken;
}

/** A bulk import: every code re-checked as the file's lines were, then all or none inserted. */
export async function bulkCreatePromoCodes(db: Db, owner: Owner, body: BulkBody, now = new Date()): Promise<{ created: number }> {
  const { codes, problems } = bulkCodeProblems(body.codes.map((code) => [code]));
  if (problems.length) refuse({ codes: problems[0]! }, problems.slice(0, PROBLEMS_SHOWN));
  const input = inputOf(body);
  check(input, owner, now);

  const refuseTaken = (taken: string[]): never => refuse({ codes: PROMO_CODE_MESSAGES.codesTaken(taken) });
  const taken = await takenCodes(db, owner.id, codes);
  if (taken.length) refuseTaken(taken);

  const fields = { ownerId: owner.id, eventId: null, quantity: input.quantity, uses: 0, ...columnsOf(input) };
  await db.transaction(async (tx) => {
    const inserted = new Set<string>();
    for (let i = 0; i < codes.length; i += INSERT_BATCH) {
      const rows = await tx
        .insert(promoCodes)
        .values(codes.slice(i, i + INSERT_BATCH).map((code) => ({ ...fields, code, name: code })))
        .onConflictDoNothing()
        .returning({ code: promoCodes.code });
      for (const r of rows) inserted.add(r.code);
    }
    // A code taken since the check (a race): the whole import is undone.
    if (inserted.size < codes.length) refuseTaken(codes.filter((c) => !inserted.has(c)));
  });
  return { created: codes.length };
}

/**
 * An edit. The cap the organizer sets counts the uses already taken: the uses left become cap - uses in the same
 * statement that checks cap >= uses, so a checkout taking a use at that moment cannot push the count out of step.
 */
export async function updatePromoCode(db: Db, owner: Owner, id: string, body: PromoBody, now = new Date()): Promise<PromoCodeView> {
  const saved = await findGlobalCode(db, owner.id, id);
  const input = inputOf(body, normalizePromoCode(body.code));
  check(input, owner, now, saved.startsAt);
  const code = input.code!;
  const [other] = await db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(and(eq(promoCodes.ownerId, owner.id), eq(promoCodes.code, code), isNull(promoCodes.deletedAt), ne(promoCodes.id, id)))
    .limit(1);
  if (other) codeTaken(code);

  const cap = input.quantity;
  let row: PromoCodeRow | undefined;
  try {
    [row] = await db
      .update(promoCodes)
      .set({
        ...columnsOf(input),
        code,
        name: code,
        quantity: cap == null ? null : sql`${cap}::integer - ${promoCodes.uses}`,
        updatedAt: now,
      })
      .where(and(liveGlobalCode(owner.id, id), cap == null ? undefined : lte(promoCodes.uses, cap)))
      .returning();
  } catch (err) {
    if (sqlState(err) === '23505') codeTaken(code);
    throw err;
  }
  if (!row) {
    const current = await findGlobalCode(db, owner.id, id); // 404 when deleted meanwhile
    refuse({ quantity: PROMO_VALIDATION_MESSAGES.usageLimitBelowUses(current.uses) });
  }
  return promoCodeView(row!, owner.currency, now);
}

/** A soft delete: the code stops applying and frees up; orders that used it keep naming it. */
export async function removePromoCode(db: Db, ownerId: string, id: string, now = new Date()): Promise<void> {
  const removed = await db
    .update(promoCodes)
    .set({ deletedAt: now, updatedAt: now })
    .where(liveGlobalCode(ownerId, id))
    .returning({ id: promoCodes.id });
  if (!removed.length) throw notFound(PROMO_CODE_MESSAGES.notFound);
}
