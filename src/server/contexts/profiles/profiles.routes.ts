import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROFILES_PUBLIC_ENDPOINTS as E } from '../../../contracts/profiles-public.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { profileEvents } from '../events/index.ts';
import { follow, unfollow } from '../follows/index.ts';
import { findPublicProfile, followList, publicProfile } from './public-profiles.service.ts';

/** Public profile pages and follows. */
export const profilesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  await serve(app, E.profile, async (request, _reply, { user }) => {
    const profile = await findPublicProfile(db, request.params.type, request.params.username);
    return { profile: await publicProfile(db, user, profile) };
  });

  await serve(app, E.events, async (request) => {
    const profile = await findPublicProfile(db, request.params.type, request.params.username);
    return profileEvents(db, profile.id, request.query);
  });

  await serve(app, E.followers, async (request) => {
    const profile = await findPublicProfile(db, request.params.type, request.params.username);
    return followList(db, profile, request.query.tab, request.query.page);
  });

  await serve(app, E.follow, async (request, _reply, { user }) => follow(db, user, request.query.id));

  await serve(app, E.unfollow, async (request, _reply, { user }) => unfollow(db, user, request.query.id));
};
