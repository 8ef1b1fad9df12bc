import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { TEAM_ENDPOINTS as E } from '../../../contracts/team.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { requireUser, type AuthUser } from '../../platform/http/auth.ts';
import { serve } from '../../platform/http/serve.ts';
import { requireProfileAccess } from '../../platform/access/profile-access.ts';
import { acceptInvitation, viewInvitation } from './invitation-links.service.ts';
import { addMember, cancelInvitation, listTeam, removeMember, resendInvitation, teamOrganization, updateMember } from './team.service.ts';

export const teamRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  /** The management gate for the team of `ownerId`: 401 signed out, 404 unknown, 403 without access. */
  const gate = async (request: FastifyRequest, ownerId: string): Promise<AuthUser> =>
    (await requireProfileAccess(db, request.user, ownerId, 'view')).user;

  await serve(app, E.list, async (request) => {
    const { ownerId, ...query } = request.query;
    await gate(request, ownerId);
    const org = await teamOrganization(db, ownerId);
    return listTeam(db, org.id, query);
  });

  await serve(app, E.add, async (request) => {
    const user = await gate(request, request.body.ownerId);
    return { invitation: await addMember(deps, user, request.body) };
  });

  await serve(app, E.update, async (request) => {
    const user = await gate(request, request.body.ownerId);
    return { affiliation: await updateMember(db, user, request.params.id, request.body) };
  });

  await serve(app, E.remove, async (request) => {
    const user = await gate(request, request.query.ownerId);
    await removeMember(db, user, request.query.ownerId, request.params.id);
    return { ok: true as const };
  });

  await serve(app, E.resendInvitation, async (request) => {
    const user = await gate(request, request.query.ownerId);
    await resendInvitation(deps, user, request.query.ownerId, request.params.id);
    return { ok: true as const };
  });

  await serve(app, E.cancelInvitation, async (request) => {
    const user = await gate(request, request.query.ownerId);
    await cancelInvitation(db, user, request.query.ownerId, request.params.id);
    return { ok: true as const };
  });

  await serve(app, E.viewInvitation, async (request) => viewInvitation(db, request.params.token));

  await serve(app, E.acceptInvitation, async (request) => acceptInvitation(db, requireUser(request), request.params.token));
};
