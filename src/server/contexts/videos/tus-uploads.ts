import type { FastifyPluginAsync, FastifyRequest, HTTPMethods, RouteHandlerMethod } from 'fastify';
import { ERRORS, Metadata, Server } from '@tus/server';
import { VIDEO_LIMITS, VIDEO_MESSAGES } from '../../../domain/videos.ts';
import type { AppDeps } from '../../app.ts';
import { requireUser } from '../../platform/http/auth.ts';
import { AppError } from '../../platform/http/errors.ts';
import { confirmedUploadGate } from './upload-gate.ts';
import { databaseLocker } from './upload-locker.ts';
import { closeRefusedUpload, finishUpload, linkTusUpload, sessionForCreation, sessionOfUpload, TUS_PATH } from './upload-sessions.service.ts';
import { videoUploadStore } from './upload-store.ts';
import { sendTusResponse, tusRequestOf } from './tus-web-request.ts';

/** The Upload-Metadata key that names the upload session (the passthrough uuid of direct_upload_url). */
export const PASSTHROUGH_KEY = 'passthroughUuid';

/**
 * The tus endpoint for video files (content-management 7 Videos; issue 12 Uploads), a plugin rather than a
 * *.routes.ts file: tus is its own protocol (POST, HEAD, PATCH, DELETE, OPTIONS with Upload-* headers and raw
 * bodies), not a JSON endpoint with a contract, so `serve()` cannot describe it and it stays out of the OpenAPI
 * document. Fastify authenticates and gates each request, then hands the raw request to @tus/server, which
 * streams the body to the upload store (local disk or object storage, nothing buffered in memory).
 */
export const tusUploads: FastifyPluginAsync<AppDeps> = async (app, { db, config, storage }) => {
  const store = videoUploadStore({ config, storage }, (id) => closeRefusedUpload(db, id));
  const tus = new Server({
    path: TUS_PATH,
    datastore: store,
    locker: databaseLocker(db),
    maxSize: VIDEO_LIMITS.fileBytes,
    // The Location is the path alone: right behind any proxy, and clients resolve it against the creation URL.
    relativeLocation: true,
    allowedOrigins: [new URL(config.publicUrl).origin],
    allowedCredentials: true,
    disableTerminationForFinishedUploads: true,
    onUploadCreate: async (_req, upload) => {
      await linkTusUpload(db, upload.metadata?.[PASSTHROUGH_KEY] ?? '', upload.id, upload.size);
      return {};
    },
    onUploadFinish: async (_req, upload) => {
      await store.assertVideo(upload.id); // a file shorter than a header was never looked at
      await finishUpload(db, upload.id);
      return {};
    },
    onResponseError: (_req, err) => {
      if (err === ERRORS.ERR_LOCK_TIMEOUT) return { status_code: 423, body: err.body }; // busy, not broken: clients retry
      return tusStatus(err) === 413 ? { status_code: 413, body: VIDEO_MESSAGES.fileTooLarge } : undefined;
    },
  });

  // The body stays an unread stream for tus; no other content type is read on these routes either.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  /** Gates a request, then lets tus answer it on the raw response. */
  const handOver =
    (gate: (request: FastifyRequest) => Promise<unknown>): RouteHandlerMethod =>
    async (request, reply) => {
      await gate(request);
      reply.hijack();
      await sendTusResponse(reply.raw, await tus.handleWeb(tusRequestOf(request.raw, reply.raw)));
    };
  const mount = (method: HTTPMethods | HTTPMethods[], url: string, gate: (request: FastifyRequest) => Promise<unknown>, ownSession = false) =>
    // Admission control never holds an upload: a PATCH streams for minutes and is the uploader's own gate's.
    app.route({ method, url, handler: handOver(gate), schema: { hide: true }, config: { ownSession, admission: 'exempt' } });

  // Creation: the signed-in user of an open session, for at most 5 GB.
  mount('POST', TUS_PATH, async (request) => {
    const user = requireUser(request);
    if (Number(request.headers['upload-length']) > VIDEO_LIMITS.fileBytes) throw new AppError('payload_too_large', VIDEO_MESSAGES.fileTooLarge);
    await sessionForCreation(db, user.id, passthroughOf(request.headers['upload-metadata']));
  });
  // An upload URL is bound to its session's user: unknown 404, someone else's 403.
  // These read the sign-in and the upload in one query (ownSession), not the global hook's two and then the upload;
  // a PATCH that follows one of the same sign-in and upload within a second skips it (upload-gate.ts).
  const uploadOf = (request: FastifyRequest) => (request.params as { id: string }).id;
  const ask = (token: string | null, id: string) => sessionOfUpload(db, token, id);
  const patchGate = confirmedUploadGate(ask);
  mount(['HEAD', 'DELETE'], `${TUS_PATH}/:id`, (request) => ask(request.sessionToken, uploadOf(request)), true);
  mount('PATCH', `${TUS_PATH}/:id`, (request) => patchGate(request.sessionToken, uploadOf(request)), true);
  // Preflights carry no cookie: tus answers them with its CORS headers for our own origin only.
  mount('OPTIONS', TUS_PATH, async () => {});
  mount('OPTIONS', `${TUS_PATH}/:id`, async () => {});
};

/** The passthrough uuid of a creation's Upload-Metadata, or null when the header is missing or malformed. */
function passthroughOf(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  try {
    return Metadata.parse(header)[PASSTHROUGH_KEY] ?? null;
  } catch {
    return null;
  }
}

const tusStatus = (err: Error | { status_code: number }) => ('status_code' in err ? err.status_code : undefined);
