import { z } from 'zod';
export * from './notifications.messages.ts';

export const notification = z.object({
  id: z.uuid(),
  read: z.boolean(),
  /** Sanitized HTML. */
  content: z.string(),
  link: z.string().nullable(),
  user: z.object({ name: z.string(), avatar: z.string().nullable() }).nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const notificationsReply = z.object({ notifications: z.array(notification), unreadCount: z.number().int() });

/** The signed-in person's own notification switches (Settings > Account, Notifications). */
export const notificationSettings = z.object({
  /** New sales and memberships of the teams whose notifications they receive: in-app notices and e-mail digests. */
  saleNotices: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;
