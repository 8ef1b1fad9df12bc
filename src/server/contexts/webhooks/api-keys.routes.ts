import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WEBHOOK_ENDPOINTS as E } from '../../../contracts/webhooks.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.ts';
import { requireDeveloperAccess } from './developer-access.ts';

/** Personal API keys for the open API: the owner's editors, where the developer zone is allowed (developer-access.ts). */
export const apiKeysRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  await serve(app, E.apiKeys, async (request) => {
    const { profile } = await requireDeveloperAccess(db, request.user, request.query.ownerId);
    return { data: await listApiKeys(db, profile.id) };
  });

  await serve(app, E.createApiKey, async (request) => {
    const { user } = await requireDeveloperAccess(db, request.user, request.body.ownerId);
    return createApiKey(db, user, request.body);
  });

  await serve(app, E.revokeApiKey, async (request) => {
    const { profile } = await requireDeveloperAccess(db, request.user, request.query.ownerId);
    await revokeApiKey(db, profile.id, request.params.id);
    return { ok: true as const };
  });
};
