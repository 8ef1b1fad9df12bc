import { and, eq, exists, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { RENEWAL_GRACE_DAYS } from '../../../domain/memberships.ts';
import type { Queryable } from '../db/client.ts';
import { membershipPrices, membershipSubscriptions as s, membershipTiers } from '../db/schema/index.ts';
import { type AuthUser, verifiedEmail } from '../http/auth.ts';

// The membership facts that contexts below memberships read (events' member tickets and benefits, the profile
// page's badge, members-only videos): kept beside the other gates so none of them imports the memberships context.

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

/** Whether the owner offers a tier one can subscribe to: not hidden, with a live price. */
export async function offersTiers(db: Queryable, ownerId: string): Promise<boolean> {
  const livePrice = db
    .select({ one: sql`1` })
    .from(membershipPrices)
    .where(and(eq(membershipPrices.tierId, membershipTiers.id), eq(membershipPrices.archived, false)));
  const [row] = await db
    .select({ id: membershipTiers.id })
    .from(membershipTiers)
    .where(and(eq(membershipTiers.ownerId, ownerId), eq(membershipTiers.archived, false), exists(livePrice)))
    .limit(1);
  return row !== undefined;
}
