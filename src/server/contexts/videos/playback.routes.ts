import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VIDEOS_ENDPOINTS as E } from '../../../contracts/videos.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import { serve } from '../../platform/http/serve.ts';
import { findProfileByUsername } from '../accounts/index.ts';
import { setFavorite } from './favorites.service.ts';
import { profileVideos } from './profile-videos.service.ts';
import { streamSigner, streamSigningSecret } from './stream-signing.ts';
import { openPoster, openStream } from './streams.service.ts';
import { countView, newViewerId, VIEWER_COOKIE, VIEWER_COOKIE_MAX_AGE_S } from './views.service.ts';
import { watchVideo } from './watch.service.ts';

/** The player (/watch/:id): watch data, signed streams, the poster, views, favorites, and the profile videos. */
export const videoPlaybackRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, storage, config, limits }) => {
  const deps = { db, storage, signer: streamSigner(await streamSigningSecret(config)) };

  await serve(app, E.watch, async (request) => watchVideo(deps, request.user, request.params.id));

  await serve(app, E.stream, async (request, reply) => {
    const { id, rendition, file } = request.params;
    const stream = await openStream(deps, request.user, id, { rendition, file }, request.query, request.headers.range);
    // A redirect or a 416 has no body (send(null) would write 'null').
    return reply
      .status(stream.status)
      .headers(stream.headers)
      .send(stream.body ?? undefined);
  });

  await serve(app, E.poster, async (request, reply) => {
    const poster = await openPoster(deps, request.user, request.params.id, request.query);
    return reply.type(poster.type).header('content-length', String(poster.size)).header('cache-control', poster.cacheControl).send(poster.body);
  });

  await serve(app, E.view, async (request, reply) => {
    await limits.request(request, RATE_RULES.videoView);
    let viewerId = request.cookies[VIEWER_COOKIE];
    if (!request.user && !viewerId) {
      viewerId = newViewerId();
      reply.setCookie(VIEWER_COOKIE, viewerId, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.env === 'production',
        maxAge: VIEWER_COOKIE_MAX_AGE_S,
      });
    }
    return countView(db, request.user, viewerId ?? '', request.params.id);
  });

  await serve(app, E.favorite, async (request, _reply, { user }) => setFavorite(db, user, request.params.id, true));
  await serve(app, E.unfavorite, async (request, _reply, { user }) => setFavorite(db, user, request.params.id, false));

  await serve(app, E.profileVideos, async (request) => {
    const profile = await findProfileByUsername(db, request.params.username);
    return profileVideos(db, { signer: deps.signer, viewer: request.user }, profile, request.query.page);
  });
};
