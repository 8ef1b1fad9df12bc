import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORTING_ENDPOINTS as E } from '../../../contracts/reporting.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { requireEventAccess } from '../../platform/access/event-access.ts';
import { eventStats } from './event-stats.service.ts';
import { requireReportAccess } from './report-access.ts';
import { revenueReport } from './revenue.service.ts';

/** The money figures: an owner's revenue table (report access) and one event's stats (its Stats button). */
export const revenueRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  await serve(app, E.revenue, async (request) => {
    const { profile } = await requireReportAccess(db, request.user, request.query.ownerId);
    return revenueReport(db, profile, request.query);
  });

  await serve(app, E.eventStats, async (request) =>
    eventStats(db, await requireEventAccess(db, request.user, request.params.eventId, 'canViewStats')),
  );
};
