import { and, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { RENEWAL_GRACE_DAYS } from '../../../domain/memberships.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { membershipSubscriptions as s } from '../../platform/db/schema/index.ts';
import { type AuthUser, verifiedEmail } from '../../platform/http/auth.ts';

/**
 * Who holds which tier now: the one answer every membership right uses (member-only tickets, benefits, the member
 * badge, private pages, members-only videos). The SQL twin of domain `memberHasAccess`: active or canceled
 * memberships until the end of the paid period, past-due ones until the end of the grace period. A membership is
 * the viewer's when it names their account, or names no account and their VERIFIED e-mail (a member the
 * organizer added by hand before the person signed up): no right comes from an unverified address.
 */
export function hasAccessNow(now: Date): SQL {
  return or(
    and(inArray(s.status, ['active', 'canceled']), gt(s.expiresAt, now)),
    and(eq(s.status, 'past_due'), sql`${s.expiresAt} + make_interval(days => ${RENEWAL_GRACE_DAYS}) > ${now}`),
  )!;
}

/** The memberships that are the viewer's (by account, or by verified e-mail for one not linked to an account). */
export function ofViewer(user: Pick<AuthUser, 'id' | 'email' | 'emailVerified'>): SQL {
  const email = verifiedEmail(user);
  return (email ? or(eq(s.userId, user.id), and(isNull(s.userId), eq(s.email, email))) : eq(s.userId, user.id))!;
}

/** The ids of the owner's tiers the viewer holds now; empty for a signed-out viewer. */
export async function heldTierIds(
  db: Queryable,
  ownerId: string,
  user: Pick<AuthUser, 'id' | 'email' | 'emailVerified'> | null,
  now = new Date(),
): Promise<string[]> {
  if (!user) return [];
  const rows = await db
    .selectDistinct({ tierId: s.tierId })
    .from(s)
    .where(and(eq(s.ownerId, ownerId), ofViewer(user), hasAccessNow(now)));
  return rows.map((r) => r.tierId);
}

/** Whether the viewer holds any of the owner's tiers now (the member badge). */
export async function isMemberOf(
  db: Queryable,
  ownerId: string,
  user: Pick<AuthUser, 'id' | 'email' | 'emailVerified'> | null,
  now = new Date(),
): Promise<boolean> {
  return (await heldTierIds(db, ownerId, user, now)).length > 0;
}
