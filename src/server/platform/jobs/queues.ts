import { MAIL_FAILED_QUEUE, MAIL_QUEUE } from '../mail/mail.jobs.ts';
import { PAYMENT_EVENTS_QUEUE } from '../payments/index.ts';
import { retryFor, type QueuePolicy } from './retry.ts';

const HOUR = 3600;
const DAY = 24 * HOUR;
const once = (expireInSeconds: number): QueuePolicy => ({ expireInSeconds, retryLimit: 0, retryDelay: 0, retryDelayMax: 0 });

/**
 * Every queue the worker serves (pg-boss 10 needs each created before use), with its policy. Expiries match each
 * job's real duration (a dead worker's job runs again within a minute or two, not pg-boss's default 15);
 * e-mail retries for a day (an SMTP outage delays mail, then admins are told); scheduled jobs do not retry (the
 * next run does their work). The dead-letter queue comes before the queue that names it.
 */
export const QUEUES: Readonly<Record<string, QueuePolicy>> = {
  [MAIL_FAILED_QUEUE]: retryFor(HOUR, { expireInSeconds: 60, retryDelay: 10, retryDelayMax: 300 }),
  [MAIL_QUEUE]: retryFor(DAY, { expireInSeconds: 60, retryDelay: 10, retryDelayMax: 900, deadLetter: MAIL_FAILED_QUEUE }),
  [PAYMENT_EVENTS_QUEUE]: retryFor(HOUR, { expireInSeconds: 60, retryDelay: 10, retryDelayMax: 300 }),
  // Renders the tickets PDF (well under a second; a batch of 50 in seconds), then enqueues the e-mail once per order
  // (mail_once), so a slow job that expires and runs again sends nothing twice.
  'checkout.order-completed': retryFor(DAY, { expireInSeconds: 60, retryDelay: 10, retryDelayMax: 900 }),
  'checkout.sweep-holds': once(60),
  'checkout.reconcile-payments': once(120),
  'payouts.sandbox': retryFor(6 * HOUR, { expireInSeconds: 300, retryDelay: 60, retryDelayMax: 1800 }),
};
