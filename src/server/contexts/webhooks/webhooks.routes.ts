import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WEBHOOK_ENDPOINTS as E } from '../../../contracts/webhooks.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { deliveryDetail, listDeliveries, replayDelivery, sendTestEvent } from './deliveries.service.ts';
import { requireDeveloperZone } from './developer-access.ts';
import { createWebhook, findWebhook, listWebhooks, removeWebhook, updateWebhook, webhookView } from './webhooks.service.ts';

/**
 * Webhooks and their delivery logs (content-management 7 Webhooks). Every call names the owner (ownerId), whose
 * 'edit' right each endpoint declares; the developer zone must then be allowed for it (developer-access.ts), and a
 * webhook or log is found by its id and that owner.
 */
export const webhooksRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const policy = deps.config.webhooks;

  await serve(app, E.list, async (request, _reply, { profile }) => {
    const { ownerId: _ownerId, ...page } = request.query;
    return listWebhooks(db, requireDeveloperZone(profile), page);
  });

  await serve(app, E.get, async (request, _reply, { profile }) => ({
    webhook: webhookView(await findWebhook(db, requireDeveloperZone(profile), request.params.id)),
  }));

  await serve(app, E.create, async (request, _reply, { profile }) => {
    const { ownerId: _ownerId, ...fields } = request.body;
    return { webhook: await createWebhook(db, policy, requireDeveloperZone(profile), fields) };
  });

  await serve(app, E.update, async (request, _reply, { profile }) => ({
    webhook: await updateWebhook(db, policy, requireDeveloperZone(profile), request.params.id, request.body),
  }));

  await serve(app, E.remove, async (request, _reply, { profile }) => {
    await removeWebhook(db, requireDeveloperZone(profile), request.params.id);
    return true as const;
  });

  await serve(app, E.test, async (request, _reply, { profile }) =>
    sendTestEvent(deps, requireDeveloperZone(profile), request.params.id, request.body.eventType),
  );

  await serve(app, E.deliveries, async (request, _reply, { profile }) => {
    const { ownerId: _ownerId, ...filters } = request.query;
    return listDeliveries(db, requireDeveloperZone(profile), filters);
  });

  await serve(app, E.delivery, async (request, _reply, { profile }) => deliveryDetail(db, requireDeveloperZone(profile), request.params.id));

  await serve(app, E.replay, async (request, _reply, { profile }) => replayDelivery(deps, requireDeveloperZone(profile), request.params.id));
};
