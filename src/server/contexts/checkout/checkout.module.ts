import { contextModule } from '../../module.ts';
import { holds, orderItems, orders, termsTexts, ticketInventory } from '../../platform/db/schema/index.ts';
import { PAYMENT_EVENTS_QUEUE, RECONCILE_QUEUE, SWEEP_HOLDS_QUEUE } from '../../platform/jobs/catalog.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { registerCheckoutJobs } from './checkout.jobs.ts';

/** Orders: holding seats, paying, completing, and the reconciliation of payments whose events were lost. */
export const checkoutModule = contextModule({
  name: 'checkout',
  routes: [checkoutRoutes],
  jobs: registerCheckoutJobs,
  queues: [PAYMENT_EVENTS_QUEUE, SWEEP_HOLDS_QUEUE, RECONCILE_QUEUE],
  tables: [ticketInventory, holds, orders, orderItems, termsTexts],
  emits: ['order.created', 'order.completed', 'ticket.issued'],
  consumes: [],
});
