import { contextModule } from '../../module.ts';
import { eventCreatorMessages, eventCreators } from '../../platform/db/schema/index.ts';
import { EVENT_CREATOR_REPLY_FAILED_QUEUE, EVENT_CREATOR_REPLY_QUEUE } from '../../platform/jobs/catalog.ts';
import { eventCreatorRoutes } from './event-creator.routes.ts';
import { registerEventCreatorJobs } from './event-creator.jobs.ts';

/** The AI event creator (issue 31): a conversation whose confirmed draft becomes a draft event. */
export const eventCreatorModule = contextModule({
  name: 'event-creator',
  routes: [eventCreatorRoutes],
  jobs: registerEventCreatorJobs,
  queues: [EVENT_CREATOR_REPLY_QUEUE, EVENT_CREATOR_REPLY_FAILED_QUEUE],
  tables: [eventCreators, eventCreatorMessages],
  emits: [],
  consumes: [],
});
