import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VIDEOS_ENDPOINTS as E } from '../../../contracts/videos.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { donationView, startDonation } from './donations.service.ts';

/** Donations to a video (ArtistVideo orders): starting one, and its donor's pay page. */
export const videoDonationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await serve(app, E.donate, async (request, _reply, { user }) => startDonation(deps, user, request.params.id, request.body));

  await serve(app, E.donation, async (request, _reply, { user }) => donationView(deps, user, request.params.id));
};
