import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { CHECKOUT_ENDPOINTS } from '../../../contracts/checkout.endpoints.ts';
import { PAYMENTS_ENDPOINTS } from '../../../contracts/payments.endpoints.ts';
import { SITE_ENDPOINTS } from '../../../contracts/site.endpoints.ts';
import type { Endpoint } from '../../../contracts/endpoint.ts';
import type { Db } from '../db/client.ts';
import { orders, sandboxPayments } from '../db/schema/index.ts';

/**
 * The requests admission control lets through beyond the limit (platform/http/admission.ts): health, and the steps of
 * a checkout already in progress, whose buyer holds tickets for a few minutes and may already have paid. A step
 * counts only when its order (or sandbox payment) exists, so an invented id cannot jump the queue; the lookup is
 * made only when the server is full.
 */
type Proof = 'none' | 'order' | 'payment';

const C = CHECKOUT_ENDPOINTS;
const P = PAYMENTS_ENDPOINTS;
const key = (e: Endpoint) => `${e.method} ${e.path}`;
const PRIORITY = new Map<string, Proof>([
  [key(SITE_ENDPOINTS.health), 'none'],
  // Stripe's word that a buyer paid (its route checks the signature).
  [key(P.stripeWebhook), 'none'],
  ...[C.order, C.updateOrder, C.confirmOrder, C.completeOrder, C.cancelOrder, C.orderSummary].map((e) => [key(e), 'order'] as const),
  // The sandbox's card form.
  ...[P.sandboxPayment, P.confirmSandboxPayment].map((e) => [key(e), 'payment'] as const),
]);

const uuid = z.uuid();

/** Whether a request keeps priority when the server is full; asks the database for the order or payment. */
export function priorityRequests(db: Db) {
  return async (request: FastifyRequest): Promise<boolean> => {
    const proof = PRIORITY.get(`${request.routeOptions.method} ${request.routeOptions.url}`);
    if (!proof) return false;
    if (proof === 'none') return true;
    const id = (request.params as { id?: unknown }).id;
    if (typeof id !== 'string') return false;
    if (proof === 'order') {
      if (!uuid.safeParse(id).success) return false;
      return (await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).limit(1)).length > 0;
    }
    return (await db.select({ id: sandboxPayments.id }).from(sandboxPayments).where(eq(sandboxPayments.id, id)).limit(1)).length > 0;
  };
}
