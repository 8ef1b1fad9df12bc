import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BROADCASTS_ENDPOINTS as E } from '../../../contracts/broadcasts.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { systemClock } from '../../platform/clock.ts';
import { serve } from '../../platform/http/serve.ts';
import { streamSigner, streamSigningSecret } from '../videos/index.ts';
import { deleteReplay, listBroadcasts, rotateStreamKey, stopBroadcast, updateBroadcast, updateReplay } from './management.service.ts';
import { LIVE_STREAMS } from './live-streams.ts';
import { ondemandVideos } from './ondemand.service.ts';
import { rtmpUrlOf } from './rtmp-address.ts';
import { VIEWERS_FLUSH_MS, viewerCounter } from './viewers.ts';
import { livePlaylist, liveSegment, watchBroadcast } from './watch.service.ts';

/** The Broadcast tab, /b/:id's data and live stream, and /videos/ondemand (issue 30). */
export const broadcastsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, storage, config, clock = systemClock }) => {
  const viewers = viewerCounter(db, { now: () => clock.now().getTime(), flushMs: VIEWERS_FLUSH_MS, log: app.log });
  app.addHook('onClose', () => viewers.stop());
  const signer = streamSigner(await streamSigningSecret(config), LIVE_STREAMS);
  const manage = { db, storage, config, viewers, rtmpUrl: rtmpUrlOf(config) };
  const watch = { db, signer, viewers, config };

  await serve(app, E.list, async (request, _reply, { permissions }) => listBroadcasts(manage, request.params.eventId, permissions));
  await serve(app, E.update, async (request, _reply, { user }) => updateBroadcast(manage, user, request.params.id, request.body));
  await serve(app, E.rotateKey, async (request, _reply, { user }) => rotateStreamKey(manage, user, request.params.id));
  await serve(app, E.stop, async (request, _reply, { user }) => stopBroadcast(manage, user, request.params.id));
  await serve(app, E.updateReplay, async (request, _reply, { user }) => updateReplay(manage, user, request.params.id, request.body));
  await serve(app, E.deleteReplay, async (request, _reply, { user }) => deleteReplay(manage, user, request.params.id, request.log));

  await serve(app, E.watch, async (request) => watchBroadcast(watch, request.user, request.params.id));
  await serve(app, E.playlist, async (request, reply) => {
    const text = await livePlaylist(watch, request.user, request.params.id, request.query);
    // A live playlist changes every few seconds: never kept by a cache.
    return reply.type('application/vnd.apple.mpegurl').header('cache-control', 'no-cache').send(text);
  });
  await serve(app, E.segment, async (request, reply) => {
    const segment = await liveSegment(watch, request.user, request.params.id, request.params.file, request.query);
    if ('status' in segment) return reply.status(segment.status).headers(segment.headers).send();
    return reply.type(segment.type).header('cache-control', segment.cacheControl).send(segment.body);
  });

  await serve(app, E.ondemand, async (request, _reply, { user }) => ondemandVideos(db, user, request.query.page));
};
