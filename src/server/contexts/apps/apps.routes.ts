import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPS_ENDPOINTS as E } from '../../../contracts/apps.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { suggestApp } from './app-suggestions.service.ts';
import { removeWeeklyReport, saveWeeklyReport, weeklyReportConfig } from './weekly-report-config.service.ts';

/** The Apps tab (content-management 7): each endpoint declares its gate (contracts/apps.endpoints.ts). */
export const appsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  await serve(app, E.weeklyReport, async (_request, _reply, { profile }) => weeklyReportConfig(db, profile.id));

  await serve(app, E.saveWeeklyReport, async (request, _reply, { profile }) => saveWeeklyReport(db, profile.id, request.body.emailAddresses));

  await serve(app, E.removeWeeklyReport, async (_request, _reply, { profile }) => removeWeeklyReport(db, profile.id));

  await serve(app, E.suggestApp, async (request, _reply, { user }) => suggestApp(deps, user, request.body));
};
