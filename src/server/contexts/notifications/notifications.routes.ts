import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATIONS_ENDPOINTS as E } from '../../../contracts/notifications.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { getNotificationSettings, updateNotificationSettings } from './notification-settings.service.ts';
import { listNotifications, markAllAsRead, markAsRead } from './notifications.service.ts';

export const notificationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  await serve(app, E.list, async (_request, _reply, { user }) => listNotifications(db, user.id));

  await serve(app, E.markAsRead, async (request, _reply, { user }) => {
    await markAsRead(db, user.id, request.params.id);
    return { ok: true as const };
  });

  await serve(app, E.settings, async (_request, _reply, { user }) => getNotificationSettings(db, user.id));

  await serve(app, E.updateSettings, async (request, _reply, { user }) => updateNotificationSettings(db, user.id, request.body));

  await serve(app, E.markAllAsRead, async (_request, _reply, { user }) => {
    await markAllAsRead(db, user.id);
    return { ok: true as const };
  });
};
