import { and, eq, gt } from 'drizzle-orm';
import { SESSION_MAX_AGE_SECONDS } from '../../../contracts/accounts.ts';
import type { Db } from '../../platform/db/client.ts';
import { affiliations, profiles, sessions, users } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { newToken, tokenDigest as digest } from '../../platform/tokens.ts';

export async function createSession(db: Db, userId: string): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    id: digest(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
  });
  return token;
}

export async function deleteSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.id, digest(token)));
}

export async function resolveSession(db: Db, token: string): Promise<AuthUser | null> {
  const [row] = await db
    .select({ id: profiles.id, username: profiles.username, email: users.email, verifiedAt: users.emailVerifiedAt, admin: users.admin })
    .from(sessions)
    .innerJoin(users, eq(users.profileId, sessions.userId))
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(and(eq(sessions.id, digest(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  const { verifiedAt, ...user } = row;
  const orgs = await db.select({ id: affiliations.organizationId }).from(affiliations).where(eq(affiliations.userId, user.id));
  return { ...user, emailVerified: verifiedAt !== null, managedOrganizations: orgs.map((o) => o.id) };
}
