import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Jobs } from '../jobs/queue.ts';
import type { PaymentProvider, ProviderEvent } from './provider.ts';
import { SandboxProvider } from './sandbox.ts';
import { StripeProvider } from './stripe.ts';

/** Provider events (a verified webhook, or the sandbox's own) are handled by the worker from this queue. */
export const PAYMENT_EVENTS_QUEUE = 'payments.event';

export function enqueueProviderEvent(jobs: Jobs, event: ProviderEvent, delayMs = 0) {
  return jobs.send(PAYMENT_EVENTS_QUEUE, event, delayMs > 0 ? { startAfter: Math.ceil(delayMs / 1000) } : {});
}

/** Stripe when a secret key is configured, otherwise the built-in sandbox (no real money). */
export function createPaymentProvider(config: Config, db: Db, jobs: Jobs): PaymentProvider {
  if (config.stripe) return new StripeProvider(config.stripe);
  return new SandboxProvider(db, (event, delayMs) => enqueueProviderEvent(jobs, event, delayMs).then(() => undefined));
}
