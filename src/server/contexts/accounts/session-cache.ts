import type { AuthUser, ResolvedSession } from '../../platform/http/auth.ts';
import { announce, onNotice } from '../../platform/notices.ts';

/**
 * Sessions that reads resolved, kept a few seconds in this process (SESSION_CACHE_SECONDS) so a signed-in page view
 * costs no database round trip. Only reads use it: a write always reads its session from the database. What ends a
 * session or narrows what it carries forgets it here at once (sign-out, sign-out everywhere, a password change, a
 * removal from a team, and every write of the person themself), and every other process forgets it when the notice
 * reaches it (platform/notices.ts, within milliseconds on PostgreSQL). The entry's lifetime stays the bound should a
 * notice be lost: there a read may pass for up to that lifetime after the change, a write never.
 *
 * A hit hands back the same AuthUser object every time, which lets a reply built for that person be kept beside
 * it (the event page's signed-in reply, contexts/events/event-page.service.ts): forgetting the session drops both.
 */
const MAX_ENTRIES = 50_000;

interface Entry {
  user: AuthUser;
  /** Epoch ms after which the entry is not served: the cache's lifetime, or the session's renewal if sooner. */
  until: number;
}

/** By the session token's digest. */
const entries = new Map<string, Entry>();
/** Token digests by user id, so a user's sessions are forgotten without a scan. */
const byUser = new Map<string, Set<string>>();
/** Lookups in flight by digest: the reads that miss together (a page's parallel calls, a reload) share one. */
const pending = new Map<string, Promise<ResolvedSession | null>>();
/** Bumped by every forget: a lookup that began before one does not store what it read. */
let generation = 0;

function drop(digest: string) {
  const entry = entries.get(digest);
  if (!entry) return;
  entries.delete(digest);
  const digests = byUser.get(entry.user.id);
  digests?.delete(digest);
  if (digests?.size === 0) byUser.delete(entry.user.id);
}

function cachedSession(digest: string, now: number): AuthUser | undefined {
  const entry = entries.get(digest);
  if (entry && entry.until > now) return entry.user;
  if (entry) drop(digest);
  return undefined;
}

function rememberSession(digest: string, user: AuthUser, until: number) {
  drop(digest);
  // Maps keep insertion order: the first key is the oldest.
  if (entries.size >= MAX_ENTRIES) drop(entries.keys().next().value!);
  entries.set(digest, { user, until });
  const digests = byUser.get(user.id) ?? new Set<string>();
  byUser.set(user.id, digests.add(digest));
}

/**
 * A read's session: the cached one, or the lookup in flight for it, or a new `lookup` whose result is kept until
 * `until(result)` (epoch ms).
 */
export function readSession<S extends ResolvedSession>(
  digest: string,
  lookup: () => Promise<S | null>,
  until: (session: S) => number,
): Promise<ResolvedSession | null> {
  const user = cachedSession(digest, Date.now());
  if (user) return Promise.resolve({ user, renewedUntil: null });
  const inFlight = pending.get(digest);
  if (inFlight) return inFlight;
  const started = generation;
  const looked = lookup()
    .then((session) => {
      if (session && started === generation) rememberSession(digest, session.user, until(session));
      return session;
    })
    .finally(() => {
      if (pending.get(digest) === looked) pending.delete(digest);
    });
  pending.set(digest, looked);
  return looked;
}

const SESSION_NOTICE = 'session';
const USER_NOTICE = 'sessions-of';

function forgetAll() {
  generation += 1;
  entries.clear();
  byUser.clear();
  pending.clear();
}

onNotice(SESSION_NOTICE, {
  apply(digest) {
    generation += 1;
    pending.delete(digest);
    drop(digest);
  },
  reset: forgetAll,
});

onNotice(USER_NOTICE, {
  apply(userId) {
    generation += 1;
    for (const digest of byUser.get(userId) ?? []) {
      entries.delete(digest);
      pending.delete(digest);
    }
    byUser.delete(userId);
  },
  reset: forgetAll,
});

/** A session ended: forgotten here and in every other process. */
export function forgetSession(digest: string) {
  announce(SESSION_NOTICE, digest);
}

/** Every cached session of the user, in every process: what they carry changed, or they ended. */
export function forgetSessionsOf(userId: string) {
  announce(USER_NOTICE, userId);
}
