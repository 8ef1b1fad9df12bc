import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';

/** Webhooks and their delivery logs (content-management 7 Webhooks). */
export const webhooksRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};
