import { and, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditEntry, AuditLogQuery, AuditLogReply } from '../../../contracts/audit.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { adminAuditLog as log, profiles } from '../../platform/db/schema/index.ts';
import { containing } from '../private-lists/index.ts';

/** The audit log for site admins, newest first, with its filters (admin, owner area, target, action, dates). */

const admins = alias(profiles, 'audit_admin');
const owners = alias(profiles, 'audit_owner');

function filtersOf(q: AuditLogQuery): SQL | undefined {
  return and(
    q.adminId ? eq(log.adminUserId, q.adminId) : undefined,
    q.ownerId ? eq(log.ownerProfileId, q.ownerId) : undefined,
    q.targetType ? eq(log.targetType, q.targetType) : undefined,
    q.targetId ? eq(log.targetId, q.targetId) : undefined,
    q.action?.trim() ? ilike(log.action, containing(q.action.trim())) : undefined,
    q.from ? gte(log.createdAt, new Date(q.from)) : undefined,
    q.to ? lte(log.createdAt, new Date(q.to)) : undefined,
  );
}

export async function listAuditLog(db: Queryable, q: AuditLogQuery): Promise<AuditLogReply> {
  const where = filtersOf(q);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: log, admin: { name: admins.name, username: admins.username }, owner: { name: owners.name, username: owners.username } })
      .from(log)
      .leftJoin(admins, eq(admins.id, log.adminUserId))
      .leftJoin(owners, eq(owners.id, log.ownerProfileId))
      .where(where)
      .orderBy(desc(log.createdAt), desc(log.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(log).where(where),
  ]);
  return { data: rows.map(entryOf), page: q.page, perPage: q.perPage, totalCount: total?.n ?? 0 };
}

function entryOf({
  row,
  admin,
  owner,
}: {
  row: typeof log.$inferSelect;
  admin: { name: string | null; username: string | null } | null;
  owner: typeof admin;
}): AuditEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    admin: { id: row.adminUserId, name: admin?.name ?? null, username: admin?.username ?? null },
    action: row.action,
    summary: row.summary,
    targetType: row.targetType,
    targetId: row.targetId,
    owner: row.ownerProfileId ? { id: row.ownerProfileId, name: owner?.name ?? null, username: owner?.username ?? null } : null,
    before: row.before,
    after: row.after,
  };
}
