import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WEBHOOK_ENDPOINTS as E } from '../../../contracts/webhooks.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { serve } from '../../platform/http/serve.ts';
import { deliveryDetail, listDeliveries, replayDelivery, sendTestEvent } from './deliveries.service.ts';
import { requireDeveloperAccess } from './developer-access.ts';
import { createWebhook, findWebhook, listWebhooks, removeWebhook, updateWebhook, webhookView } from './webhooks.service.ts';

/**
 * Webhooks and their delivery logs (content-management 7 Webhooks). Every call names the owner (ownerId) and passes
 * the developer zone's gate for it; a webhook or log is found by its id and that owner.
 */
export const webhooksRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const policy = deps.config.webhooks;
  /** The gated owner's id: every lookup below is filtered by it. */
  const gate = async (user: AuthUser | null, ownerId: string) => (await requireDeveloperAccess(db, user, ownerId)).profile.id;

  await serve(app, E.list, async (request) => {
    const { ownerId, ...page } = request.query;
    return listWebhooks(db, await gate(request.user, ownerId), page);
  });

  await serve(app, E.get, async (request) => {
    const ownerId = await gate(request.user, request.query.ownerId);
    return { webhook: webhookView(await findWebhook(db, ownerId, request.params.id)) };
  });

  await serve(app, E.create, async (request) => {
    const { ownerId, ...fields } = request.body;
    return { webhook: await createWebhook(db, policy, await gate(request.user, ownerId), fields) };
  });

  await serve(app, E.update, async (request) => {
    const ownerId = await gate(request.user, request.body.ownerId);
    return { webhook: await updateWebhook(db, policy, ownerId, request.params.id, request.body) };
  });

  await serve(app, E.remove, async (request) => {
    await removeWebhook(db, await gate(request.user, request.query.ownerId), request.params.id);
    return true as const;
  });

  await serve(app, E.test, async (request) => {
    const ownerId = await gate(request.user, request.body.ownerId);
    return sendTestEvent(deps, ownerId, request.params.id, request.body.eventType);
  });

  await serve(app, E.deliveries, async (request) => {
    const { ownerId, ...filters } = request.query;
    return listDeliveries(db, await gate(request.user, ownerId), filters);
  });

  await serve(app, E.delivery, async (request) => deliveryDetail(db, await gate(request.user, request.query.ownerId), request.params.id));

  await serve(app, E.replay, async (request) => {
    const ownerId = await gate(request.user, request.body.ownerId);
    return replayDelivery(deps, ownerId, request.params.id);
  });
};
