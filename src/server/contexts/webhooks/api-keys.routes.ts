import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';

/** Personal API keys for the open API. */
export const apiKeysRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};
