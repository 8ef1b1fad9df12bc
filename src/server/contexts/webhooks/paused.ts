import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { profiles, webhookDeliveries, webhookDeliveryAttempts, webhooks } from '../../platform/db/schema/index.ts';

/**
 * Paused webhooks for the site admins' console: inactive with a failure clock still running, which only the pause
 * (pause.ts) leaves; an owner who switches a healthy webhook off has no failing_since. Resuming does what the owner's
 * own resume does (webhooks.service.ts updateWebhook): active, failure clock afresh.
 */
const paused = and(eq(webhooks.status, 'inactive'), isNotNull(webhooks.failingSince));

/** The last failed attempt's words: the receiver's status, or why nothing came back. */
const lastError = sql<string | null>`(
  select coalesce(a.error, 'HTTP ' || a.status_code::text)
    from ${webhookDeliveryAttempts} a join ${webhookDeliveries} d on d.id = a.delivery_id
   where d.webhook_id = ${webhooks.id}
   order by a.created_at desc, a.number desc limit 1)`;

export async function listPausedWebhooks(db: Db, limit: number) {
  const rows = await db
    .select({
      id: webhooks.id,
      url: webhooks.url,
      ownerName: profiles.name,
      ownerUsername: profiles.username,
      pausedAt: webhooks.updatedAt,
      failingSince: webhooks.failingSince,
      lastError,
    })
    .from(webhooks)
    .innerJoin(profiles, eq(profiles.id, webhooks.ownerId))
    .where(paused)
    .orderBy(desc(webhooks.updatedAt), webhooks.id)
    .limit(limit);
  return rows.map((r) => ({ ...r, pausedAt: r.pausedAt.toISOString(), failingSince: r.failingSince?.toISOString() ?? null }));
}

/** Sets a paused webhook going again; false when it is not paused (resumed already, or no such webhook). */
export async function resumePausedWebhook(db: Db, id: string): Promise<boolean> {
  const resumed = await db
    .update(webhooks)
    .set({ status: 'active', failingSince: null, updatedAt: new Date() })
    .where(and(eq(webhooks.id, id), paused))
    .returning({ id: webhooks.id });
  return resumed.length > 0;
}
