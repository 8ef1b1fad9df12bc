import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVENTS_ENDPOINTS as E } from '../../../contracts/events.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { removeSelf } from './collaborators.service.ts';
import { exploreEvents, searchEvents } from './event-lists.service.ts';
import { eventJson, listTickets, occurrencesPage } from './event-page.service.ts';

/** What visitors read: the event page, its dates and tickets, explore and search. */
export const eventsPublicRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  // The page comes from the page cache already checked and serialized (Fastify sends a JSON string as it is).
  await serve(app, E.event, async (request, reply, { user }) =>
    reply.type('application/json; charset=utf-8').send(await eventJson(db, user, request.params.eventId, config.publicUrl)),
  );

  await serve(app, E.occurrences, async (request, _reply, { user }) => occurrencesPage(db, user, request.params.eventId, request.query.ticketType));

  await serve(app, E.tickets, async (request, _reply, { user }) => listTickets(db, user, request.query));

  await serve(app, E.explore, async (request) => exploreEvents(db, request.query));

  await serve(app, E.search, async (request) => ({
    ...(await searchEvents(db, request.query)),
    query: request.query.query,
    tab: request.query.tab,
  }));

  // Signed in: the service lets only the collaborator themselves leave.
  await serve(app, E.removeSelf, async (request, _reply, { user }) => {
    await removeSelf(db, user, request.params.profileId, request.params.collaboratorId);
    return { ok: true as const };
  });
};
