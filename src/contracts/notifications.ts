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
