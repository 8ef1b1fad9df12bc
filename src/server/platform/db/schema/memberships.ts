import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MEMBER_STATUSES, PRICE_INTERVALS, USAGE_SCOPES, DISCOUNT_SCOPES } from '../../../../domain/memberships.ts';
import { at, createdAt } from './columns.ts';
import { profiles } from './accounts.ts';

/**
 * Membership tiers of an owner (content-management 2.2, 3). `taken` counts the seats held against
 * `validSubscriptionsLimit`: a subscription takes one with a single conditional UPDATE
 * (`limit is null or taken < limit`) when its checkout starts, and gives it back only when no payment for it can
 * still succeed (the checkout expired or failed) or when the membership expires. So concurrent subscribers never
 * exceed the limit.
 */
export const membershipTiers = pgTable(
  'membership_tiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Rich text (sanitized HTML). */
    description: text('description').notNull(),
    /** The thank-you message of the welcome e-mail (emailText). */
    emailText: text('email_text').notNull().default(''),
    archived: boolean('archived').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** Capacity; null is unlimited. */
    validSubscriptionsLimit: integer('valid_subscriptions_limit'),
    taken: integer('taken').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('membership_tiers_owner_idx').on(t.ownerId, t.position),
    check('membership_tiers_taken_check', sql`${t.taken} >= 0`),
    check('membership_tiers_limit_check', sql`${t.validSubscriptionsLimit} is null or ${t.validSubscriptionsLimit} >= 1`),
  ],
);

/** A tier's price options (at most 2 live ones). A price with subscribers is never changed, only archived. */
export const membershipPrices = pgTable(
  'membership_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tierId: uuid('tier_id')
      .notNull()
      .references(() => membershipTiers.id, { onDelete: 'cascade' }),
    /** Minor units of `currency` (the owner's currency when the price was made). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval', { enum: PRICE_INTERVALS }).notNull().default('month'),
    intervalCount: integer('interval_count').notNull().default(1),
    position: integer('position').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
    /** The provider's price object (Stripe Billing), made on first use. */
    providerPriceId: text('provider_price_id'),
    createdAt: createdAt(),
  },
  (t) => [index('membership_prices_tier_idx').on(t.tierId, t.position), check('membership_prices_amount_check', sql`${t.amount} >= 0`)],
);

/** Benefits (membership discounts) of an owner; linked to tiers through membership_tier_benefits. */
export const membershipBenefits = pgTable(
  'membership_benefits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The descriptor. */
    name: text('name').notNull(),
    /** Fixed discount in minor units of the owner's currency, or a percentage; never both. */
    amount: integer('amount'),
    percentageValue: integer('percentage_value'),
    /** Uses per member per window of `quantityScope`; null is unlimited. */
    quantity: integer('quantity'),
    quantityScope: text('quantity_scope', { enum: USAGE_SCOPES }),
    discountScope: text('discount_scope', { enum: DISCOUNT_SCOPES }).notNull().default('all'),
    /** Event category keys (domain/events.ts) for discountScope 'categories'. */
    categoryIds: text('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Ticket type ids for discountScope 'tickets'. */
    ticketTypeIds: uuid('ticket_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('membership_benefits_owner_idx').on(t.ownerId),
    check('membership_benefits_discount_check', sql`(${t.amount} is null) <> (${t.percentageValue} is null)`),
    check('membership_benefits_quantity_check', sql`${t.quantity} is null or ${t.quantity} >= 1`),
  ],
);

export const membershipTierBenefits = pgTable(
  'membership_tier_benefits',
  {
    tierId: uuid('tier_id')
      .notNull()
      .references(() => membershipTiers.id, { onDelete: 'cascade' }),
    benefitId: uuid('benefit_id')
      .notNull()
      .references(() => membershipBenefits.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tierId, t.benefitId] }), index('membership_tier_benefits_benefit_idx').on(t.benefitId)],
);

/** A subscription's lifecycle; 'pending' while its first payment is under way (it holds a seat until `pendingUntil`). */
export const SUBSCRIPTION_STATUSES = ['pending', ...MEMBER_STATUSES] as const;

/**
 * Members: one row per membership of a person in an owner's tier, paid through a provider (`provider` and
 * `providerSubscriptionId`) or added by the organizer (`provider` null, `autoRenew` false). `expiresAt` is the end
 * of the paid period. A person has at most one live membership per owner (the partial unique index), so two tabs
 * subscribing at once make one.
 */
export const membershipSubscriptions = pgTable(
  'membership_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    // Members hold money history (their orders): a tier or price with subscribers is archived, never deleted.
    tierId: uuid('tier_id')
      .notNull()
      .references(() => membershipTiers.id, { onDelete: 'restrict' }),
    priceId: uuid('price_id')
      .notNull()
      .references(() => membershipPrices.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** Lower-cased; for a manually added member the only link to a person until a verified account holds it. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    autoRenew: boolean('auto_renew').notNull().default(true),
    /** The price at subscription time, so a later price change never changes what a member pays. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval', { enum: PRICE_INTERVALS }).notNull(),
    startsAt: at('starts_at'),
    currentPeriodStart: at('current_period_start'),
    expiresAt: at('expires_at'),
    canceledAt: at('canceled_at'),
    /** A pending checkout holds its seat until then; the sweep releases it after. */
    pendingUntil: at('pending_until'),
    /** Whether this membership holds one of the tier's seats (`membership_tiers.taken`). */
    holdsSeat: boolean('holds_seat').notNull().default(false),
    /** 'sandbox' | 'stripe'; null for a manually added member. */
    provider: text('provider'),
    providerSubscriptionId: text('provider_subscription_id'),
    providerCustomerId: text('provider_customer_id'),
    /** The provider's saved card renewals are charged to (sandbox: a `pm_sandbox_…` id) and its last four digits. */
    paymentMethodRef: text('payment_method_ref'),
    cardLast4: text('card_last4'),
    /** Failed renewal attempts of the current period (past due). */
    renewalAttempts: integer('renewal_attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('membership_subscriptions_owner_idx').on(t.ownerId, t.createdAt),
    index('membership_subscriptions_tier_idx').on(t.tierId, t.status),
    index('membership_subscriptions_user_idx').on(t.userId),
    index('membership_subscriptions_email_idx').on(t.email),
    uniqueIndex('membership_subscriptions_live_user_idx')
      .on(t.ownerId, t.userId)
      .where(sql`user_id is not null and status in ('pending', 'active', 'past_due', 'canceled', 'invited')`),
    uniqueIndex('membership_subscriptions_live_email_idx')
      .on(t.ownerId, t.email)
      .where(sql`user_id is null and status in ('pending', 'active', 'past_due', 'canceled', 'invited')`),
    uniqueIndex('membership_subscriptions_provider_idx').on(t.provider, t.providerSubscriptionId),
    // The renewal sweep's scan.
    index('membership_subscriptions_due_idx')
      .on(t.expiresAt)
      .where(sql`status in ('active', 'past_due') and auto_renew`),
    index('membership_subscriptions_pending_idx')
      .on(t.pendingUntil)
      .where(sql`status = 'pending'`),
  ],
);

/**
 * Benefit uses per member (a person), benefit and usage window (domain/memberships.ts `usageWindow`: '2025-03',
 * '2025-Q2', '2025-H1', '2025' or an event id). A use is taken with one conditional upsert (`used + n <= quantity`)
 * and given back only when no payment for it can still succeed, like promo code uses.
 */
export const membershipBenefitUses = pgTable(
  'membership_benefit_uses',
  {
    benefitId: uuid('benefit_id')
      .notNull()
      .references(() => membershipBenefits.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    windowKey: text('window_key').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.benefitId, t.userId, t.windowKey] }), check('membership_benefit_uses_used_check', sql`${t.used} >= 0`)],
);
