import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okReply } from '../../../contracts/common.ts';
import { notificationsReply } from '../../../contracts/notifications.ts';
import type { AppDeps } from '../../app.ts';
import { requireUser } from '../../platform/http/auth.ts';
import { listNotifications, markAllAsRead, markAsRead } from './notifications.service.ts';

export const notificationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's newest notifications with the unread count",
        response: { 200: notificationsReply },
      },
    },
    async (request) => listNotifications(db, requireUser(request).id),
  );

  app.post(
    '/api/notifications/:id/mark_as_read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of your notifications as read',
        params: z.object({ id: z.uuid() }),
        response: { 200: okReply },
      },
    },
    async (request) => {
      await markAsRead(db, requireUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/notifications/mark_all_as_read',
    { schema: { tags: ['notifications'], summary: 'Mark all your notifications as read', response: { 200: okReply } } },
    async (request) => {
      await markAllAsRead(db, requireUser(request).id);
      return { ok: true as const };
    },
  );
};
