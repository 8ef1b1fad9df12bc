import type { OutboxEventType, OutboxPayloadInput } from './outbox-events.ts';

/**
 * One valid payload of every webhook event type (the outbox catalog's version 1): the data of a test event sent from
 * the developer zone, the examples of the API docs, and the tests' events. Fixed ids, so the docs stay the same.
 * Zod-free (type imports only), so the web can show them.
 */

const when = '2030-04-06T18:00:00.000Z';
const order = {
  version: 1,
  orderId: '0f8b4f6e-3c1d-4a53-9d0e-6b1e2a7c4d01',
  eventId: '5a0c2d9e-7b61-4f3a-8e25-1c9d4b7a6e02',
  occurrenceId: '9e3b7a1c-2d4f-4c86-a1b5-7f0e6d2c8b03',
  total: 3468,
  currency: 'usd',
  tickets: 2,
} as const;
const ticket = {
  version: 1,
  orderItemId: 'c4d2e8f1-6a3b-4e97-b0c5-2d8f1a9e7c04',
  orderId: order.orderId,
  eventId: order.eventId,
  occurrenceId: order.occurrenceId,
  ticketTypeId: '7b9e1d3f-4c2a-4d58-9e6b-3a1f8c0d2e05',
} as const;
const userId = 'e1a7c3b9-8d2f-4b64-a05e-9c3d7f1b2a06';
/** A festival pass's second of three dates. */
const entry = {
  admission: 'pass',
  entryOccurrenceId: '1b5d9f3a-7c2e-4a68-8d0b-6e4f2a9c1d0a',
  entryStartsAt: when,
  entry: 2,
  entriesTotal: 3,
  entriesLeft: 1,
} as const;
const subscription = {
  version: 1,
  subscriptionId: '2c6e9a4d-1b8f-4e37-8a2c-5d0b9e7f3c07',
  userId,
  email: 'member@example.com',
  tierId: '8f4a2c6e-9d1b-4a73-b5e8-0c7d3a1f6e08',
  price: { id: '3d7b1f9a-5e2c-4d86-9b4a-1e6f8c2d0a09', amount: 500, currency: 'eur', interval: 'month' },
  status: 'active',
  manual: false,
  autoRenew: true,
  startsAt: when,
  expiresAt: '2030-05-06T18:00:00.000Z',
} as const;

export const WEBHOOK_SAMPLE_PAYLOADS: { readonly [T in OutboxEventType]: OutboxPayloadInput<T> } = {
  'order.created': order,
  'order.completed': { ...order, paymentMethod: 'card', completedAt: when },
  'ticket.issued': { ...ticket, holderUserId: null, via: 'purchase', transferredFromId: null },
  'ticket.cancelled': { ...ticket, by: 'holder', byUserId: userId, refunded: true },
  'ticket.refunded': { ...ticket, by: 'organizer', byUserId: userId, amount: 1284, currency: 'usd', refundId: 're_123' },
  'ticket.checked_out': { ...ticket, ...entry, entriesLeft: 1, checkedInAt: when, byUserId: userId },
  'ticket.checked_in': { ...ticket, ...entry, checkedInAt: when, byUserId: userId },
  'ticket.transferred': {
    ...ticket,
    toOrderItemId: '6e0c8a2f-3b9d-4f15-8c7e-4a2d9b1f5c10',
    toName: 'Joan Clarke',
    toEmail: 'joan@example.com',
    byUserId: userId,
  },
  'ticket.updated': { ...ticket, changes: ['email', 'qrCode'], byUserId: userId },
  'membership.subscription.created': subscription,
  'membership.subscription.updated': { ...subscription, autoRenew: false },
  'membership.subscription.cancelled': { ...subscription, canceledAt: when },
  'membership.subscription.expired': { ...subscription, status: 'expired', expiresAt: when },
};
