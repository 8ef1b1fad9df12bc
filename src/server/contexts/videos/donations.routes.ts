import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VIDEOS_ENDPOINTS as E } from '../../../contracts/videos.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { requireUser } from '../../platform/http/auth.ts';
import { serve } from '../../platform/http/serve.ts';
import { donationView, startDonation } from './donations.service.ts';

/** Donations to a video (ArtistVideo orders): starting one, and its donor's pay page. */
export const videoDonationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await serve(app, E.donate, async (request) => startDonation(deps, requireUser(request), request.params.id, request.body));

  await serve(app, E.donation, async (request) => donationView(deps, requireUser(request), request.params.id));
};
