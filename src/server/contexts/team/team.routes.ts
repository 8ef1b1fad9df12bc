import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TEAM_ENDPOINTS as E } from '../../../contracts/team.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { acceptInvitation, viewInvitation } from './invitation-links.service.ts';
import { addMember, cancelInvitation, listTeam, removeMember, resendInvitation, teamOrganization, updateMember } from './team.service.ts';

/** The team of an organization: each endpoint declares its gate (contracts/team.endpoints.ts). */
export const teamRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  await serve(app, E.list, async (request, _reply, { profile }) => {
    const { ownerId: _ownerId, ...query } = request.query;
    const org = await teamOrganization(db, profile.id);
    return listTeam(db, org.id, query);
  });

  await serve(app, E.add, async (request, _reply, { user }) => ({ invitation: await addMember(deps, user, request.body) }));

  await serve(app, E.update, async (request, _reply, { user }) => ({
    affiliation: await updateMember(db, user, request.params.id, request.body),
  }));

  await serve(app, E.remove, async (request, _reply, { user, profile }) => {
    await removeMember(db, user, profile.id, request.params.id);
    return { ok: true as const };
  });

  await serve(app, E.resendInvitation, async (request, _reply, { user, profile }) => {
    await resendInvitation(deps, user, profile.id, request.params.id);
    return { ok: true as const };
  });

  await serve(app, E.cancelInvitation, async (request, _reply, { user, profile }) => {
    await cancelInvitation(db, user, profile.id, request.params.id);
    return { ok: true as const };
  });

  await serve(app, E.viewInvitation, async (request) => viewInvitation(db, request.params.token));

  await serve(app, E.acceptInvitation, async (request, _reply, { user }) => acceptInvitation(db, user, request.params.token));
};
