import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventListReply } from '../../../contracts/events.ts';
import {
  followQuery,
  followReply,
  followersQuery,
  followersReply,
  profileEventsQuery,
  profileParams,
  publicProfileReply,
} from '../../../contracts/profiles-public.ts';
import type { AppDeps } from '../../app.ts';
import { requireUser } from '../../platform/http/auth.ts';
import { profileEvents } from '../events/event-lists.service.ts';
import { follow, unfollow } from './follows.service.ts';
import { findPublicProfile, followList, publicProfile } from './public-profiles.service.ts';

/** Public profile pages and follows. */
export const profilesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const tags = ['profiles'];

  app.get(
    '/api/v1/profiles/:type/:username',
    { schema: { tags, summary: 'A public profile (type p: person, o: organization)', params: profileParams, response: { 200: publicProfileReply } } },
    async (request) => {
      const profile = await findPublicProfile(db, request.params.type, request.params.username);
      return { profile: await publicProfile(db, request.user, profile) };
    },
  );

  app.get(
    '/api/v1/profiles/:type/:username/events',
    {
      schema: {
        tags,
        summary: "A profile's listed events, upcoming or past (infinite scroll)",
        params: profileParams,
        querystring: profileEventsQuery,
        response: { 200: eventListReply },
      },
    },
    async (request) => {
      const profile = await findPublicProfile(db, request.params.type, request.params.username);
      return profileEvents(db, profile.id, request.query);
    },
  );

  app.get(
    '/api/v1/profiles/:type/:username/followers',
    {
      schema: {
        tags,
        summary: 'Followers, following or organizations of a profile, 12 per page',
        params: profileParams,
        querystring: followersQuery,
        response: { 200: followersReply },
      },
    },
    async (request) => {
      const profile = await findPublicProfile(db, request.params.type, request.params.username);
      return followList(db, profile, request.query.tab, request.query.page);
    },
  );

  app.post(
    '/api/follows',
    { schema: { tags, summary: 'Follow a profile (signed in)', querystring: followQuery, response: { 201: followReply } } },
    async (request, reply) => reply.status(201).send(await follow(db, requireUser(request), request.query.id)),
  );

  app.post(
    '/api/follows/delete',
    { schema: { tags, summary: 'Unfollow a profile (signed in)', querystring: followQuery, response: { 200: followReply } } },
    async (request) => unfollow(db, requireUser(request), request.query.id),
  );
};
