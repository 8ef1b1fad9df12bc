import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';
import { profiles } from './accounts.ts';
import { eventOccurrences, events, ticketTypes } from './events.ts';
import { membershipBenefits, membershipPrices, membershipSubscriptions, membershipTiers } from './memberships.ts';
import { videos } from './videos.ts';
import { privateListMembers } from './private-lists.ts';
import { CURRENCIES } from '../../../../domain/money.ts';

/** Payment methods that go through the card provider and pay its fee (cash and free orders do not). */
const PROVIDER_PAID = ['card', 'express', 'terminal'];

/** The orders.provider_fee expression: per currency, round(total × percentage / 100) + fixed, for provider-paid orders. */
const providerFeeSql = sql.raw(
  `case when payment_method in (${PROVIDER_PAID.map((m) => `'${m}'`).join(', ')}) and total > 0 then case lower(currency) ${CURRENCIES.map(
    (c) => `when '${c.code}' then round(total * ${c.providerFeePercentage} / 100.0)::integer + ${c.providerFeeFixed}`,
  ).join(' ')} else round(total * ${CURRENCIES[0]!.providerFeePercentage} / 100.0)::integer + ${CURRENCIES[0]!.providerFeeFixed} end else 0 end`,
);

/**
 * Sold and held counts per ticket type and date. A hold is taken with one conditional UPDATE
 * (`held + n <= capacity - sold`), the same shape as a stock decrement, so concurrent buyers never oversell and
 * contention stays on a single row. Rows are created on first use.
 */
export const ticketInventory = pgTable(
  'ticket_inventory',
  {
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'cascade' }),
    occurrenceId: uuid('occurrence_id')
      .notNull()
      .references(() => eventOccurrences.id, { onDelete: 'cascade' }),
    sold: integer('sold').notNull().default(0),
    /** Quantities of holds not yet released; may include expired holds until they are swept (see holds). */
    held: integer('held').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.ticketTypeId, t.occurrenceId] }),
    // Counters never go below zero silently: a release that would is an error, not a negative count.
    check('ticket_inventory_counts_check', sql`${t.sold} >= 0 and ${t.held} >= 0`),
  ],
);

/** What a pending order keeps aside. Released when it expires (swept), is cancelled, or becomes sold. */
export const holds = pgTable(
  'holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ticketTypeId: uuid('ticket_type_id').notNull(),
    occurrenceId: uuid('occurrence_id').notNull(),
    quantity: integer('quantity').notNull(),
    expiresAt: at('expires_at').notNull(),
    releasedAt: at('released_at'),
  },
  (t) => [
    index('holds_order_idx').on(t.orderId),
    index('holds_live_idx')
      .on(t.ticketTypeId, t.occurrenceId, t.expiresAt)
      .where(sql`released_at is null`),
  ],
);

export const ORDER_STATUSES = [
  'pending',
  'processing',
  'express_processing',
  'handling_payment',
  'completed',
  'transferred',
  'failed',
  'canceled',
  'timed_out',
] as const;

/**
 * What an order buys (accounts-and-reporting 3 productType): tickets of one event date, a membership period, or a
 * donation to a video.
 */
export const PRODUCT_TYPES = ['Event', 'MembershipTier', 'ArtistVideo'] as const;

/**
 * An order for one date of one event (its holds, items and payment), or one paid period of a membership (the first
 * payment or a renewal). Amounts in minor units of `currency`.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Orders are money records: no organizer edit may delete them (removing a date or an event with orders is 409).
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'restrict' }),
    occurrenceId: uuid('occurrence_id').references(() => eventOccurrences.id, { onDelete: 'restrict' }),
    productType: text('product_type', { enum: PRODUCT_TYPES }).notNull().default('Event'),
    membershipTierId: uuid('membership_tier_id').references(() => membershipTiers.id, { onDelete: 'restrict' }),
    membershipPriceId: uuid('membership_price_id').references(() => membershipPrices.id, { onDelete: 'restrict' }),
    membershipSubscriptionId: uuid('membership_subscription_id').references(() => membershipSubscriptions.id, { onDelete: 'restrict' }),
    /** The start of the membership period an order pays: one order per subscription and period, however often the
     * renewal job runs. */
    periodStart: at('period_start'),
    /** The list member whose share code (customUserListsCodes) unlocked the order's list tickets: who brought whom. */
    privateListMemberId: uuid('private_list_member_id').references(() => privateListMembers.id, { onDelete: 'restrict' }),
    /** The video a donation ('ArtistVideo' order) goes to. */
    videoId: uuid('video_id').references(() => videos.id, { onDelete: 'restrict' }),
    /** The event's owner at purchase time, for reporting and payouts. */
    ownerId: uuid('owner_id').notNull(),
    userId: uuid('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /** 'select' while tickets are chosen, 'pay' once the info is confirmed (the timers of buyer-side 9). */
    step: text('step', { enum: ['select', 'pay'] })
      .notNull()
      .default('select'),
    holdExpiresAt: at('hold_expires_at').notNull(),
    currency: text('currency').notNull(),
    subtotal: integer('subtotal').notNull().default(0),
    feeTotal: integer('fee_total').notNull().default(0),
    discountTotal: integer('discount_total').notNull().default(0),
    donationAmount: integer('donation_amount').notNull().default(0),
    total: integer('total').notNull().default(0),
    promoCodeId: uuid('promo_code_id'),
    secretCodes: text('secret_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    paymentMethod: text('payment_method', { enum: ['card', 'terminal', 'express', 'free', 'cash'] })
      .notNull()
      .default('card'),
    paymentProvider: text('payment_provider'),
    paymentId: text('payment_id'),
    transactionId: text('transaction_id'),
    buyerFirstName: text('buyer_first_name'),
    buyerLastName: text('buyer_last_name'),
    buyerEmail: text('buyer_email'),
    notes: text('notes'),
    marketingConsents: jsonb('marketing_consents').$type<Record<string, boolean>>().notNull().default({}),
    /** Added by an organizer from the guests page (no consents, a note, ends on the guests page). */
    guestFlow: boolean('guest_flow').notNull().default(false),
    addedById: uuid('added_by_id').references(() => profiles.id, { onDelete: 'set null' }),
    promoterUsername: text('promoter_username'),
    /** Who created the order (`u:<profile id>`, or `c:<checkout cookie>` signed out): bounds what one client holds. */
    clientKey: text('client_key'),
    /** The address it came from (`ip:<address>`): bounds what all the clients behind one address hold. */
    addressKey: text('address_key'),
    /** The stripe of `client_key` among its address's locks (checkout-client.ts). */
    clientStripe: smallint('client_stripe'),
    /** SHA-256 of the seats hold token (buyer-side 7 seatsHoldToken) its buyer got with the latest seat hold. */
    seatsHoldTokenHash: text('seats_hold_token_hash'),
    completedAt: at('completed_at'),
    canceledAt: at('canceled_at'),
    /** What went back to the buyer (ticket refunds, partial or whole), minor units: added in the refund's transaction. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /**
     * The card provider's fee on the order (a percentage plus a fixed part per currency, domain/money.ts), computed by
     * the database from the total, the currency and how it was paid, so every report and the payouts agree on it.
     */
    providerFee: integer('provider_fee').notNull().generatedAlwaysAs(providerFeeSql),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('orders_refunded_check', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.total}`),
    // Reporting's scan: an owner's completed orders by completion time (revenue, patrons, the weekly report).
    index('orders_owner_completed_idx')
      .on(t.ownerId, t.completedAt)
      .where(sql`status in ('completed', 'transferred')`),
    // Revenue's scan (contexts/reporting/revenue-by-time.ts): an owner's completed orders per currency, payment method
    // and time, with every column the sums read, so a report reads ranges of this index and not the wide order rows.
    index('orders_owner_revenue_idx')
      .on(t.ownerId, t.currency, t.paymentMethod, t.completedAt, t.total, t.refundedAmount, t.providerFee, t.feeTotal)
      .where(sql`status in ('completed', 'transferred')`),
    check(
      'orders_product_check',
      sql`(${t.productType} = 'Event' and ${t.eventId} is not null and ${t.occurrenceId} is not null) or (${t.productType} = 'MembershipTier' and ${t.membershipSubscriptionId} is not null and ${t.periodStart} is not null) or (${t.productType} = 'ArtistVideo' and ${t.videoId} is not null)`,
    ),
    uniqueIndex('orders_membership_period_idx').on(t.membershipSubscriptionId, t.periodStart),
    index('orders_event_status_idx').on(t.eventId, t.status),
    index('orders_owner_created_idx').on(t.ownerId, t.createdAt),
    index('orders_user_idx').on(t.userId),
    index('orders_video_idx').on(t.videoId),
    index('orders_list_member_idx').on(t.privateListMemberId),
    uniqueIndex('orders_payment_idx').on(t.paymentProvider, t.paymentId),
    // The admin console finds an order by the buyer's e-mail or name (prefix) and by the provider's ids (exact).
    index('orders_buyer_email_prefix_idx').on(sql`lower(${t.buyerEmail}) text_pattern_ops`),
    index('orders_buyer_name_prefix_idx').on(sql`lower(${t.buyerFirstName} || ' ' || ${t.buyerLastName}) text_pattern_ops`),
    index('orders_buyer_last_name_prefix_idx').on(sql`lower(${t.buyerLastName}) text_pattern_ops`),
    index('orders_transaction_idx').on(t.transactionId),
    index('orders_payment_id_idx').on(t.paymentId),
    // The admin console's platform figures: every owner's completed orders of a date range.
    index('orders_completed_idx')
      .on(t.completedAt)
      .where(sql`status in ('completed', 'transferred')`),
    // The sweep's scan: pending orders whose timer ran out.
    index('orders_pending_expiry_idx')
      .on(t.holdExpiresAt)
      .where(sql`status = 'pending'`),
    index('orders_pending_client_idx')
      .on(t.clientKey, t.eventId)
      .where(sql`status = 'pending'`),
    index('orders_pending_address_idx')
      .on(t.addressKey, t.eventId)
      .where(sql`status = 'pending'`),
  ],
);

export const ITEM_STATUSES = ['active', 'canceled', 'refunded', 'transferred', 'transfer_pending'] as const;

/** One ticket: a unit of a ticket type in an order; after completion it carries the QR code and the holder. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    basePrice: integer('base_price').notNull(),
    baseFee: integer('base_fee').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    discountName: text('discount_name'),
    /** The member benefit that priced this ticket, and the usage window its use was counted in. */
    membershipBenefitId: uuid('membership_benefit_id').references(() => membershipBenefits.id, { onDelete: 'restrict' }),
    benefitWindowKey: text('benefit_window_key'),
    status: text('status', { enum: ITEM_STATUSES }).notNull().default('active'),
    holderUserId: uuid('holder_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    notes: text('notes'),
    seat: text('seat'),
    /** termsHash: a terms (waiver) answer's text, by its SHA-256 in terms_texts: the words the buyer agreed to. */
    answers: jsonb('answers')
      .$type<{ questionId: string; title: string; answer: string; agreedAt?: string; termsHash?: string }[]>()
      .notNull()
      .default([]),
    /** Secret printed in the QR code; set when the ticket is issued. */
    qrToken: text('qr_token'),
    issuedAt: at('issued_at'),
    /**
     * The ticket's own date when the organizer moved it apart from its order (issue 34); null: its order's date. Read
     * "the ticket's date" as coalesce(order_items.occurrence_id, orders.occurrence_id) (tickets' ticketDateSql).
     */
    occurrenceId: uuid('occurrence_id').references(() => eventOccurrences.id, { onDelete: 'restrict' }),
    checkedInAt: at('checked_in_at'),
    checkedInById: uuid('checked_in_by_id').references(() => profiles.id, { onDelete: 'set null' }),
    canceledAt: at('canceled_at'),
    refundedAt: at('refunded_at'),
    /** What its refund gave back (minor units); 0 until refunded. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    transferredToName: text('transferred_to_name'),
    transferredToEmail: text('transferred_to_email'),
    transferredAt: at('transferred_at'),
    /** The ticket a transfer created, and the one it came from. */
    transferredFromId: uuid('transferred_from_id'),
    claimTokenHash: text('claim_token_hash'),
    createdAt: createdAt(),
    // Absorbed fees (issue 34, o-fees): whether base_fee was inside the price the buyer paid, and what the buyer paid
    // for the ticket (domain/checkout.ts buyerPays), which refunds, reports and the organizer's revenue read.
    feeAbsorbed: boolean('fee_absorbed').notNull().default(false),
    paidAmount: integer('paid_amount')
      .notNull()
      .generatedAlwaysAs(sql`greatest(base_price - discount_amount + case when fee_absorbed then 0 else base_fee end, 0)`),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_ticket_type_idx').on(t.ticketTypeId, t.status),
    uniqueIndex('order_items_qr_idx').on(t.qrToken),
    index('order_items_holder_idx').on(t.holderUserId),
    index('order_items_occurrence_idx').on(t.occurrenceId),
  ],
);

/** Promo codes of an owner: for one event or (eventId null) all of the owner's events. */
/**
 * The texts of terms questions (waivers) as buyers agreed to them, by their SHA-256 (hex): an answer names its text by
 * hash, so a later edit of the question never changes what a ticket says was agreed, and one text is stored once.
 */
export const termsTexts = pgTable('terms_texts', {
  hash: text('hash').primaryKey(),
  content: text('content').notNull(),
  createdAt: createdAt(),
});

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    /** Upper-cased. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Fixed discount in minor units, or a percentage. */
    amount: integer('amount'),
    percentageValue: integer('percentage_value'),
    allTickets: boolean('all_tickets').notNull().default(true),
    ticketTypeIds: uuid('ticket_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Remaining uses; null is unlimited. */
    quantity: integer('quantity'),
    /** Uses taken (orders holding or paid with the code): with `quantity`, the usage cap is uses + quantity. */
    uses: integer('uses').notNull().default(0),
    /**
     * Where a code applies: 'event' (eventId's event), or a global code of the owner (content-management 3 Global
     * promo code): 'owner' for all the owner's events, 'course_categories' for events of `categoryIds`.
     */
    scope: text('scope', { enum: ['event', 'owner', 'course_categories'] })
      .notNull()
      .default('event'),
    /** Category keys (src/domain/events.ts) of a 'course_categories' code. */
    categoryIds: text('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A global code's validity: from startsAt, until endsAt when set. */
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** Deleted by the organizer: no longer applies; orders that used it still name it. Its code is free again. */
    deletedAt: at('deleted_at'),
  },
  (t) => [
    uniqueIndex('promo_codes_owner_code_idx')
      .on(t.ownerId, t.code)
      .where(sql`${t.deletedAt} is null`),
    check('promo_codes_quantity_check', sql`${t.quantity} is null or ${t.quantity} >= 0`),
    check('promo_codes_uses_check', sql`${t.uses} >= 0`),
    check('promo_codes_scope_check', sql`(${t.scope} = 'event') = (${t.eventId} is not null)`),
    index('promo_codes_owner_scope_idx').on(t.ownerId, t.scope),
  ],
);

/** State changes an organizer can subscribe to, written in the transaction of the change. */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    ownerId: uuid('owner_id').notNull(),
    eventId: uuid('event_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    /** When the webhooks dispatcher turned the event into deliveries (null: not yet). */
    webhooksDispatchedAt: at('webhooks_dispatched_at'),
  },
  (t) => [
    index('outbox_owner_idx').on(t.ownerId, t.id),
    index('outbox_undispatched_idx')
      .on(t.id)
      .where(sql`${t.webhooksDispatchedAt} is null`),
  ],
);

/** Provider webhook events already handled: a redelivery is acknowledged and ignored. */
export const processedWebhooks = pgTable(
  'processed_webhooks',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    processedAt: at('processed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
