import { eq } from 'drizzle-orm';
import type { NotificationSettings } from '../../../contracts/notifications.ts';
import type { Db } from '../../platform/db/client.ts';
import { notificationSettings } from '../../platform/db/schema/index.ts';

/** A person without a row has every notification on (the default of a new account). */
export async function getNotificationSettings(db: Db, userId: string): Promise<NotificationSettings> {
  const [row] = await db
    .select({ saleNotices: notificationSettings.saleNotices })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return { saleNotices: row?.saleNotices ?? true };
}

/** One upsert: two saves at once leave the last one, never an error. */
export async function updateNotificationSettings(db: Db, userId: string, settings: NotificationSettings): Promise<NotificationSettings> {
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...settings, updatedAt: new Date() } })
    .returning({ saleNotices: notificationSettings.saleNotices });
  return { saleNotices: row!.saleNotices };
}
