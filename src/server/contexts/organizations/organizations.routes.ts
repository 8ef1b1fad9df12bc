import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORGANIZATIONS_ENDPOINTS as E } from '../../../contracts/organizations.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import { serve } from '../../platform/http/serve.ts';
import { requireProfileAccess } from '../../platform/access/profile-access.ts';
import { createSchool, manageContext, searchCollaborators } from './organizations.service.ts';

export const organizationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, limits }) => {
  await serve(app, E.createSchool, async (request, _reply, { user }) => ({ school: await createSchool(db, user.id, request.body) }));

  await serve(app, E.manageContext, async (_request, _reply, { profile, access, rights }) => manageContext(profile, access, rights));

  // Adding to a team needs edit rights on it; without an owner, the searcher picks for their own events and videos.
  // The owner is optional, so its gate is not declarable: it runs here, behind the declared sign-in.
  await serve(app, E.searchCollaborators, async (request, _reply, { user }) => {
    if (request.query.ownerId) await requireProfileAccess(db, user, request.query.ownerId, 'edit');
    await limits.hit(RATE_RULES.collaboratorSearch, user.id);
    return searchCollaborators({ db, limits }, user, request.query);
  });
};
