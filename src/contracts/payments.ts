import { z } from 'zod';
import { paged, text } from './common.ts';
import { currency } from './settings.ts';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES, PAYOUT_SORTS } from './payments.messages.ts';

export * from './payments.messages.ts';

export const paymentProvider = z.enum(PAYMENT_PROVIDERS);

/** GET /api/v1/payments/config */
export const paymentsConfigReply = z.object({
  provider: paymentProvider,
  /** Sandbox, or Stripe with a test key. */
  testMode: z.boolean(),
  /** SANDBOX_LABEL for the sandbox; null otherwise. */
  label: z.string().nullable(),
  /** Stripe's publishable key for Stripe.js (STRIPE_PUBLISHABLE_KEY); null for the sandbox. */
  publishableKey: z.string().nullable(),
});
export type PaymentsConfigReply = z.infer<typeof paymentsConfigReply>;

/** GET /api/v1/sandbox/test-cards */
export const testCard = z.object({
  number: z.string(),
  label: z.string(),
  outcome: z.enum(['succeeded', 'processing', 'declined']),
  /** For declines: the error code (card_declined, incorrect_zip, ...) and the decline code. */
  code: z.string().nullable(),
  declineCode: z.string().nullable(),
  message: z.string().nullable(),
});
export const testCardsReply = z.object({
  cards: z.array(testCard),
  /** Any future expiry date, any 3 digits of CVC and any postal code work with these numbers. */
  hint: z.string(),
});
export type TestCard = z.infer<typeof testCard>;

export const paymentError = z.object({ code: z.string(), message: z.string(), declineCode: z.string().optional() });

/** A sandbox payment as the card form sees it (what Stripe.js's retrievePaymentIntent gives). */
export const sandboxPayment = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  lastError: paymentError.nullable(),
});
export type SandboxPayment = z.infer<typeof sandboxPayment>;

export const sandboxCard = z.object({
  number: text(40),
  expMonth: z.number().int().min(0).max(99),
  /** Two or four digits. */
  expYear: z.number().int().min(0).max(9999),
  cvc: text(10),
  zip: text(20),
});

/** A sandbox payment's id: `/api/v1/sandbox/payments/:id`. */
export const paymentParams = z.object({ id: text(100).min(1) });

/** POST /api/v1/sandbox/payments/:id/confirm */
export const sandboxConfirmBody = z.object({ clientSecret: text(200).min(1), card: sandboxCard });
export type SandboxConfirmBody = z.infer<typeof sandboxConfirmBody>;

/** GET /api/v1/sandbox/payments/:id?clientSecret= */
export const sandboxPaymentQuery = z.object({ clientSecret: text(200).min(1) });

/**
 * A failed card confirmation: 402 when the card was declined (the payment stays `requires_payment_method`, the
 * buyer may try another card), 422 when the card details are invalid or the payment cannot be confirmed.
 * `code` is one of CARD_ERROR_CODES; `fieldErrors` names the card field (number, expMonth, expYear, cvc, zip)
 * where there is one.
 */
export const cardErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  declineCode: z.string().optional(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  payment: sandboxPayment.optional(),
  requestId: z.string(),
});
export type CardErrorBody = z.infer<typeof cardErrorBody>;

/** POST /api/webhooks/stripe */
export const webhookReply = z.object({ received: z.literal(true), duplicate: z.boolean() });

// ---- Payouts settings -------------------------------------------------------------------------------------

export const ownerQuery = z.object({ ownerId: z.uuid() });

export const cardReader = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The provider's reader id. */
  stripeReaderId: z.string(),
  stripeSerialNumber: z.string().nullable(),
  locationId: z.uuid().nullable(),
  locationName: z.string().nullable(),
});
export type CardReader = z.infer<typeof cardReader>;

/** GET /api/v1/profile_management/payouts?ownerId */
export const payoutsReply = z.object({
  /** A payment account is connected. */
  connected: z.boolean(),
  /** The account id, masked ('acct_…1a2b'); null when not connected. Never the full id. */
  account: z.string().nullable(),
  provider: paymentProvider,
  testMode: z.boolean(),
  label: z.string().nullable(),
  currency: z.string(),
  currencies: z.array(currency),
  readers: z.array(cardReader),
  /** Owners, organization admins and site admins change payouts; other members read. */
  canEdit: z.boolean(),
});
export type PayoutsReply = z.infer<typeof payoutsReply>;

/** POST /api/v1/profile_management/stripe/connect?ownerId: the sandbox connects at once; Stripe onboards. */
export const connectReply = z.object({
  connected: z.boolean(),
  /** Stripe: where to send the owner to finish onboarding; null for the sandbox. */
  onboardingUrl: z.string().nullable(),
  message: z.string().nullable(),
});

/** PATCH /api/v1/profile_management/stripe/disconnect?ownerId */
export const disconnectReply = z.object({ connected: z.literal(false), message: z.string() });

/** GET /stripe/onboarding?owner_uuid=&owner_type= (the spec's onboarding link; answers with a redirect). */
export const onboardingQuery = z.object({
  owner_uuid: z.uuid(),
  owner_type: text(20).optional(),
});

/** PATCH /api/v1/profile_management/payouts?ownerId */
export const payoutsUpdateBody = z.object({ currency: text(10) });
export const payoutsUpdateReply = z.object({ currency: z.string(), message: z.string() });

/** POST /api/v1/profile_management/locations (country fixed 'US'). Missing text fields count as empty. */
export const locationBody = z.object({
  ownerId: z.uuid(),
  /** The venue name. */
  name: text(200).default(''),
  address: text(300).default(''),
  apartment: text(100).default(''),
  city: text(100).default(''),
  state: text(100).default(''),
  stateCode: text(10).default(''),
  zipcode: text(20).default(''),
  lat: z.number().nullable().optional(),
  long: z.number().nullable().optional(),
  country: text(2).optional(),
});
export type LocationBody = z.infer<typeof locationBody>;

export const location = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  apartment: z.string(),
  city: z.string(),
  state: z.string(),
  stateCode: z.string(),
  zipcode: z.string(),
  country: z.string(),
  lat: z.number().nullable(),
  long: z.number().nullable(),
});
export type Location = z.infer<typeof location>;
export const locationReply = z.object({ location, message: z.string() });

/** POST /api/v1/stripe_terminals (201). Missing fields count as empty. */
export const readerBody = z.object({
  ownerId: z.uuid(),
  name: text(100).default(''),
  locationId: text(100).default(''),
  pairingCode: text(100).default(''),
});
export type ReaderBody = z.infer<typeof readerBody>;
export const readerReply = z.object({ reader: cardReader, message: z.string() });

/** DELETE /api/v1/stripe_terminals/:id?ownerId */
export const readerDeleteReply = z.object({ ok: z.literal(true), message: z.string() });

/** GET /api/v1/profile_management/payouts/history?ownerId&page&sort&direction */
export const payoutHistoryQuery = z.object({
  ownerId: z.uuid(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  sort: z.enum(PAYOUT_SORTS).default('paidAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export type PayoutHistoryQuery = z.infer<typeof payoutHistoryQuery>;

export const payoutRow = z.object({
  id: z.uuid(),
  /** ISO 8601: the Date Paid column. */
  paidAt: z.string(),
  /** Minor units of `currency`: the Amount Paid column. */
  amount: z.number().int(),
  currency: z.string(),
});
export const payoutHistoryReply = paged(payoutRow);
export type PayoutHistoryReply = z.infer<typeof payoutHistoryReply>;
