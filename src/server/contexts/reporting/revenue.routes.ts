import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORTING_ENDPOINTS as E } from '../../../contracts/reporting.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { eventStats } from './event-stats.service.ts';
import { revenueReport } from './revenue.service.ts';

/** The money figures: an owner's revenue table (the report gate) and one event's stats (its Stats button). */
export const revenueRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  await serve(app, E.revenue, async (request, _reply, { profile }) => revenueReport(db, profile, request.query));

  await serve(app, E.eventStats, async (_request, _reply, access) => eventStats(db, access));
};
