import { systemClock, type Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { PAYMENT_EVENTS_QUEUE } from '../jobs/catalog.ts';
import type { Jobs } from '../jobs/queue.ts';
import type { PaymentProvider, ProviderEvent } from './provider.ts';
import { SandboxProvider } from './sandbox.ts';
import { StripeProvider } from './stripe.ts';

/** Provider events (a verified webhook, or the sandbox's own) are handled by the worker from this queue. */
export { PAYMENT_EVENTS_QUEUE } from '../jobs/catalog.ts';

/** `tx` queues the event in the caller's transaction (it exists exactly when the change commits). */
export function enqueueProviderEvent(jobs: Jobs, event: ProviderEvent, opts: { delayMs?: number; tx?: Tx } = {}) {
  return jobs.send(PAYMENT_EVENTS_QUEUE, event, {
    ...(opts.delayMs ? { startAfter: Math.ceil(opts.delayMs / 1000) } : {}),
    tx: opts.tx,
  });
}

/** Stripe when a secret key is configured, otherwise the built-in sandbox (no real money). */
export function createPaymentProvider(config: Config, db: Db, jobs: Jobs, clock: Clock = systemClock): PaymentProvider {
  if (config.stripe) return new StripeProvider(config.stripe);
  return new SandboxProvider(db, (event, tx, delayMs) => enqueueProviderEvent(jobs, event, { delayMs, tx }).then(() => undefined), clock, {
    refundFaultPercent: config.sandboxRefundFaultPercent,
  });
}
