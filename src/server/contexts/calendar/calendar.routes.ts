import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CALENDAR_ENDPOINTS as E } from '../../../contracts/calendar.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { findPublicProfile } from '../profiles/index.ts';
import { calendarEvents, calendarFeed, calendarOwner } from './calendar.service.ts';

/** The embeddable calendar's public calls: the owner, their event dates, and the same dates as an iCalendar feed. */
export const calendarRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  await serve(app, E.profile, async (request) => calendarOwner(db, await findPublicProfile(db, request.params.type, request.params.username)));

  await serve(app, E.events, async (request) => {
    const owner = await findPublicProfile(db, request.params.type, request.params.username);
    return calendarEvents(db, owner.id, request.query);
  });

  await serve(app, E.feed, async (request, reply) => {
    const owner = await findPublicProfile(db, request.params.type, request.params.username);
    return reply.type('text/calendar; charset=utf-8').send(await calendarFeed(db, owner, config.publicUrl));
  });
};
