import { MAIL_QUEUE } from '../mail/mail.jobs.ts';
import { PAYMENT_EVENTS_QUEUE } from '../payments/index.ts';

/** Every queue the worker serves; pg-boss 10 needs each created before use. */
export const QUEUES = [MAIL_QUEUE, PAYMENT_EVENTS_QUEUE, 'checkout.sweep-holds', 'checkout.order-completed', 'payouts.sandbox'] as const;
