import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { okReply } from '../../../contracts/common.ts';
import {
  eventIdParams,
  eventListReply,
  exploreQuery,
  occurrencesQuery,
  occurrencesReply,
  publicEventReply,
  searchQuery,
  searchReply,
  ticketsQuery,
  ticketsReply,
} from '../../../contracts/events.ts';
import { selfRemovalParams } from '../../../contracts/profiles-public.ts';
import type { AppDeps } from '../../app.ts';
import { requireUser } from '../../platform/http/auth.ts';
import { removeSelf } from './collaborators.service.ts';
import { exploreEvents, searchEvents } from './event-lists.service.ts';
import { anonymousEventJson, listTickets, occurrencesPage, publicEvent } from './event-page.service.ts';

/** What visitors read: the event page, its dates and tickets, explore and search. */
export const eventsPublicRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const tags = ['events'];

  app.get(
    '/api/v1/events/:eventId',
    {
      schema: {
        tags,
        summary: 'The public event page (drafts: managers and collaborators only; private: by link)',
        params: eventIdParams,
        response: { 200: publicEventReply },
      },
    },
    async (request, reply) => {
      // Signed-out visitors all get the same page: it comes from the page cache already checked and serialized
      // (Fastify sends a JSON string as it is).
      if (!request.user) {
        const json = await anonymousEventJson(db, request.params.eventId, config.publicUrl);
        return reply.type('application/json; charset=utf-8').send(json as unknown as z.infer<typeof publicEventReply>);
      }
      return { event: await publicEvent(db, request.user, request.params.eventId, config.publicUrl) };
    },
  );

  app.get(
    '/api/v1/events/:eventId/occurrences',
    {
      schema: {
        tags,
        summary: 'The dates still to come (recurring dates page)',
        params: eventIdParams,
        querystring: occurrencesQuery,
        response: { 200: occurrencesReply },
      },
    },
    async (request) => occurrencesPage(db, request.user, request.params.eventId, request.query.ticketType),
  );

  app.get(
    '/api/v1/tickets',
    {
      schema: { tags, summary: 'Listed ticket types of a date with their availability', querystring: ticketsQuery, response: { 200: ticketsReply } },
    },
    async (request) => listTickets(db, request.user, request.query),
  );

  app.get(
    '/api/v1/events',
    { schema: { tags, summary: 'Upcoming public events (Explore), 30 per page', querystring: exploreQuery, response: { 200: eventListReply } } },
    async (request) => exploreEvents(db, request.query),
  );

  app.get(
    '/api/v1/search',
    { schema: { tags, summary: 'Full-text search of public events, 30 per page', querystring: searchQuery, response: { 200: searchReply } } },
    async (request) => ({ ...(await searchEvents(db, request.query)), query: request.query.query, tab: request.query.tab }),
  );

  app.delete(
    '/api/v1/profiles/:profileId/teachings/:collaboratorId',
    { schema: { tags, summary: 'A collaborator removes themselves from an event', params: selfRemovalParams, response: { 200: okReply } } },
    async (request) => {
      await removeSelf(db, requireUser(request), request.params.profileId, request.params.collaboratorId);
      return { ok: true as const };
    },
  );
};
