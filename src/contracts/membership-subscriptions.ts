import { z } from 'zod';
import { text } from './common.ts';
import { MEMBER_STATUSES, MEMBERSHIP_PAGE_STATUSES, PRICE_INTERVALS } from './memberships.messages.ts';
import { cardErrorBody, sandboxCard } from './payments.ts';
export { cardErrorBody };
export * from './memberships.messages.ts';

/**
 * The patron's side of memberships (content-management 2.3, 7; accounts-and-reporting 2.5): the public membership
 * page, subscribing and managing through the provider (Stripe Checkout and Customer Portal, or the sandbox's own
 * pages), and the sandbox's manage page. Money is integer minor units.
 */

/** GET /api/v1/memberships?type=p&username=ann[&privateUuid=…] */
export const membershipPageQuery = z.object({
  type: z.enum(['p', 'o']),
  username: text(100).min(1),
  /** The private link's uuid (`/:type/:username/:id`). */
  privateUuid: z.uuid().optional(),
});

export const publicTierPrice = z.object({
  id: z.uuid(),
  price: z.number().int(),
  currency: z.string(),
  interval: z.enum(PRICE_INTERVALS),
  position: z.number().int(),
  /** Where the Subscribe form posts (`/membership_subscriptions/initialize_session`); null when it cannot be bought (sold out). */
  subscribeUrl: z.string().nullable(),
});

export const viewerSubscription = z.object({
  id: z.uuid(),
  tierId: z.uuid(),
  priceId: z.uuid(),
  priceAmount: z.number().int(),
  priceInterval: z.enum(PRICE_INTERVALS),
  status: z.enum(MEMBER_STATUSES),
  /** Paid through a provider: Manage posts to `manageUrl`. Null for a manually added membership. */
  stripeSubscription: z.boolean(),
  manageUrl: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ViewerSubscription = z.infer<typeof viewerSubscription>;

export const publicTier = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Sanitized rich text. */
  description: z.string(),
  benefits: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** Non-archived prices by position. */
  prices: z.array(publicTierPrice),
  soldOut: z.boolean(),
  /** The viewer's membership of this tier with access now, or null. */
  subscription: viewerSubscription.nullable(),
});
export type PublicTier = z.infer<typeof publicTier>;

export const membershipPageReply = z.object({
  profile: z.object({
    id: z.uuid(),
    type: z.enum(['user', 'school']),
    username: z.string(),
    name: z.string(),
    avatar: z.string().nullable(),
    /** Where a manually added member asks for changes. */
    contactEmail: z.string().nullable(),
  }),
  /** False: '{name} hasn't set up memberships yet.' (no public tier, no payout account, or a private page without its uuid). */
  setUp: z.boolean(),
  title: z.string(),
  description: z.string(),
  status: z.enum(MEMBERSHIP_PAGE_STATUSES),
  /** The viewer holds one of the owner's tiers now (the member badge). */
  member: z.boolean(),
  /** Held tiers first, then by position. */
  tiers: z.array(publicTier),
});
export type MembershipPageReply = z.infer<typeof membershipPageReply>;

/**
 * The subscribe and manage forms post here (content-management 7): urlencoded `price_id`, `owner_id`, `user_id`,
 * `utf8`, with `redirect_to` in the query. The reply is a redirect (to the provider's checkout or portal, or to the
 * page with `error_message`).
 */
export const initializeSessionBody = z.object({
  price_id: z.uuid(),
  owner_id: z.uuid(),
  user_id: z.uuid(),
  utf8: text(10).optional(),
});
export const manageSessionBody = z.object({ owner_id: z.uuid(), user_id: z.uuid(), utf8: text(10).optional() });
export const redirectQuery = z.object({ redirect_to: text(2000).optional() });

/* ---------- the sandbox's checkout and manage pages ---------- */

export const sandboxSubscriptionView = z.object({
  id: z.uuid(),
  status: z.enum(['pending', ...MEMBER_STATUSES]),
  owner: z.object({ id: z.uuid(), name: z.string(), username: z.string(), type: z.enum(['user', 'school']), avatar: z.string().nullable() }),
  tier: z.object({ id: z.uuid(), name: z.string() }),
  amount: z.number().int(),
  currency: z.string(),
  interval: z.enum(PRICE_INTERVALS),
  expiresAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  autoRenew: z.boolean(),
  cardLast4: z.string().nullable(),
  /** The first payment's card confirmation while pending (the sandbox's card form confirms it). */
  payment: z.object({ id: z.string(), clientSecret: z.string() }).nullable(),
  /** Where to go back to: the membership page the patron came from. */
  returnTo: z.string(),
});
export type SandboxSubscriptionView = z.infer<typeof sandboxSubscriptionView>;
export const sandboxCardBody = z.object({ card: sandboxCard });
