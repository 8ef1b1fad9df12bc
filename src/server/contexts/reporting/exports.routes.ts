import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';

export const exportsRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};
