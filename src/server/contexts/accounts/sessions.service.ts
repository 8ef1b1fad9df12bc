import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { SESSION_MESSAGES, type SessionView } from '../../../contracts/sessions.ts';
import { renewedSessionExpiry, SESSION_IDLE_SECONDS, sessionRenewalDueAt } from '../../../domain/sessions.ts';
import { describeUserAgent, USER_AGENT_MAX } from '../../../domain/user-agent.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { affiliations, profiles, sessions, users } from '../../platform/db/schema/index.ts';
import type { AuthUser, ResolvedSession, SessionResolver } from '../../platform/http/auth.ts';
import { notFound } from '../../platform/http/errors.ts';
import { newToken, tokenDigest as digest } from '../../platform/tokens.ts';
import { forgetSession, forgetSessionsOf, readSession } from './session-cache.ts';

/** Opens a session for 30 days; the user agent (cut to a bound) only names the device in the sessions list. */
export async function createSession(db: Db, userId: string, userAgent?: string): Promise<string> {
  return (await createSessions(db, [userId], userAgent))[0]!;
}

/** A session for each of the users, in one statement (the route-wide access suite gives each caller a fresh one). */
export async function createSessions(db: Db, userIds: readonly string[], userAgent?: string): Promise<string[]> {
  const tokens = userIds.map(() => newToken());
  const expiresAt = new Date(Date.now() + SESSION_IDLE_SECONDS * 1000);
  const agent = userAgent?.slice(0, USER_AGENT_MAX) || null;
  await db.insert(sessions).values(userIds.map((userId, i) => ({ id: digest(tokens[i]!), userId, userAgent: agent, expiresAt })));
  return tokens;
}

export async function deleteSession(db: Db, token: string) {
  const id = digest(token);
  await db.delete(sessions).where(eq(sessions.id, id));
  forgetSession(id);
}

/** The organizations the session's user manages, in the session's own statement: a cache miss is one round trip. */
const MANAGED_ORGANIZATIONS = sql<string[]>`coalesce(
  (select json_agg(${affiliations.organizationId}) from ${affiliations} where ${affiliations.userId} = ${sessions.userId}),
  '[]'::json)`;

/**
 * The session's user, or null when unknown or idle for 30 days. A session due for renewal (domain/sessions.ts:
 * at most once a day) gets its new expiry here, and `renewedUntil` tells the caller to send the cookie again.
 */
export async function resolveSession(db: Db, token: string): Promise<(ResolvedSession & { expiresAt: Date }) | null> {
  const now = new Date();
  const id = digest(token);
  const [row] = await db
    .select({
      id: profiles.id,
      username: profiles.username,
      email: users.email,
      verifiedAt: users.emailVerifiedAt,
      admin: users.admin,
      expiresAt: sessions.expiresAt,
      managedOrganizations: MANAGED_ORGANIZATIONS,
    })
    .from(sessions)
    .innerJoin(users, eq(users.profileId, sessions.userId))
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    // A disabled account's sessions are deleted when it is disabled; the check also covers a race with that.
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now), isNull(users.signInDisabledAt)))
    .limit(1);
  if (!row) return null;
  const { verifiedAt, expiresAt, ...rest } = row;
  const renewedUntil = renewedSessionExpiry(expiresAt, now);
  if (renewedUntil) await db.update(sessions).set({ expiresAt: renewedUntil, lastUsedAt: now }).where(eq(sessions.id, id));
  const user: AuthUser = { ...rest, emailVerified: verifiedAt !== null };
  return { user, renewedUntil, expiresAt: renewedUntil ?? expiresAt };
}

/**
 * resolveSession behind the session cache (session-cache.ts) for reads, `cacheMs` long (0: no cache). An entry is
 * never served past the moment its session falls due for renewal, so a read then reaches the database and renews.
 */
export function sessionResolver(db: Db, cacheMs: number): SessionResolver {
  return async (token, read) => {
    const id = digest(token);
    if (read && cacheMs > 0) {
      const started = Date.now();
      return readSession(
        id,
        () => resolveSession(db, token),
        (session) => Math.min(started + cacheMs, sessionRenewalDueAt(session.expiresAt).getTime()),
      );
    }
    const session = await resolveSession(db, token);
    // A write that finds the session gone (ended through another process) stops this process's reads of it too.
    if (!session) forgetSession(id);
    return session;
  };
}

/** The account's live sessions, `currentToken`'s first and marked, then by last use. Never a token or digest. */
export async function listSessions(db: Db, userId: string, currentToken: string | null): Promise<SessionView[]> {
  const current = currentToken ? digest(currentToken) : null;
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  // This device first, then the others by their last use.
  rows.sort((a, b) => Number(b.id === current) - Number(a.id === current));
  return rows.map((s) => ({
    id: s.publicId,
    ...describeUserAgent(s.userAgent),
    createdAt: s.createdAt.toISOString(),
    lastUsedAt: s.lastUsedAt.toISOString(),
    current: s.id === current,
  }));
}

/** Ends one of the account's sessions by its public id (404 for another account's); true when it was this one. */
export async function endSession(db: Db, userId: string, publicId: string, currentToken: string | null): Promise<{ wasCurrent: boolean }> {
  const [ended] = await db
    .delete(sessions)
    .where(and(eq(sessions.publicId, publicId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (!ended) throw notFound(SESSION_MESSAGES.notFound);
  forgetSession(ended.id);
  return { wasCurrent: currentToken !== null && ended.id === digest(currentToken) };
}

/** Ends every session of the account except `keepToken`'s (every one when null): sign-out everywhere, password changes. */
export async function endOtherSessions(db: Queryable, userId: string, keepToken: string | null) {
  const others = keepToken ? ne(sessions.id, digest(keepToken)) : undefined;
  await db.delete(sessions).where(and(eq(sessions.userId, userId), others));
  forgetSessionsOf(userId);
}
