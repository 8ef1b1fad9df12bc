import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVENT_LIFECYCLE_ENDPOINTS as E } from '../../../contracts/event-lifecycle.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { duplicateEvent } from './event-copy.service.ts';
import { archiveEvent, unarchiveEvent, unpublishEvent } from './event-lifecycle.service.ts';
import { pastVenues } from './past-venues.service.ts';

/** Duplicate, unpublish and archive (the events table's row menu) and the past venues (the gates are the endpoints' declarations). */
export const eventLifecycleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  await serve(app, E.duplicate, async (request, _reply, access) => ({ eventId: (await duplicateEvent(db, access, request.body)).eventId }));

  await serve(app, E.unpublish, async (_request, _reply, access) => ({ state: await unpublishEvent(db, access) }));

  await serve(app, E.archive, async (_request, _reply, access) => {
    await archiveEvent(db, access);
    return { ok: true as const };
  });

  await serve(app, E.unarchive, async (_request, _reply, access) => {
    await unarchiveEvent(db, access);
    return { ok: true as const };
  });

  await serve(app, E.pastVenues, async (request) => ({ venues: await pastVenues(db, request.query.ownerId) }));
};
