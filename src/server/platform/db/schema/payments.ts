import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { CardOutcome } from '../../payments/test-cards.ts';
import { at, createdAt } from './columns.ts';
import { profiles } from './accounts.ts';

/**
 * The sandbox provider's own ledger: what a real provider keeps on its side. Kept in the database so every
 * API process and worker sees the same payments.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  accountId: text('account_id'),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  applicationFee: integer('application_fee').notNull().default(0),
  /** requires_payment_method, processing, succeeded, canceled, requires_capture (terminal). */
  status: text('status').notNull(),
  lastError: jsonb('last_error').$type<{ code: string; message: string; declineCode?: string } | null>(),
  cardLast4: text('card_last4'),
  readerId: text('reader_id'),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  /** Keep the card that pays it for later off-session charges (a membership's renewals). */
  saveCard: boolean('save_card').notNull().default(false),
  /** The saved card that paid it (sandbox_saved_cards). */
  savedCardId: text('saved_card_id'),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * The sandbox's refunds, one per idempotency key, as a provider keeps them: a refund asked again with the same key
 * answers the first one and moves no money (a mass refund's retry after a lost reply).
 */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id').notNull(),
  idempotencyKey: text('idempotency_key').unique(),
  amount: integer('amount').notNull(),
  createdAt: createdAt(),
});

/**
 * Cards the sandbox keeps for off-session charges, as a provider keeps a customer's payment methods. Only what a
 * charge needs is kept: the last four digits and the test card's outcome, never the number.
 */
export const sandboxSavedCards = pgTable('sandbox_saved_cards', {
  id: text('id').primaryKey(),
  last4: text('last4').notNull(),
  outcome: jsonb('outcome').$type<CardOutcome>().notNull(),
  createdAt: createdAt(),
});

/** Places where card readers are registered (accounts-and-reporting 3 Location). */
export const locations = pgTable('locations', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  address: text('address').notNull(),
  apartment: text('apartment').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  stateCode: text('state_code').notNull(),
  zipcode: text('zipcode').notNull(),
  country: text('country').notNull().default('US'),
  lat: doublePrecision('lat'),
  long: doublePrecision('long'),
  providerLocationId: text('provider_location_id'),
  createdAt: createdAt(),
});

/** Card readers (terminals) registered by an owner. */
export const terminalReaders = pgTable(
  'terminal_readers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    providerReaderId: text('provider_reader_id').notNull(),
    serialNumber: text('serial_number'),
    createdAt: createdAt(),
  },
  (t) => [index('terminal_readers_owner_idx').on(t.ownerId)],
);

/** Money paid out to an owner's bank account by the provider. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    paidAt: at('paid_at').notNull(),
    providerPayoutId: text('provider_payout_id'),
    createdAt: createdAt(),
  },
  (t) => [index('payouts_owner_paid_idx').on(t.ownerId, t.paidAt)],
);
