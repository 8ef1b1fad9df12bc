import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';

/** The player (/watch/:id): watch data, signed streams, views, favorites, and the profile videos. */
export const videoPlaybackRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};
