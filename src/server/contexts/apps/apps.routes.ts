import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPS_ENDPOINTS as E } from '../../../contracts/apps.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { requireUser } from '../../platform/http/auth.ts';
import { serve } from '../../platform/http/serve.ts';
import { requireReportAccess } from '../reporting/report-access.ts';
import { suggestApp } from './app-suggestions.service.ts';
import { removeWeeklyReport, saveWeeklyReport, weeklyReportConfig } from './weekly-report-config.service.ts';

/**
 * The Apps tab (content-management 7): the Weekly Sales Report e-mails money figures, so its configuration (reading
 * it too) takes the report gate; any signed-in account may suggest an app.
 */
export const appsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  await serve(app, E.weeklyReport, async (request) => {
    const { profile } = await requireReportAccess(db, request.user, request.query.ownerId);
    return weeklyReportConfig(db, profile.id);
  });

  await serve(app, E.saveWeeklyReport, async (request) => {
    const { profile } = await requireReportAccess(db, request.user, request.body.ownerId);
    return saveWeeklyReport(db, profile.id, request.body.emailAddresses);
  });

  await serve(app, E.removeWeeklyReport, async (request) => {
    const { profile } = await requireReportAccess(db, request.user, request.body.ownerId);
    return removeWeeklyReport(db, profile.id);
  });

  await serve(app, E.suggestApp, async (request) => {
    return suggestApp(deps, requireUser(request), request.body);
  });
};
