import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ANALYTICS_ENDPOINTS as E } from '../../../contracts/analytics.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { startAnalyticsBuffer } from './analytics-buffer.ts';
import { eventRows } from './dev-rows.service.ts';
import { dailySalts } from './visitor-hash.ts';
import { SHED_RETRY_SECONDS, ingestActions, ingestSessions, ingestWebVitals, type Visit } from './ingest.service.ts';

const visitOf = (request: FastifyRequest, userId: string | null): Visit => ({ headers: request.headers, ip: request.ip, userId });

/**
 * The tracker's beacons: 202 without a body, buffered or dropped alike (a beacon reads no reply); 503 when the buffer
 * is full. The buffer is written every ANALYTICS_FLUSH_MS and once more when the app closes (the shutdown's
 * app.close(), before the database closes). navigator.sendBeacon
 * sends a string as text/plain (a JSON type would need a preflight some browsers refuse a beacon), so in this plugin
 * only text/plain bodies are parsed as JSON too.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  const buffer = startAnalyticsBuffer(deps.db, deps.config.analyticsFlushMs, app.log);
  app.addHook('onClose', () => buffer.stop());
  const ingest = { ...deps, buffer, salts: dailySalts(deps.db) };
  // A shed batch's reply tells the tracker when to send it again, as admission control's 503 does.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', String(SHED_RETRY_SECONDS));
    return payload;
  });

  await serve(app, E.sessions, async (request, reply, { user }) => {
    await ingestSessions(ingest, visitOf(request, user?.id ?? null), request.body.sessions);
    return reply.send();
  });
  await serve(app, E.actions, async (request, reply, { user }) => {
    await ingestActions(ingest, visitOf(request, user?.id ?? null), request.body.actions);
    return reply.send();
  });
  await serve(app, E.webVitals, async (request, reply, { user }) => {
    await ingestWebVitals(ingest, visitOf(request, user?.id ?? null), request.body.vitals);
    return reply.send();
  });

  // As the dev outbox: absent in production, so every caller gets 404 there.
  if (deps.config.env === 'production') return;
  // What was sent before the read is written first, so a test reads its visit without waiting for the timer.
  await serve(app, E.devEventRows, async (request) => {
    await buffer.flush();
    return eventRows(deps.db, request.params.eventId);
  });
};
