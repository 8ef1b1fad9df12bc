import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okReply, text } from '../../../contracts/common.ts';
import {
  acceptInvitationReply,
  addTeamMemberBody,
  addTeamMemberReply,
  invitationView,
  ownerQuery,
  teamListQuery,
  teamReply,
  updateTeamMemberBody,
  updateTeamMemberReply,
} from '../../../contracts/team.ts';
import type { AppDeps } from '../../app.ts';
import { requireUser, type AuthUser } from '../../platform/http/auth.ts';
import type { FastifyRequest } from 'fastify';
import { requireProfileAccess } from '../events/profile-access.ts';
import { acceptInvitation, viewInvitation } from './invitation-links.service.ts';
import { addMember, cancelInvitation, listTeam, removeMember, resendInvitation, teamOrganization, updateMember } from './team.service.ts';

const idParams = z.object({ id: z.uuid() });
const tokenParams = z.object({ token: text(200).min(1) });
const tags = ['team'];

export const teamRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  /** The management gate for the team of `ownerId`: 401 signed out, 404 unknown, 403 without access. */
  const gate = async (request: FastifyRequest, ownerId: string): Promise<AuthUser> =>
    (await requireProfileAccess(db, request.user, ownerId, 'view')).user;

  app.get(
    '/api/v1/profile_management/affiliations',
    {
      schema: {
        tags,
        summary: "An organization's team: members and pending invitations (a page of them with page or perPage)",
        querystring: teamListQuery,
        response: { 200: teamReply },
      },
    },
    async (request) => {
      const { ownerId, ...query } = request.query;
      await gate(request, ownerId);
      const org = await teamOrganization(db, ownerId);
      return listTeam(db, org.id, query);
    },
  );

  app.post(
    '/api/v1/profile_management/affiliations',
    {
      schema: {
        tags,
        summary: 'Invite a person (by account or e-mail) to the team',
        body: addTeamMemberBody,
        response: { 200: addTeamMemberReply },
      },
    },
    async (request) => {
      const user = await gate(request, request.body.ownerId);
      return { invitation: await addMember(deps, user, request.body) };
    },
  );

  app.patch(
    '/api/v1/profile_management/affiliations/:id',
    {
      schema: {
        tags,
        summary: "Change a team member's roles",
        params: idParams,
        body: updateTeamMemberBody,
        response: { 200: updateTeamMemberReply },
      },
    },
    async (request) => {
      const user = await gate(request, request.body.ownerId);
      return { affiliation: await updateMember(db, user, request.params.id, request.body) };
    },
  );

  app.delete(
    '/api/v1/profile_management/affiliations/:id',
    {
      schema: {
        tags,
        summary: 'Remove a team member (or leave the team)',
        params: idParams,
        querystring: ownerQuery,
        response: { 200: okReply },
      },
    },
    async (request) => {
      const user = await gate(request, request.query.ownerId);
      await removeMember(db, user, request.query.ownerId, request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/profile_management/collaborator_invitations/:id/resend',
    {
      schema: { tags, summary: 'Send an invitation again with a new link', params: idParams, querystring: ownerQuery, response: { 200: okReply } },
    },
    async (request) => {
      const user = await gate(request, request.query.ownerId);
      await resendInvitation(deps, user, request.query.ownerId, request.params.id);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/v1/profile_management/collaborator_invitations/:id',
    {
      schema: { tags, summary: 'Cancel an invitation', params: idParams, querystring: ownerQuery, response: { 200: okReply } },
    },
    async (request) => {
      const user = await gate(request, request.query.ownerId);
      await cancelInvitation(db, user, request.query.ownerId, request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/v1/invitations/:token',
    {
      schema: {
        tags,
        summary: 'A team or event collaborator invitation by its link (public)',
        params: tokenParams,
        response: { 200: invitationView },
      },
    },
    async (request) => viewInvitation(db, request.params.token),
  );

  app.post(
    '/api/v1/invitations/:token/accept',
    {
      schema: {
        tags,
        summary: 'Accept a team or event collaborator invitation as the invited person',
        params: tokenParams,
        response: { 200: acceptInvitationReply },
      },
    },
    async (request) => acceptInvitation(db, requireUser(request), request.params.token),
  );
};
