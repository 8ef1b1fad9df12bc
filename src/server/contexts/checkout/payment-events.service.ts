import { and, eq } from 'drizzle-orm';
import { statusGroup } from '../../../domain/checkout.ts';
import { orders, processedWebhooks } from '../../platform/db/schema/index.ts';
import type { ProviderEvent } from '../../platform/payments/provider.ts';
import { asEventOrder, type CompletionDeps } from './checkout-deps.ts';
import { completeOrder, markPaymentFailed, markPaymentInFlight } from './completion.service.ts';
import { settlementPorts } from './settlements.ts';

/**
 * What the payment provider tells us, from the Stripe webhook route (signature verified there) or the
 * sandbox's own events through the PAYMENT_EVENTS_QUEUE worker. An event id is recorded when it is handled, so a
 * redelivery is ignored; when handling fails the record goes, and the provider's (or the queue's) retry handles
 * it again. Completion itself is idempotent besides. Hosted subscriptions' events (Stripe Billing) are the
 * memberships context's, through the settlement port (settlements.ts).
 */
export async function handleProviderEvent(deps: CompletionDeps, event: ProviderEvent): Promise<void> {
  const { subscription, paymentId } = event;
  if (subscription) return once(deps, event, () => settlementPorts().subscriptionEvent(deps, subscription, event.accountId));
  if (!paymentId || !['payment.succeeded', 'payment.failed', 'payment.processing', 'other'].includes(event.type)) return;
  return once(deps, event, () => handle(deps, event, paymentId));
}

/** Runs `work` unless the event was handled before; a failure forgets it, so the retry handles it again. */
async function once(deps: CompletionDeps, event: ProviderEvent, work: () => Promise<void>): Promise<void> {
  const provider = deps.payments.name;
  const fresh = await deps.db
    .insert(processedWebhooks)
    .values({ provider, eventId: event.id })
    .onConflictDoNothing()
    .returning({ id: processedWebhooks.eventId });
  if (!fresh.length) return;
  try {
    await work();
  } catch (e) {
    await deps.db.delete(processedWebhooks).where(and(eq(processedWebhooks.provider, provider), eq(processedWebhooks.eventId, event.id)));
    throw e;
  }
}

async function handle(deps: CompletionDeps, event: ProviderEvent, paymentId: string) {
  const [row] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.paymentProvider, deps.payments.name), eq(orders.paymentId, paymentId)))
    .limit(1);
  // A membership period's payment is the memberships context's, a donation the videos' (each asks the provider itself).
  if (row && row.productType !== 'Event') return settlementPorts().settlements[row.productType].onPaymentEvent(deps, row, { ...event, paymentId });
  // A completed order needs nothing more.
  const order = row && asEventOrder(row);
  if (!order || statusGroup(order.status) === 'success') return;
  if (event.type === 'other' && !(event.raw as { settle?: boolean } | null)?.settle) return;
  // The provider's current word, not the event's snapshot: events may arrive out of order.
  const payment = await deps.payments.retrievePayment(paymentId);
  if (payment.status === 'succeeded') {
    await completeOrder(deps, order.id, { order, payment });
  } else if (payment.status === 'processing') {
    await markPaymentInFlight(deps, order.id, 'processing');
  } else if (event.type === 'payment.failed' || payment.status === 'canceled') {
    await markPaymentFailed(deps, order.id, payment);
  }
}
