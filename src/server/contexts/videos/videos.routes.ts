import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VIDEOS_ENDPOINTS as E } from '../../../contracts/videos.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { requireProfileAccess } from '../events/profile-access.ts';
import { openUploadSession } from './upload-sessions.service.ts';

/** The organizer's videos area (content-management 7 Videos); the file itself goes to tus (tus-uploads.ts). */
export const videosRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, limits, config }) => {
  await serve(app, E.directUploadUrl, async (request) => {
    const { user, profile } = await requireProfileAccess(db, request.user, request.query.ownerId, 'edit');
    return openUploadSession({ db, limits, publicUrl: config.publicUrl }, user, profile);
  });
};
