import { PUBLIC } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/**
 * The payment provider's configuration, the sandbox's card confirmation and test cards, and the Stripe webhook. All
 * public: a sandbox payment proves itself with its client secret, the webhook with Stripe's signature.
 */
const endpoint = endpointsOf('payments', () => import('./payments.ts'));

export const PAYMENTS_ENDPOINTS = {
  config: endpoint(
    'GET',
    '/api/v1/payments/config',
    "Which provider takes payments; the sandbox's label, Stripe's publishable key",
    (c) => ({ reply: c.paymentsConfigReply }),
    { access: PUBLIC },
  ),
  testCards: endpoint(
    'GET',
    '/api/v1/sandbox/test-cards',
    "The sandbox's test card numbers and what each does (sandbox only)",
    (c) => ({ reply: c.testCardsReply }),
    { access: PUBLIC },
  ),
  confirmSandboxPayment: endpoint(
    'POST',
    '/api/v1/sandbox/payments/:id/confirm',
    'Confirm a sandbox payment with a card: 402 declined, 422 invalid card (sandbox only)',
    (c) => ({
      params: c.paymentParams,
      body: c.sandboxConfirmBody,
      reply: c.sandboxPayment,
      errors: { 402: c.cardErrorBody, 422: c.cardErrorBody },
    }),
    { access: PUBLIC },
  ),
  sandboxPayment: endpoint(
    'GET',
    '/api/v1/sandbox/payments/:id',
    'A sandbox payment by its client secret (sandbox only)',
    (c) => ({ params: c.paymentParams, query: c.sandboxPaymentQuery, reply: c.sandboxPayment }),
    { access: PUBLIC },
  ),
  /** Its route keeps JSON bodies raw (the signature covers the exact bytes), so it declares no body. */
  stripeWebhook: endpoint(
    'POST',
    '/api/webhooks/stripe',
    'Stripe webhook: signature verified, each event handled once (Stripe only)',
    (c) => ({ reply: c.webhookReply }),
    { access: PUBLIC },
  ),
};
