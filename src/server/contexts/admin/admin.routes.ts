import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ENDPOINTS as E } from '../../../contracts/admin.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { failedMails, pausedWebhooks, resumeWebhook, retryMail } from './deliveries.service.ts';
import { platformFigures } from './figures.service.ts';
import { listOrganizers } from './organizers.service.ts';
import { adminSearch } from './search.service.ts';

/** The console's routes: declared ADMIN, so the gate answers 404 to everyone but site admins. */
export const adminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, jobs }) => {
  await serve(app, E.search, async (request) => adminSearch(db, request.query.q));
  await serve(app, E.figures, async (request) => platformFigures(db, request.query));
  await serve(app, E.failedMail, async () => failedMails(db, jobs));
  await serve(app, E.retryMail, async (request) => retryMail(db, jobs, request.params.id));
  await serve(app, E.pausedWebhooks, async () => pausedWebhooks(db));
  await serve(app, E.resumeWebhook, async (request) => resumeWebhook(db, request.params.id));
  await serve(app, E.organizers, async (request) => listOrganizers(db, request.query));
};
