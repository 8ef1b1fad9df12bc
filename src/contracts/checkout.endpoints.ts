import { PUBLIC, SIGNED_IN } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/**
 * Checkout: codes, orders, completion, thank-you summary, card terminals, promoter cookie. Buying needs no account,
 * so the order endpoints are public: an order is its buyer's (or, without one, whoever holds its id) and its event's
 * door staff's, which the services decide from the order. Card terminals are door staff's (signed in; which owner's
 * or event's staff is the service's rule).
 */
const endpoint = endpointsOf('checkout', async () => ({ ...(await import('./common.ts')), ...(await import('./checkout.ts')) }));

const TERMINAL = '/api/v1/stripe_terminals';

export const CHECKOUT_ENDPOINTS = {
  validateCode: endpoint(
    'GET',
    '/api/v1/tickets/validate_code',
    'What a secret or promo code unlocks',
    (c) => ({ query: c.validateCodeQuery, reply: c.validateCodeReply }),
    { access: PUBLIC },
  ),
  createOrder: endpoint(
    'POST',
    '/api/v1/orders',
    'Create an order: holds the tickets for 14 minutes',
    (c) => ({ query: c.createOrderQuery, body: c.orderSelectionBody, reply: c.orderReply }),
    { access: PUBLIC },
  ),
  updateOrder: endpoint(
    'PATCH',
    '/api/v1/orders/:id',
    "Change a pending order's selection",
    (c) => ({ params: c.orderIdParams, query: c.updateOrderQuery, body: c.orderSelectionBody, reply: c.orderReply }),
    { access: PUBLIC },
  ),
  order: endpoint('GET', '/api/v1/orders/:id', 'An order in checkout', (c) => ({ params: c.orderIdParams, reply: c.orderReply }), {
    access: PUBLIC,
  }),
  confirmOrder: endpoint(
    'POST',
    '/api/v1/orders/:id/confirm',
    "Confirm the buyer's information; completes free orders, else returns the payment request",
    (c) => ({ params: c.orderIdParams, body: c.confirmOrderBody, reply: c.confirmOrderReply }),
    { access: PUBLIC },
  ),
  completeOrder: endpoint(
    'POST',
    '/api/v1/orders/:id/complete',
    'Return from the payment provider: completes the order once paid (idempotent)',
    (c) => ({ params: c.orderIdParams, reply: c.completeOrderReply }),
    { access: PUBLIC },
  ),
  cancelOrder: endpoint(
    'POST',
    '/api/v1/orders/:id/cancel',
    'Cancel or time out an order and free its tickets',
    (c) => ({ params: c.orderIdParams, query: c.cancelOrderQuery, reply: c.cancelOrderReply }),
    { access: PUBLIC },
  ),
  orderSummary: endpoint(
    'GET',
    '/api/v1/orders/:id/summary',
    'The thank-you pages’ order summary',
    (c) => ({ params: c.orderIdParams, reply: c.orderSummaryReply }),
    { access: PUBLIC },
  ),
  setPromoterCookie: endpoint(
    'POST',
    '/api/v1/cookies/set',
    'Remember the promoter of an event for this browser',
    (c) => ({ body: c.promoterCookieBody, reply: c.okReply }),
    { access: PUBLIC },
  ),
  listReaders: endpoint(
    'GET',
    `${TERMINAL}/list_readers`,
    "The owner's card readers and their status",
    (c) => ({ query: c.listReadersQuery, reply: c.listReadersReply }),
    { access: SIGNED_IN },
  ),
  processPayment: endpoint(
    'POST',
    `${TERMINAL}/process_payment`,
    "Send a door sale's payment to a reader",
    (c) => ({ body: c.terminalBody, reply: c.terminalReply }),
    { access: SIGNED_IN },
  ),
  checkPaymentStatus: endpoint(
    'POST',
    `${TERMINAL}/check_payment_status`,
    'Poll a reader payment (every 3 s)',
    (c) => ({ body: c.terminalStatusBody, reply: c.terminalReply }),
    { access: SIGNED_IN },
  ),
  cancelPayment: endpoint('POST', `${TERMINAL}/cancel_payment`, 'Stop the reader', (c) => ({ body: c.terminalBody, reply: c.terminalReply }), {
    access: SIGNED_IN,
  }),
  confirmPayment: endpoint(
    'POST',
    `${TERMINAL}/confirm_payment`,
    'Simulated reader presents a test card (not in production)',
    (c) => ({ body: c.terminalBody, reply: c.terminalReply }),
    { access: SIGNED_IN },
  ),
};
