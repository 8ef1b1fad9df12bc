import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GETTING_STARTED_ENDPOINTS as E } from '../../../contracts/getting-started.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { checklistOf, dismissChecklist, recordShare } from './checklist.service.ts';

export const gettingStartedRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const deps = { db, publicUrl: config.publicUrl };
  await serve(app, E.state, async (_request, _reply, { user }) => checklistOf(deps, user));
  await serve(app, E.dismiss, async (_request, _reply, { user }) => dismissChecklist(deps, user));
  await serve(app, E.share, async (request, _reply, { user }) => recordShare(deps, user, request.body.eventId));
};
