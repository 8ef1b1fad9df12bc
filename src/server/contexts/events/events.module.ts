import { contextModule } from '../../module.ts';
import {
  eventCollaboratorInvitations,
  eventCollaborators,
  eventOccurrences,
  eventQuestions,
  events,
  ticketTypes,
} from '../../platform/db/schema/index.ts';
import { eventLifecycleRoutes } from './event-lifecycle.routes.ts';
import { eventsManagementRoutes } from './events-management.routes.ts';
import { eventsPublicRoutes } from './events-public.routes.ts';

/** Events: the editor (details, tickets, dates, questions, collaborators, publishing) and the public pages and search. */
export const eventsModule = contextModule({
  name: 'events',
  routes: [eventsManagementRoutes, eventsPublicRoutes, eventLifecycleRoutes],
  queues: [],
  tables: [events, eventOccurrences, ticketTypes, eventQuestions, eventCollaborators, eventCollaboratorInvitations],
  emits: [],
  consumes: [],
});
