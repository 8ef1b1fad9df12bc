import { endpointsOf } from './endpoint.ts';

/** The payouts settings tab: connection, currency, card readers and their locations, and the payout history. */
const endpoint = endpointsOf('payouts', async () => ({ ...(await import('./common.ts')), ...(await import('./payments.ts')) }));

const PM = '/api/v1/profile_management';

export const PAYOUTS_ENDPOINTS = {
  read: endpoint('GET', `${PM}/payouts`, 'Payouts settings: connection (account id masked), currency with provider fees, card readers', (c) => ({
    query: c.ownerQuery,
    reply: c.payoutsReply,
  })),
  updateCurrency: endpoint('PATCH', `${PM}/payouts`, "Change the payout currency ('Payout settings updated successfully')", (c) => ({
    query: c.ownerQuery,
    body: c.payoutsUpdateBody,
    reply: c.payoutsUpdateReply,
  })),
  history: endpoint('GET', `${PM}/payouts/history`, 'Payouts made to the owner: 10 a page, sortable by paidAt or amount', (c) => ({
    query: c.payoutHistoryQuery,
    reply: c.payoutHistoryReply,
  })),
  connect: endpoint(
    'POST',
    `${PM}/stripe/connect`,
    'Connect payouts: the sandbox connects at once; Stripe answers with the onboarding link',
    (c) => ({
      query: c.ownerQuery,
      reply: c.connectReply,
    }),
  ),
  disconnect: endpoint('PATCH', `${PM}/stripe/disconnect`, "Disconnect the payment account ('Stripe disconnected successfully')", (c) => ({
    query: c.ownerQuery,
    reply: c.disconnectReply,
  })),
  /** Answers with a redirect, not JSON. */
  onboarding: endpoint(
    'GET',
    '/stripe/onboarding',
    "The onboarding link: redirects to Stripe's onboarding (the sandbox connects and returns to payouts)",
    (c) => ({ query: c.onboardingQuery }),
  ),
  createLocation: endpoint(
    'POST',
    `${PM}/locations`,
    'Save a card reader location (venue, US address); registered with the provider',
    (c) => ({ body: c.locationBody, reply: c.locationReply }),
    { status: 201 },
  ),
  registerReader: endpoint(
    'POST',
    '/api/v1/stripe_terminals',
    "Register a card reader with its pairing code at a location ('Card reader added successfully')",
    (c) => ({ body: c.readerBody, reply: c.readerReply }),
    { status: 201 },
  ),
  removeReader: endpoint('DELETE', '/api/v1/stripe_terminals/:id', 'Remove a card reader', (c) => ({
    params: c.idParams,
    query: c.ownerQuery,
    reply: c.readerDeleteReply,
  })),
};
