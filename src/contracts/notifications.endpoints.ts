import { SIGNED_IN } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/** The signed-in user's notifications (the bell): each account its own. */
const endpoint = endpointsOf('notifications', async () => ({ ...(await import('./common.ts')), ...(await import('./notifications.ts')) }));

export const NOTIFICATIONS_ENDPOINTS = {
  list: endpoint(
    'GET',
    '/api/notifications',
    "The signed-in user's newest notifications with the unread count",
    (c) => ({ reply: c.notificationsReply }),
    { access: SIGNED_IN },
  ),
  markAsRead: endpoint(
    'POST',
    '/api/notifications/:id/mark_as_read',
    'Mark one of your notifications as read',
    (c) => ({ params: c.idParams, reply: c.okReply }),
    { access: SIGNED_IN },
  ),
  settings: endpoint('GET', '/api/notifications/settings', 'Your own notification switches', (c) => ({ reply: c.notificationSettings }), {
    access: SIGNED_IN,
  }),
  updateSettings: endpoint(
    'PATCH',
    '/api/notifications/settings',
    'Turn your own notifications on or off',
    (c) => ({ body: c.notificationSettings, reply: c.notificationSettings }),
    { access: SIGNED_IN },
  ),
  markAllAsRead: endpoint('POST', '/api/notifications/mark_all_as_read', 'Mark all your notifications as read', (c) => ({ reply: c.okReply }), {
    access: SIGNED_IN,
  }),
};
