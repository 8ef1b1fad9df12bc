/** Zod-free constants, messages and helpers of the contract, so the web app can use them without loading zod. */

/**
 * Payments and payouts (buyer-side 2.7, 4, 7; accounts-and-reporting 2.2 Payouts, 3, 5, 7, 8): the provider's
 * configuration, the sandbox's card confirmation and test cards, the Stripe webhook, and the payouts settings
 * tab with its card readers and payout history.
 */

/** What the UI shows while the built-in sandbox provider is active. */
export const SANDBOX_LABEL = 'Sandbox payments: no real money';

/** Card errors, as card providers word them (the sandbox answers with these). */
export const CARD_ERROR_MESSAGES = {
  invalidNumber: 'Your card number is invalid.',
  invalidExpiry: "Your card's expiration date is invalid.",
  expiryInPast: "Your card's expiration date is in the past.",
  invalidCvc: "Your card's security code is invalid.",
  incompleteZip: 'Your postal code is incomplete.',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectZip: 'Your postal code is incorrect.',
  expiredCard: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  canceled: 'This payment was canceled',
  clientSecretMismatch: 'The client secret does not match this payment',
} as const;

/**
 * Card error codes of a failed confirmation (the `code` of the error body). `incorrect_zip` sets the card form's
 * zip error flag (buyer-side 4 Card confirmation).
 */
export const CARD_ERROR_CODES = [
  'card_declined',
  'incorrect_zip',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
  'invalid_number',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'invalid_cvc',
  'incomplete_zip',
  'payment_intent_unexpected_state',
  'invalid_client_secret',
] as const;

export const PAYOUT_MESSAGES = {
  updated: 'Payout settings updated successfully',
  updateFailed: 'Failed to update payout settings',
  disconnected: 'Stripe disconnected successfully',
  disconnectFailed: 'Failed to disconnect Stripe',
  connected: 'Stripe connected successfully',
  connectFailed: 'Failed to connect Stripe',
  readerAdded: 'Card reader added successfully',
  readerAddFailed: 'Failed to add card reader',
  readerRemoved: 'Card reader removed successfully',
  readerRemoveFailed: 'Failed to remove card reader',
  locationSaved: 'Location saved successfully',
  /** Adding a card reader is disabled unless payouts are connected. */
  notConnected: 'Connect Stripe before adding a card reader',
  readerNotFound: 'Card reader not found',
  locationNotFound: 'Location not found',
} as const;

/** Add card reader page validation (accounts-and-reporting 5): the domain's payouts rules word them. */
export { CARD_READER_MESSAGES } from '../domain/payouts.ts';

export const PAYOUTS_PER_PAGE = 10;

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export const PAYMENT_STATUSES = ['requires_payment_method', 'processing', 'requires_capture', 'succeeded', 'canceled'] as const;

export const PAYOUT_SORTS = ['paidAt', 'amount'] as const;
