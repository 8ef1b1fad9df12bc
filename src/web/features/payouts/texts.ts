/**
 * Payouts texts and limits for the web app: plain copies of the constants of src/contracts/payments.ts, so the
 * settings pages do not load zod with the contract's schemas. texts.test.ts checks every copy against the contract.
 */

export const SANDBOX_LABEL = 'Sandbox payments: no real money';

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
  notConnected: 'Connect Stripe before adding a card reader',
  readerNotFound: 'Card reader not found',
  locationNotFound: 'Location not found',
} as const;

export const CARD_READER_MESSAGES = {
  name: 'Please enter a card reader name',
  pairingCode: 'Please enter a valid pairing code',
  specificAddress: 'Please enter a more specific address',
  required: 'this field is required',
  incomplete: 'Please fill in all the fields to save',
  invalidAddress: 'Please enter a valid address',
} as const;

export const PAYOUTS_PER_PAGE = 10;
export const PAYOUT_SORTS = ['paidAt', 'amount'] as const;
export type PayoutSort = (typeof PAYOUT_SORTS)[number];
