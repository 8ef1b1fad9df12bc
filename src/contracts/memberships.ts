import { z } from 'zod';
import { paged, text } from './common.ts';
import { EVENT_CATEGORY_KEYS } from '../domain/events.ts';
import {
  DISCOUNT_SCOPES,
  MEMBER_STATUS_FILTERS,
  MEMBER_STATUSES,
  MEMBERSHIP_LIMITS as L,
  MEMBERSHIP_PAGE_STATUSES,
  PRICE_INTERVALS,
  USAGE_SCOPES,
} from './memberships.messages.ts';
export * from './memberships.messages.ts';

/**
 * The organizer's memberships area (content-management 2.2, 3, 7): tiers, benefits, members and settings. Money is
 * integer minor units of the owner's currency. Field checks with the spec's messages run in the services
 * (domain/memberships.ts `tierProblems`, `benefitProblems`, `memberProblems`, `settingsProblems`) and answer 422
 * with `fieldErrors`; the schemas here bound shapes and sizes only.
 */

export const ownerQuery = z.object({ ownerId: z.uuid() });
const minor = z.number().int().min(0).max(100_000_000);
const idList = z.array(z.uuid()).max(500);

/* ---------- tiers ---------- */

export const tierPrice = z.object({
  id: z.uuid(),
  /** Minor units. */
  price: z.number().int(),
  interval: z.enum(PRICE_INTERVALS),
  intervalCount: z.number().int(),
  currency: z.string(),
  position: z.number().int(),
  archived: z.boolean(),
  /** Members paying this price now (active, past due, or canceled but running). */
  subscriptionsCount: z.number().int(),
});
export type TierPrice = z.infer<typeof tierPrice>;

export const benefitRef = z.object({ id: z.uuid(), name: z.string(), archived: z.boolean() });

export const tierView = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Rich text (sanitized HTML). */
  description: z.string(),
  /** The thank-you message of the welcome e-mail. */
  emailText: z.string(),
  archived: z.boolean(),
  position: z.number().int(),
  /** Members with access now. */
  membersCount: z.number().int(),
  /** Paid membership orders, minor units of `currency`. */
  revenue: z.number().int(),
  currency: z.string(),
  /** Capacity; null is unlimited. */
  validSubscriptionsLimit: z.number().int().nullable(),
  /** 'X' of 'Limited (X of Y remaining)'; null when unlimited. */
  remaining: z.number().int().nullable(),
  benefits: z.array(benefitRef),
  prices: z.array(tierPrice),
});
export type TierView = z.infer<typeof tierView>;
export const tiersReply = z.object({ data: z.array(tierView) });

export const tierPriceInput = z.object({
  /** A saved price; absent for a new one. */
  id: z.uuid().nullish(),
  /** Minor units; null when the field is empty (the service answers 'Price is required'). */
  price: minor.nullable(),
  interval: z.enum(PRICE_INTERVALS).default('month'),
  archived: z.boolean().default(false),
});

export const tierBody = z.object({
  ownerId: z.uuid(),
  name: text(L.tierName * 2),
  description: text(L.tierDescription * 2),
  emailText: text(5_000).default(''),
  /** Benefit ids (non-archived benefits of the owner). */
  discountIds: idList.default([]),
  /** In display order; their position is their index. */
  prices: z.array(tierPriceInput).max(10),
  /** Capacity: a number for Limited, null for Unlimited. */
  validSubscriptionsLimit: z.number().int().min(-1_000_000).max(1_000_000).nullable(),
  /** The form's Limited choice; with it a missing number is 'Capacity is required'. */
  limited: z.boolean().default(false),
});
export type TierBody = z.input<typeof tierBody>;

/* ---------- benefits ---------- */

export const benefitView = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Fixed discount in minor units, or null. */
  amount: z.number().int().nullable(),
  percentageValue: z.number().int().nullable(),
  currency: z.string(),
  /** Uses per member per window; null is unlimited. */
  quantity: z.number().int().nullable(),
  quantityScope: z.enum(USAGE_SCOPES).nullable(),
  discountScope: z.enum(DISCOUNT_SCOPES),
  categoryIds: z.array(z.string()),
  ticketIds: z.array(z.uuid()),
  tiers: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** Tickets bought with it. */
  redeemed: z.number().int(),
  archived: z.boolean(),
});
export type BenefitView = z.infer<typeof benefitView>;
export const benefitsReply = z.object({ data: z.array(benefitView) });

export const benefitBody = z.object({
  ownerId: z.uuid(),
  name: text(L.benefitName * 2),
  amount: minor.nullable(),
  percentageValue: z.number().int().min(-1000).max(1000).nullable(),
  limited: z.boolean().default(false),
  quantity: z.number().int().min(-1_000_000).max(1_000_000).nullable(),
  quantityScope: z.enum(USAGE_SCOPES).nullable(),
  discountScope: z.enum(DISCOUNT_SCOPES).default('all'),
  categoryIds: z.array(z.enum(EVENT_CATEGORY_KEYS)).max(50).default([]),
  ticketIds: idList.default([]),
});
export type BenefitBody = z.input<typeof benefitBody>;

/* ---------- members ---------- */

export const memberView = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  userName: z.string(),
  userEmail: z.string(),
  tierId: z.uuid(),
  tierName: z.string(),
  priceId: z.uuid(),
  priceAmount: z.number().int(),
  priceInterval: z.enum(PRICE_INTERVALS),
  currency: z.string(),
  status: z.enum(MEMBER_STATUSES),
  /** The display status of content-management 4 and its date. */
  display: z.object({ kind: z.enum(['renews', 'expires', 'expired', 'invited']), date: z.string().nullable() }),
  expiresAt: z.string().nullable(),
  startsAt: z.string().nullable(),
  autoRenew: z.boolean(),
  /** Subscribed through a payment provider: the organizer cannot edit or remove it. */
  stripeSubscription: z.boolean(),
});
export type MemberView = z.infer<typeof memberView>;

export const membersQuery = z.object({
  ownerId: z.uuid(),
  status: z.enum(MEMBER_STATUS_FILTERS).default('all'),
  tierId: z.uuid().optional(),
  search: text(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const membersReply = paged(memberView);
export const membersCsvQuery = membersQuery.omit({ page: true });

export const memberBody = z.object({
  ownerId: z.uuid(),
  fullName: text(200),
  email: text(320).default(''),
  tierId: z.uuid().nullable(),
  priceId: z.uuid().nullable(),
});
export type MemberBody = z.input<typeof memberBody>;

/* ---------- settings ---------- */

export const membershipSettings = z.object({
  title: z.string(),
  description: z.string(),
  status: z.enum(MEMBERSHIP_PAGE_STATUSES),
  membershipPrivateUuid: z.uuid().nullable(),
  /** The public page (or, when private, the private link). */
  membershipPageUrl: z.string(),
  stripeConnected: z.boolean(),
  type: z.enum(['user', 'school']),
  /** The platform's fee on membership payments, in percent (the fee note). */
  feePercent: z.number(),
});
export type MembershipSettings = z.infer<typeof membershipSettings>;

export const membershipSettingsBody = z.object({
  status: z.enum(MEMBERSHIP_PAGE_STATUSES),
  /** Generated by the client when missing (content-management 2.2). */
  privateUuid: z.uuid().nullable(),
  title: text(L.heroTitle * 2),
  description: text(L.settingsDescription * 2),
});
export const ownerIdParams = z.object({ ownerId: z.uuid() });
