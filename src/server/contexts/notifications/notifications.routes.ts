import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATIONS_ENDPOINTS as E } from '../../../contracts/notifications.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { requireUser } from '../../platform/http/auth.ts';
import { serve } from '../../platform/http/serve.ts';
import { listNotifications, markAllAsRead, markAsRead } from './notifications.service.ts';

export const notificationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  await serve(app, E.list, async (request) => listNotifications(db, requireUser(request).id));

  await serve(app, E.markAsRead, async (request) => {
    await markAsRead(db, requireUser(request).id, request.params.id);
    return { ok: true as const };
  });

  await serve(app, E.markAllAsRead, async (request) => {
    await markAllAsRead(db, requireUser(request).id);
    return { ok: true as const };
  });
};
