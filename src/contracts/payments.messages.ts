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

/** Settings > Payouts (accounts-and-reporting 2.2, 4, 8): the connection, the payout currency, card readers and payouts. */
export const PAYOUTS_TAB_TEXTS = {
  cannotEdit: 'Only the owner and admins can change payouts.',
  /** The provider's name in the connected sentence. */
  providerNames: { sandbox: 'Sandbox', stripe: 'Stripe' },
  connectedTitle: 'Payouts are connected',
  notConnectedTitle: 'Payouts are not connected',
  connectedBadge: 'Connected',
  notConnectedBadge: 'Not connected',
  paidOutTo: (provider: string, account: string | null) =>
    `Ticket and membership sales are paid out to your ${provider} account${account ? ` ${account}` : ''}.`,
  connectPrompt: 'Connect a payment account to sell paid tickets and memberships and get paid out.',
  connect: 'Connect',
  connectStripe: 'Connect with Stripe',
  disconnect: 'Disconnect',
  disconnectTitle: 'Disconnect Stripe?',
  disconnectMessage: 'Paid tickets and memberships cannot be sold until you connect again. Money already on its way stays with your account.',
  currencyTitle: 'Payout currency',
  currencyHint: 'The currency your events and memberships sell in, and the card provider’s fee on each payment.',
  currency: 'Currency',
  feeHint: (fee: string) => `Card processing fee: ${fee} per payment`,
  readersTitle: 'Card readers',
  readersHint: 'Take card payments at the door with a card reader (Sell at the door on an event’s Guests page).',
  addReader: 'Add card reader',
  noReaders: 'No card readers yet.',
  name: 'Name',
  readerId: 'Reader ID',
  serialNumber: 'Serial number',
  location: 'Location',
  remove: 'Remove',
  removeReader: (name: string) => `Remove ${name}`,
  removeReaderTitle: (name: string) => `Remove ${name}?`,
  removeReaderMessage: 'The reader stops taking payments at the door. You can pair it again later.',
  payoutsTitle: 'Payouts',
  payoutsHint: 'Money paid out to your account.',
  noPayouts: 'No payouts yet',
  noPayoutsHint: 'Once you sell paid tickets or memberships, payouts to your account are listed here.',
  datePaid: 'Date Paid',
  amountPaid: 'Amount Paid',
  sortBy: (column: string) => `Sort by ${column}`,
} as const;

/** The add-card-reader page (accounts-and-reporting 5): the reader, then where it is used (US only). */
export const CARD_READER_PAGE_TEXTS = {
  title: PAYOUTS_TAB_TEXTS.addReader,
  close: 'Close',
  goToPayouts: 'Go to payouts',
  reader: 'Reader',
  readerHint: 'Name the reader after where it is used; the pairing code shows on the reader’s screen.',
  name: 'Card reader name',
  namePlaceholder: 'Front door',
  pairingCode: 'Pairing code',
  pairingCodePlaceholder: 'e.g. apple-banana-cherry',
  pairingCodeHint: 'On the reader: Settings › Generate pairing code.',
  location: PAYOUTS_TAB_TEXTS.location,
  locationHint: 'Where the reader takes payments. Card readers can be used in the United States.',
  venueName: 'Venue name',
  venueNamePlaceholder: 'Lovelace Hall',
  apartment: 'Apartment',
  apartmentPlaceholder: 'Suite, floor or room',
  address: 'Address',
  addressPlaceholder: 'Street number and street, e.g. 350 Fifth Avenue',
  addressHint: (min: number) => `After ${min} characters, places you used before are suggested. Otherwise type the full street address.`,
  /** Where an address suggestion comes from. */
  savedSuggestion: 'Used for a card reader',
  venueSuggestion: 'Venue of your event',
  city: 'City',
  state: 'State',
  stateCode: 'State code',
  zipCode: 'Zip code',
  latitude: 'Latitude',
  longitude: 'Longitude',
  country: 'Country',
  countryValue: 'United States (US)',
} as const;

/** Add card reader page validation (accounts-and-reporting 5): the domain's payouts rules word them. */
export { CARD_READER_MESSAGES } from '../domain/payouts.ts';

export const PAYOUTS_PER_PAGE = 10;

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export const PAYMENT_STATUSES = ['requires_payment_method', 'processing', 'requires_capture', 'succeeded', 'canceled'] as const;

export const PAYOUT_SORTS = ['paidAt', 'amount'] as const;
