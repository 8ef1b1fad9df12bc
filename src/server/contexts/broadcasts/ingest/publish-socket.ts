import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { requireUser } from '../../../platform/http/auth.ts';
import type { AppDeps } from '../../../app.ts';
import { ingestHooks } from '../ingest-hooks.service.ts';
import type { IngestHooks } from './hooks.ts';
import { currentIngest } from './ingest-port.ts';
import { BROADCAST_PUBLISH_MESSAGES, type PublishReply } from '../../../../contracts/broadcasts.messages.ts';
import type { Ingest, Publisher } from './live-ingest.ts';
import { named } from '../../../platform/http/named-plugin.ts';

/** The browser's ingest: `GET /api/v1/broadcasts/:id/publish` upgraded to a WebSocket. */
export const PUBLISH_PATH = '/api/v1/broadcasts/:id/publish';

/** A MediaRecorder chunk of a second is well under this; a bigger message is no publisher of ours. */
const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;
export const WEBSOCKET_OPTIONS = { options: { maxPayload: MAX_MESSAGE_BYTES } };
/** Close codes: 1000 normal (stopped), 1008 policy (refused). */
const CLOSE_NORMAL = 1000;
const CLOSE_POLICY = 1008;

export interface PublishSocketOptions {
  /** The process's ingest, or null where none runs (the socket refuses publishers then). */
  ingest: () => Ingest | null;
  hooks: IngestHooks;
  publicUrl: string;
}

/**
 * "Go live from this browser": the organizer's page opens a WebSocket with its session cookie and sends WebM chunks,
 * which go to the same packager as RTMP. A WebSocket is no JSON endpoint, so this is a plugin with its own route
 * (like the tus uploads); it is in the OpenAPI document all the same, so the access and fuzz suites cover it: a
 * plain GET gets the gate's answer (401, 404) or 400 for a caller who may publish but did not upgrade.
 */
export const publishSocket: FastifyPluginAsync<PublishSocketOptions> = async (app, { ingest, hooks, publicUrl }) => {
  // Once per server: a parent (the app, or a test) may have registered it already.
  if (!app.hasDecorator('websocketServer')) await app.register(websocket, WEBSOCKET_OPTIONS);
  const publicHost = new URL(publicUrl).host;

  app.route({
    method: 'GET',
    url: PUBLISH_PATH,
    schema: {
      tags: ['broadcasts'],
      summary: 'Publish a live broadcast from the browser (WebSocket)',
      params: z.object({ id: z.uuid() }),
    },
    // Admission control never holds a live socket: it lasts as long as the broadcast.
    config: { admission: 'exempt' },
    handler: async (request) => {
      const user = requireUser(request);
      if (!(await hooks.authorizeAccount(idOf(request), user.id))) throw notFound();
      throw new AppError('bad_request', BROADCAST_PUBLISH_MESSAGES.useWebSocket);
    },
    wsHandler: (socket, request) => {
      void publish(socket, request);
    },
  });

  const publish = async (socket: WebSocket, request: FastifyRequest) => {
    const say = (reply: PublishReply) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(reply));
    const refuse = (message: string) => {
      say({ state: 'refused', message });
      socket.close(CLOSE_POLICY);
    };
    // Browsers send the page's origin with a WebSocket and its cookies with it: another site's page is refused.
    const origin = request.headers.origin;
    if (origin !== undefined && hostOf(origin) !== publicHost && hostOf(origin) !== request.host) return refuse(BROADCAST_PUBLISH_MESSAGES.crossSite);
    if (!request.user) return refuse(BROADCAST_PUBLISH_MESSAGES.signIn);
    // Chunks that arrive while the rights are checked wait in memory; nothing is kept if the answer is no.
    const early: Buffer[] = [];
    let publisher: Publisher | null = null;
    let closed = false;
    socket.on('message', (data, isBinary) => {
      if (!isBinary) return;
      const chunk = Buffer.isBuffer(data) ? data : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]);
      if (!publisher) early.push(chunk);
      else if (!publisher.write(chunk)) socket.pause();
    });
    socket.on('close', () => {
      closed = true;
      publisher?.gone();
    });
    const running = ingest();
    if (!running) return refuse(BROADCAST_PUBLISH_MESSAGES.unavailable);
    const admission = await running
      .admitAccount(idOf(request), request.user.id, 'webm', (message) => {
        say({ state: 'ended', message });
        socket.close(CLOSE_NORMAL);
      })
      .catch(() => ({ refused: BROADCAST_PUBLISH_MESSAGES.stopped }));
    if ('refused' in admission) return refuse(admission.refused);
    if (closed) return admission.publisher.gone();
    publisher = admission.publisher;
    publisher.onDrain(() => socket.resume());
    for (const chunk of early.splice(0)) publisher.write(chunk);
    // 'live' once viewers can see it: the first segment of this publisher is in Storage.
    void publisher.live.then(() => say({ state: 'live', message: BROADCAST_PUBLISH_MESSAGES.live }));
  };
};

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** The socket as the broadcasts module mounts it: the table's hooks and the process's ingest. */
export const publishRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await app.register(named('publish socket', publishSocket), { ingest: currentIngest, hooks: ingestHooks(deps), publicUrl: deps.config.publicUrl });
};
