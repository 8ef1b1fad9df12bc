import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../../contracts/common.ts';
import {
  createSchoolBody,
  createSchoolReply,
  manageContextReply,
  searchCollaboratorsQuery,
  searchCollaboratorsReply,
} from '../../../contracts/organizations.ts';
import type { AppDeps } from '../../app.ts';
import { requireUser } from '../../platform/http/auth.ts';
import { requireProfileAccess } from '../events/profile-access.ts';
import { createSchool, manageContext, searchCollaborators } from './organizations.service.ts';

export const organizationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/api/v1/schools',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Create an organization owned by the signed-in user',
        body: createSchoolBody,
        response: { 200: createSchoolReply },
      },
    },
    async (request) => ({ school: await createSchool(db, requireUser(request).id, request.body) }),
  );

  app.get(
    '/api/v1/manage/:username',
    {
      schema: {
        tags: ['organizations'],
        summary: 'The management context of a profile, checked by the access gate',
        params: z.object({ username: text(100).min(1) }),
        response: { 200: manageContextReply },
      },
    },
    async (request) => {
      const { profile, access } = await requireProfileAccess(db, request.user, { username: request.params.username }, 'view');
      return manageContext(profile, access);
    },
  );

  app.get(
    '/api/search_collaborators',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Find people or organizations by name, handle or exact e-mail (at most 10)',
        querystring: searchCollaboratorsQuery,
        response: { 200: searchCollaboratorsReply },
      },
    },
    async (request) => {
      requireUser(request);
      if (request.query.ownerId) await requireProfileAccess(db, request.user, request.query.ownerId, 'view');
      return searchCollaborators(db, request.query);
    },
  );
};
