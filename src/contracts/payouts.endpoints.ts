import { PUBLIC, profileRight } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/**
 * The payouts settings tab: connection, currency, card readers and their locations, and the payout history. Reads
 * pass the owner's management gate ('view'); changes need its 'edit' right (the owner, a team admin, a site admin).
 */
const endpoint = endpointsOf('payouts', async () => ({ ...(await import('./common.ts')), ...(await import('./payments.ts')) }));

const PM = '/api/v1/profile_management';

export const PAYOUTS_ENDPOINTS = {
  read: endpoint(
    'GET',
    `${PM}/payouts`,
    'Payouts settings: connection (account id masked), currency with provider fees, card readers',
    (c) => ({ query: c.ownerQuery, reply: c.payoutsReply }),
    { access: profileRight('view', 'query.ownerId') },
  ),
  updateCurrency: endpoint(
    'PATCH',
    `${PM}/payouts`,
    "Change the payout currency ('Payout settings updated successfully')",
    (c) => ({ query: c.ownerQuery, body: c.payoutsUpdateBody, reply: c.payoutsUpdateReply }),
    { access: profileRight('edit', 'query.ownerId') },
  ),
  history: endpoint(
    'GET',
    `${PM}/payouts/history`,
    'Payouts made to the owner: 10 a page, sortable by paidAt or amount',
    (c) => ({ query: c.payoutHistoryQuery, reply: c.payoutHistoryReply }),
    { access: profileRight('view', 'query.ownerId') },
  ),
  connect: endpoint(
    'POST',
    `${PM}/stripe/connect`,
    'Connect payouts: the sandbox connects at once; Stripe answers with the onboarding link',
    (c) => ({ query: c.ownerQuery, reply: c.connectReply }),
    { access: profileRight('edit', 'query.ownerId') },
  ),
  disconnect: endpoint(
    'PATCH',
    `${PM}/stripe/disconnect`,
    "Disconnect the payment account ('Stripe disconnected successfully')",
    (c) => ({ query: c.ownerQuery, reply: c.disconnectReply }),
    { access: profileRight('edit', 'query.ownerId') },
  ),
  /**
   * Answers with a redirect, not JSON. A browser link: signed out it redirects to sign in rather than answering
   * 401, so its owner gate ('edit' on owner_uuid) runs in the route, after that redirect.
   */
  onboarding: endpoint(
    'GET',
    '/stripe/onboarding',
    "The onboarding link: redirects to Stripe's onboarding (the sandbox connects and returns to payouts)",
    (c) => ({ query: c.onboardingQuery }),
    { access: PUBLIC },
  ),
  createLocation: endpoint(
    'POST',
    `${PM}/locations`,
    'Save a card reader location (venue, US address); registered with the provider',
    (c) => ({ body: c.locationBody, reply: c.locationReply }),
    { status: 201, access: profileRight('edit', 'body.ownerId') },
  ),
  registerReader: endpoint(
    'POST',
    '/api/v1/stripe_terminals',
    "Register a card reader with its pairing code at a location ('Card reader added successfully')",
    (c) => ({ body: c.readerBody, reply: c.readerReply }),
    { status: 201, access: profileRight('edit', 'body.ownerId') },
  ),
  removeReader: endpoint(
    'DELETE',
    '/api/v1/stripe_terminals/:id',
    'Remove a card reader',
    (c) => ({ params: c.idParams, query: c.ownerQuery, reply: c.readerDeleteReply }),
    { access: profileRight('edit', 'query.ownerId') },
  ),
};
