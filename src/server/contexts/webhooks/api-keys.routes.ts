import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WEBHOOK_ENDPOINTS as E } from '../../../contracts/webhooks.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.ts';
import { requireDeveloperZone } from './developer-access.ts';

/**
 * Personal API keys for the open API: the owner's editors (the declared gate), where the developer zone is allowed
 * (developer-access.ts); who may make a key in their own name is the service's rule.
 */
export const apiKeysRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  await serve(app, E.apiKeys, async (_request, _reply, { profile }) => ({ data: await listApiKeys(db, requireDeveloperZone(profile)) }));

  await serve(app, E.createApiKey, async (request, _reply, { user, profile }) => {
    requireDeveloperZone(profile);
    return createApiKey(db, user, request.body);
  });

  await serve(app, E.revokeApiKey, async (request, _reply, { profile }) => {
    await revokeApiKey(db, requireDeveloperZone(profile), request.params.id);
    return { ok: true as const };
  });
};
