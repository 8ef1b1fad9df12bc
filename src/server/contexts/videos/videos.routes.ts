import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VIDEOS_ENDPOINTS as E } from '../../../contracts/videos.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { browserOrigin } from '../../platform/http/browser-origin.ts';
import { serve } from '../../platform/http/serve.ts';
import { addCollaborator, cancelInvitation, removeCollaborator } from './collaborators.service.ts';
import { findOwnedVideo, listVideos, videoView } from './library.service.ts';
import { streamSigner, streamSigningSecret } from './stream-signing.ts';
import { openUploadSession } from './upload-sessions.service.ts';
import { createVideo, removeVideo, updateVideo } from './video-save.service.ts';

/**
 * The organizer's videos area (content-management 7 Videos); the file itself goes to tus (tus-uploads.ts). Every
 * call names the managed profile (ownerId), whose gate each endpoint declares (contracts/videos.endpoints.ts); a
 * video is found by its id and that owner together.
 */
export const videosRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, jobs, limits, config, storage }) => {
  const signer = streamSigner(await streamSigningSecret(config));
  const deps = { db, jobs, limits, config, storage, signer };

  await serve(app, E.directUploadUrl, async (request, _reply, { user, profile }) =>
    openUploadSession({ db, limits, origin: browserOrigin(config, request.host) }, user, profile),
  );

  await serve(app, E.list, async (request, _reply, { user, profile }) => listVideos(db, { signer, viewer: user }, profile.id, request.query));

  await serve(app, E.create, async (request, _reply, { user, profile }) => createVideo(deps, user, profile.id, request.body));

  await serve(app, E.video, async (request, _reply, { user, profile }) =>
    videoView(db, { signer, viewer: user }, await findOwnedVideo(db, request.params.id, profile.id)),
  );

  await serve(app, E.update, async (request, _reply, { user }) => updateVideo(deps, user, request.params.id, request.body));

  await serve(app, E.remove, async (request, _reply, { profile }) => {
    await removeVideo(deps, profile.id, request.params.id, request.log);
    return { ok: true as const };
  });

  await serve(app, E.addCollaborator, async (request, _reply, { user }) => addCollaborator(deps, user, request.params.id, request.body));

  // The owner removes anyone; a collaborator removes themselves (ownerId = collaboratorId = their managed profile).
  await serve(app, E.removeCollaborator, async (request, _reply, { profile }) => {
    await removeCollaborator(db, profile.id, request.params.id, request.params.collaboratorId);
    return { ok: true as const };
  });

  await serve(app, E.cancelInvitation, async (request, _reply, { profile }) => {
    await cancelInvitation(db, profile.id, request.params.id, request.params.invitationId);
    return { ok: true as const };
  });
};
