import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';

export const ticketsRoutes: FastifyPluginAsyncZod<AppDeps> = async (_app, _deps) => {};
