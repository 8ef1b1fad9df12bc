import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';

export const paymentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (_app, _deps) => {};
