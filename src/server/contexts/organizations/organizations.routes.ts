import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORGANIZATIONS_ENDPOINTS as E } from '../../../contracts/organizations.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { requireUser } from '../../platform/http/auth.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import { serve } from '../../platform/http/serve.ts';
import { requireProfileAccess } from '../../platform/access/profile-access.ts';
import { createSchool, manageContext, searchCollaborators } from './organizations.service.ts';

export const organizationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, limits }) => {
  await serve(app, E.createSchool, async (request) => ({ school: await createSchool(db, requireUser(request).id, request.body) }));

  await serve(app, E.manageContext, async (request) => {
    const { profile, access } = await requireProfileAccess(db, request.user, { username: request.params.username }, 'view');
    return manageContext(profile, access);
  });

  // Adding to a team needs edit rights on it; without an owner, the searcher picks for their own events and videos.
  await serve(app, E.searchCollaborators, async (request) => {
    const user = requireUser(request);
    if (request.query.ownerId) await requireProfileAccess(db, user, request.query.ownerId, 'edit');
    await limits.hit(RATE_RULES.collaboratorSearch, user.id);
    return searchCollaborators({ db, limits }, user, request.query);
  });
};
