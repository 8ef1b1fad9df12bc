import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';

/** Donations to a video (ArtistVideo orders). */
export const videoDonationsRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};
