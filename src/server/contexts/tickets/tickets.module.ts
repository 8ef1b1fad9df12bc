import { contextModule } from '../../module.ts';
import { ORDER_COMPLETED_QUEUE } from '../../platform/jobs/catalog.ts';
import { ticketCheckIns } from '../../platform/db/schema/index.ts';
import { ticketsRoutes } from './tickets.routes.ts';
import { registerTicketJobs } from './tickets.jobs.ts';

/** Tickets after the sale: the buyer's orders and tickets, transfers, refunds, guests and check-in. */
export const ticketsModule = contextModule({
  name: 'tickets',
  routes: [ticketsRoutes],
  jobs: registerTicketJobs,
  queues: [ORDER_COMPLETED_QUEUE],
  tables: [ticketCheckIns],
  emits: ['ticket.issued', 'ticket.cancelled', 'ticket.refunded', 'ticket.checked_out', 'ticket.checked_in', 'ticket.transferred', 'ticket.updated'],
  consumes: [],
});
