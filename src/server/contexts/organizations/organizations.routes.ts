import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORGANIZATIONS_ENDPOINTS as E } from '../../../contracts/organizations.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { requireUser } from '../../platform/http/auth.ts';
import { serve } from '../../platform/http/serve.ts';
import { requireProfileAccess } from '../events/profile-access.ts';
import { createSchool, manageContext, searchCollaborators } from './organizations.service.ts';

export const organizationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  await serve(app, E.createSchool, async (request) => ({ school: await createSchool(db, requireUser(request).id, request.body) }));

  await serve(app, E.manageContext, async (request) => {
    const { profile, access } = await requireProfileAccess(db, request.user, { username: request.params.username }, 'view');
    return manageContext(profile, access);
  });

  await serve(app, E.searchCollaborators, async (request) => {
    requireUser(request);
    if (request.query.ownerId) await requireProfileAccess(db, request.user, request.query.ownerId, 'view');
    return searchCollaborators(db, request.query);
  });
};
