/** Sessions: a sliding lifetime that ends after 30 days without use (docs/decisions/accounts.md, Sessions). */
export const SESSION_IDLE_SECONDS = 30 * 86_400;

/**
 * A session is renewed at most once a day: renewing on every request would make every read a database write
 * (and a Set-Cookie). Being a day short of 30 changes nothing anyone notices; it only makes "last used" a
 * day-precise figure.
 */
export const SESSION_RENEW_AFTER_SECONDS = 86_400;

/**
 * The new expiry when a session used at `now` is due for renewal, else null: when its stored expiry is more than a
 * day older than now + 30 days, or later than that (the one-year sessions made before the sliding lifetime, which
 * are cut to 30 days on their next use). An hour of slack keeps clocks of different processes from renewing twice.
 */
export function renewedSessionExpiry(expiresAt: Date, now: Date): Date | null {
  const full = now.getTime() + SESSION_IDLE_SECONDS * 1000;
  const age = full - expiresAt.getTime();
  if (age > SESSION_RENEW_AFTER_SECONDS * 1000 || age < -3_600_000) return new Date(full);
  return null;
}

/**
 * Whole days since a session's recorded use, for "Last used": the record moves at most once a day, so the real
 * last use lies up to a day after it and the list never claims more precision than days.
 */
export function daysSinceUse(lastUsedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - lastUsedAt.getTime()) / 86_400_000));
}

/** The first instant at which a session expiring at `expiresAt` is due for renewal (renewedSessionExpiry). */
export function sessionRenewalDueAt(expiresAt: Date): Date {
  return new Date(expiresAt.getTime() - (SESSION_IDLE_SECONDS - SESSION_RENEW_AFTER_SECONDS) * 1000);
}
