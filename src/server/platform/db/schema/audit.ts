import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * What site admins changed (docs/decisions/admin.md, "Audit log and acting as admin"): one row per admin action,
 * written in the transaction of the change (platform/access/admin-acts.ts). Append-only: a trigger refuses UPDATE,
 * DELETE and TRUNCATE, so ids here carry no foreign key (a deleted account or profile must not take its rows along).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminUserId: uuid('admin_user_id').notNull(),
    /** The endpoint that made the change ("POST /api/v1/order_items/{id}/refund"), or a service's own name. */
    action: text('action').notNull(),
    /** The endpoint's summary when the row was written: what the owner's activity feed says was done. */
    summary: text('summary').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** Whose management area the change was made in; null for site-wide actions (an account, the site alert). */
    ownerProfileId: uuid('owner_profile_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt),
    index('admin_audit_log_owner_idx').on(t.ownerProfileId, t.createdAt),
    index('admin_audit_log_admin_idx').on(t.adminUserId, t.createdAt),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
