import { contextModule } from '../../module.ts';
import { attendeeMessageRecipients, attendeeMessages, mailSuppressions, saleDigests, saleNoticeCursor } from '../../platform/db/schema/index.ts';
import { MESSAGE_SEND_QUEUE, SALE_NOTICES_QUEUE } from '../../platform/jobs/catalog.ts';
import { registerMessageJobs } from './messages.jobs.ts';
import { messagesRoutes } from './messages.routes.ts';

/** Messages to an event's ticket holders, their unsubscribes, and the sale notifications of team members. */
export const messagesModule = contextModule({
  name: 'messages',
  routes: [messagesRoutes],
  jobs: registerMessageJobs,
  queues: [MESSAGE_SEND_QUEUE, SALE_NOTICES_QUEUE],
  tables: [attendeeMessages, attendeeMessageRecipients, mailSuppressions, saleNoticeCursor, saleDigests],
  emits: [],
  consumes: ['order.completed', 'membership.subscription.created'],
});
