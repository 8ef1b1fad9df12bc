import { z } from 'zod';
import { instant, paged, text } from './common.ts';
import { AUDIT_LIMITS } from './audit.messages.ts';

export * from './audit.messages.ts';

/**
 * The audit log of admin acts (docs/decisions/admin.md, "Audit log and acting as admin") and the account actions
 * of site admins. Every route here answers 404 to everyone but a site admin.
 */

/** GET /api/v1/admin/audit_log: filters by admin, owner area, target, action and date, newest first. */
export const auditLogQuery = z.object({
  adminId: z.uuid().optional(),
  ownerId: z.uuid().optional(),
  targetType: text(40).optional(),
  targetId: text(100).optional(),
  /** Part of the action ("refund", "PATCH /api/v1/profiles"), case-insensitive. */
  action: text(200).optional(),
  from: instant.optional(),
  to: instant.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(AUDIT_LIMITS.maxPerPage).default(AUDIT_LIMITS.pageSize),
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

const person = z.object({ id: z.uuid(), name: z.string().nullable(), username: z.string().nullable() });

export const auditEntry = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  /** The admin (name and handle null once their account is gone: the row stays). */
  admin: person,
  action: z.string(),
  summary: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** Whose area; null for site-wide acts. */
  owner: person.nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditLogReply = paged(auditEntry);
export type AuditLogReply = z.infer<typeof auditLogReply>;

export const adminUserParams = z.object({ id: z.uuid() });
export const adminProfileParams = z.object({ id: z.uuid() });

/** An account as the account actions show it. Never a reset link: capability URLs go only to whom they belong. */
export const adminAccountReply = z.object({
  account: z.object({ id: z.uuid(), email: z.string(), emailVerified: z.boolean(), signInDisabled: z.boolean() }),
});
export type AdminAccountReply = z.infer<typeof adminAccountReply>;

/** The reset e-mail went to the account's own address (which the reply names, without the link). */
export const passwordResetSentReply = z.object({ sentTo: z.string() });

export const developerZoneBody = z.object({ allowed: z.boolean() });
export const developerZoneReply = z.object({ profileId: z.uuid(), developerZoneAllowed: z.boolean() });
