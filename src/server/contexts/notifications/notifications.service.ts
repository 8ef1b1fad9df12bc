import { and, count, desc, eq } from 'drizzle-orm';
import { NOTIFICATIONS_PAGE_SIZE, type Notification } from '../../../contracts/notifications.ts';
import type { Db } from '../../platform/db/client.ts';
import { notifications, profiles } from '../../platform/db/schema/index.ts';
import { escapeHtml, sanitizeUserHtml } from '../../platform/html.ts';
import { notFound } from '../../platform/http/errors.ts';
import { uploadUrl } from '../accounts/index.ts';

export { escapeHtml };

/** Notification content keeps only b, strong, em, i and links with relative or http(s) targets. */
export function sanitizeNotificationHtml(html: string): string {
  return sanitizeUserHtml(html, 'notification');
}

/** A link is kept only when it is an app path ('/...', not '//host') or an http(s) URL. */
export function safeLink(link: string | null | undefined): string | null {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\')) return link;
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export interface NotifyInput {
  userId: string;
  actorId?: string | null;
  /** HTML; sanitized before it is stored. Escape user-provided text with escapeHtml. */
  html: string;
  link?: string | null;
}

/** Adds a notification to a user's list; `db` may be a transaction. */
export async function notify(db: Pick<Db, 'insert'>, input: NotifyInput): Promise<void> {
  await db.insert(notifications).values({
    userId: input.userId,
    actorId: input.actorId ?? null,
    content: sanitizeNotificationHtml(input.html),
    link: safeLink(input.link),
  });
}

/** The user's newest notifications and how many are unread. */
export async function listNotifications(db: Db, userId: string): Promise<{ notifications: Notification[]; unreadCount: number }> {
  const rows = await db
    .select({ n: notifications, actor: { name: profiles.name, avatarUploadId: profiles.avatarUploadId } })
    .from(notifications)
    .leftJoin(profiles, eq(profiles.id, notifications.actorId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE);
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return {
    notifications: rows.map(({ n, actor }) => ({
      id: n.id,
      read: n.read,
      content: n.content,
      link: n.link,
      user: actor ? { name: actor.name, avatar: uploadUrl(actor.avatarUploadId) } : null,
      createdAt: n.createdAt.toISOString(),
    })),
    unreadCount: unread?.n ?? 0,
  };
}

/** Marks one of the user's own notifications read; another user's id is not found. */
export async function markAsRead(db: Db, userId: string, id: string): Promise<void> {
  const updated = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!updated.length) throw notFound('Notification not found');
}

export async function markAllAsRead(db: Db, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
}
