import { PUBLIC, SIGNED_IN } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/** The patron's side of memberships: the public page, subscribe and manage, the sandbox's subscription pages. */
const endpoint = endpointsOf('membership-subscriptions', async () => ({
  ...(await import('./common.ts')),
  ...(await import('./membership-subscriptions.ts')),
}));

export const MEMBERSHIP_SUBSCRIPTIONS_ENDPOINTS = {
  page: endpoint(
    'GET',
    '/api/v1/memberships',
    "A profile's public (or private-link) membership page with the viewer's memberships",
    (c) => ({ query: c.membershipPageQuery, reply: c.membershipPageReply }),
    { access: PUBLIC },
  ),
  /**
   * Browser form posts: the reply is a redirect. Public, because a signed-out patron is sent to the sign-in page
   * rather than refused; the services admit only the account the form names.
   */
  initializeSession: endpoint(
    'POST',
    '/membership_subscriptions/initialize_session',
    'Start subscribing: redirects to the payment page',
    (c) => ({ query: c.redirectQuery, body: c.initializeSessionBody }),
    { access: PUBLIC },
  ),
  manage: endpoint(
    'POST',
    '/membership_subscriptions/manage',
    "Manage one's subscription: redirects to the provider's portal",
    (c) => ({ query: c.redirectQuery, body: c.manageSessionBody }),
    { access: PUBLIC },
  ),
  // The sandbox's pages: signed in; the services show and change the subscription to its own patron only.
  sandboxView: endpoint(
    'GET',
    '/api/v1/sandbox/membership_subscriptions/:id',
    "The sandbox's checkout and manage page of one's subscription",
    (c) => ({ params: c.idParams, reply: c.sandboxSubscriptionView }),
    { access: SIGNED_IN },
  ),
  sandboxCancel: endpoint(
    'POST',
    '/api/v1/sandbox/membership_subscriptions/:id/cancel',
    'Cancel at the end of the paid period (sandbox)',
    (c) => ({ params: c.idParams, reply: c.sandboxSubscriptionView }),
    { access: SIGNED_IN },
  ),
  sandboxResume: endpoint(
    'POST',
    '/api/v1/sandbox/membership_subscriptions/:id/resume',
    'Undo a cancellation before the period ends (sandbox)',
    (c) => ({ params: c.idParams, reply: c.sandboxSubscriptionView }),
    { access: SIGNED_IN },
  ),
  sandboxCard: endpoint(
    'POST',
    '/api/v1/sandbox/membership_subscriptions/:id/card',
    'Change the card renewals are charged to: 402 declined, 422 invalid card (sandbox)',
    (c) => ({
      params: c.idParams,
      body: c.sandboxCardBody,
      reply: c.sandboxSubscriptionView,
      errors: { 402: c.cardErrorBody, 422: c.cardErrorBody },
    }),
    { access: SIGNED_IN },
  ),
};
