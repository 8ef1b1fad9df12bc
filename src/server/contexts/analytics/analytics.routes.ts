import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ANALYTICS_ENDPOINTS as E } from '../../../contracts/analytics.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { ingestActions, ingestSessions, ingestWebVitals, type Visit } from './ingest.service.ts';

const visitOf = (request: FastifyRequest, userId: string | null): Visit => ({ headers: request.headers, ip: request.ip, userId });

/** The tracker's beacons: 202 without a body, stored or dropped alike (a beacon reads no reply). */
export const analyticsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
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
};
