import { contextModule } from '../../module.ts';
import { DOOR_LISTS_PURGE_QUEUE, MASS_REFUND_QUEUE, ORDER_COMPLETED_QUEUE } from '../../platform/jobs/catalog.ts';
import { doorLists, doorScans, massRefundOrders, massRefunds, ticketCheckIns } from '../../platform/db/schema/index.ts';
import { ticketsRoutes } from './tickets.routes.ts';
import { eventLifecycleRoutes } from './event-lifecycle.routes.ts';
import { registerTicketJobs } from './tickets.jobs.ts';

/** Tickets after the sale: the buyer's orders and tickets, transfers, refunds, guests and check-in. */
export const ticketsModule = contextModule({
  name: 'tickets',
  routes: [ticketsRoutes, eventLifecycleRoutes],
  jobs: registerTicketJobs,
  queues: [ORDER_COMPLETED_QUEUE, MASS_REFUND_QUEUE, DOOR_LISTS_PURGE_QUEUE],
  tables: [ticketCheckIns, doorLists, doorScans, massRefunds, massRefundOrders],
  emits: ['ticket.issued', 'ticket.cancelled', 'ticket.refunded', 'ticket.checked_out', 'ticket.checked_in', 'ticket.transferred', 'ticket.updated'],
  consumes: [],
});
