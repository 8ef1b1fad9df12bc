import { z } from 'zod';
import { instant, paged, text } from './common.ts';
import { PROMO_BULK_MESSAGES, PROMO_CODE_LIMITS, PROMO_SCOPES, PROMO_SORTS, PROMO_STATUSES } from './promo-codes.messages.ts';
export * from './promo-codes.messages.ts';

/**
 * Global promo codes (content-management 2.6, 3 Global promo code, 7 Global promo codes): an owner's discount codes
 * for all their events or the events of some categories. Event codes (scope 'event') are not listed here.
 */

export const promoOwnerQuery = z.object({ ownerId: z.uuid() });

export const promoListQuery = z.object({
  ownerId: z.uuid(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(PROMO_CODE_LIMITS.pageSize),
  sort: z.enum(PROMO_SORTS).default('startsAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  /** Part of a code (letters and digits; the rest is ignored). */
  query: text(200).optional(),
});
export type PromoListQuery = z.infer<typeof promoListQuery>;

/** A row of the list, and the edit form's code (content-management 3 Global promo code). */
export const promoCodeView = z.object({
  id: z.uuid(),
  code: z.string(),
  /** A fixed discount in minor units of `currency`; null when the discount is a percentage. */
  amount: z.number().int().nullable(),
  currency: z.string(),
  percentageValue: z.number().int().nullable(),
  /** The usage cap; null is unlimited. */
  quantity: z.number().int().nullable(),
  /** Uses taken (orders holding or paid with the code). */
  uses: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  status: z.enum(PROMO_STATUSES),
  scope: z.enum(PROMO_SCOPES),
  /** The categories of a course_categories code; `uuid` is the category's key (GET /api/v1/course_categories). */
  courseCategories: z.array(z.object({ uuid: z.string(), name: z.string() })),
});
export type PromoCodeView = z.infer<typeof promoCodeView>;
export const promoCodesReply = paged(promoCodeView);
export type PromoCodesReply = z.infer<typeof promoCodesReply>;

/** Numbers are range-checked by the service with the form's messages; these bounds only keep them storable. */
const storableInt = z.number().int().min(-1_000_000_000).max(1_000_000_000);

/** The fields a code's save shares with a bulk import (content-management 7 Global promo codes). */
const promoFields = {
  ownerId: z.uuid(),
  startsAt: instant,
  /** No end: the code runs until deleted. */
  endsAt: instant.nullish(),
  scope: z.enum(PROMO_SCOPES),
  /** Category keys, comma-joined; required for scope course_categories. */
  courseCategoryIds: text(2000).optional(),
  /** Minor units of the owner's currency (the form's 1 to 10000 is in the currency's units). Exactly one of the two. */
  amount: storableInt.nullish(),
  percentageValue: storableInt.nullish(),
  /** The usage cap; absent or null is unlimited. */
  quantity: storableInt.nullish(),
};

/** Create or update one code: the code is stripped to letters and digits, upper-cased and cut to 10. */
export const promoCodeBody = z.object({ ...promoFields, code: text(100) });
export type PromoCodeBody = z.input<typeof promoCodeBody>;

/** A bulk import: the file's codes (6 to 10 letters and digits each) with one set of fields. */
export const bulkPromoCodesBody = z.object({
  ...promoFields,
  codes: z.array(text(50)).min(1, PROMO_BULK_MESSAGES.codesRequired).max(PROMO_CODE_LIMITS.bulkCodesMax, PROMO_BULK_MESSAGES.tooMany),
});
export type BulkPromoCodesBody = z.input<typeof bulkPromoCodesBody>;
export const bulkPromoCodesReply = z.object({ created: z.number().int() });
