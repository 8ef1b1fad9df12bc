import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ADMIN_ACTIVITY_MESSAGES as M } from '../../../contracts/audit.messages.ts';
import type { ActivitiesQuery, ActivityRow } from '../../../contracts/reporting.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { adminAuditLog as log, profiles } from '../../platform/db/schema/index.ts';
import { escapeHtml } from '../../platform/html.ts';
import { containing } from '../private-lists/index.ts';

/**
 * What site admins changed in the owner's area (the audit log's rows of that area), as activity sentences: "Site
 * Admin (site admin): Refund a ticket". Only in the whole feed: a patron's or an event's activity is about them.
 */

const admins = alias(profiles, 'activity_admin');

/** The audit rows the feed shows for this query, or null when the query is about one patron or event. */
export function adminActivityFilter(ownerId: string, query: Omit<ActivitiesQuery, 'ownerId'>): SQL | null {
  if (query.actorId || query.email || query.targetId) return null;
  const term = query.query?.trim();
  const search = term ? or(ilike(log.summary, containing(term)), ilike(admins.name, containing(term))) : undefined;
  return and(eq(log.ownerProfileId, ownerId), search)!;
}

/** The keys (newest first) of the feed's admin rows, in the shape the outbox's keys take for one union. */
export function adminActivityKeys(db: Queryable, where: SQL) {
  return db
    .select({ kind: sql<string>`'admin'`.as('kind'), key: sql<string>`${log.id}::text`.as('key'), at: log.createdAt })
    .from(log)
    .leftJoin(admins, eq(admins.id, log.adminUserId))
    .where(where);
}

export const adminActivityCount = (db: Queryable, where: SQL) =>
  db.select({ n: count() }).from(log).leftJoin(admins, eq(admins.id, log.adminUserId)).where(where);

export async function adminActivityRows(db: Queryable, ids: string[]): Promise<Map<string, ActivityRow>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: log.id, at: log.createdAt, summary: log.summary, name: admins.name })
    .from(log)
    .leftJoin(admins, eq(admins.id, log.adminUserId))
    .where(inArray(log.id, ids))
    .orderBy(desc(log.createdAt));
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, createdAt: r.at.toISOString(), message: escapeHtml(M.sentence(r.name ?? M.formerAdmin, r.summary)), targetId: null, actorId: null },
    ]),
  );
}
