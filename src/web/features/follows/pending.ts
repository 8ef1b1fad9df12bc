/**
 * A follow asked for while signed out (buyer-side 4, content-management 2.9): remembered in local storage as
 * pendingFollowAction, the visitor signs in and comes back with follow=true, and the page applies it.
 */
export const PENDING_FOLLOW_KEY = 'pendingFollowAction';
/** A remembered follow older than this is dropped (the visitor gave up signing in). */
const PENDING_FOLLOW_TTL_MS = 60 * 60 * 1000;

export interface PendingFollow {
  profileId: string;
  createdAt: number;
}

export function rememberPendingFollow(profileId: string, now = Date.now()): void {
  try {
    window.localStorage.setItem(PENDING_FOLLOW_KEY, JSON.stringify({ profileId, createdAt: now } satisfies PendingFollow));
  } catch {
    // Storage unavailable: the follow parameter alone cannot replay the follow; the visitor clicks again.
  }
}

export function readPendingFollow(now = Date.now()): PendingFollow | null {
  try {
    const raw = window.localStorage.getItem(PENDING_FOLLOW_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingFollow>;
    if (typeof value.profileId !== 'string' || typeof value.createdAt !== 'number') return null;
    if (now - value.createdAt > PENDING_FOLLOW_TTL_MS) return null;
    return { profileId: value.profileId, createdAt: value.createdAt };
  } catch {
    return null;
  }
}

export function clearPendingFollow(): void {
  try {
    window.localStorage.removeItem(PENDING_FOLLOW_KEY);
  } catch {
    // nothing stored
  }
}

/** The current page's address with follow=true, where sign-in returns to. */
export function followReturnPath(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  params.set('follow', 'true');
  const qs = params.toString().replace(/%2F/gi, '/');
  return `${location.pathname}?${qs}`;
}
