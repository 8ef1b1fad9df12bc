import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ANALYTICS_ENDPOINTS as E } from '../../../contracts/analytics.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { eventRows } from './dev-rows.service.ts';
import { ingestActions, ingestSessions, ingestWebVitals, type Visit } from './ingest.service.ts';

const visitOf = (request: FastifyRequest, userId: string | null): Visit => ({ headers: request.headers, ip: request.ip, userId });

/**
 * The tracker's beacons: 202 without a body, stored or dropped alike (a beacon reads no reply). navigator.sendBeacon
 * sends a string as text/plain (a JSON type would need a preflight some browsers refuse a beacon), so in this plugin
 * only text/plain bodies are parsed as JSON too.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  await serve(app, E.sessions, async (request, reply, { user }) => {
    await ingestSessions(deps, visitOf(request, user?.id ?? null), request.body.sessions);
    return reply.send();
  });
  await serve(app, E.actions, async (request, reply, { user }) => {
    await ingestActions(deps, visitOf(request, user?.id ?? null), request.body.actions);
    return reply.send();
  });
  await serve(app, E.webVitals, async (request, reply, { user }) => {
    await ingestWebVitals(deps, visitOf(request, user?.id ?? null), request.body.vitals);
    return reply.send();
  });

  // As the dev outbox: absent in production, so every caller gets 404 there.
  if (deps.config.env === 'production') return;
  await serve(app, E.devEventRows, async (request) => eventRows(deps.db, request.params.eventId));
};
