import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ACCOUNTS_ENDPOINTS } from '../../../contracts/accounts.endpoints.ts';
import type { SessionUser } from '../../../contracts/accounts.ts';
import type { BodyIn, ReplyOf } from '../../../contracts/endpoint.ts';
import { call } from '../../app/http.ts';
import { clearAccessToken, isPreviewSession } from '../../app/token.ts';

export type { SessionUser };
export type SessionReply = ReplyOf<typeof ACCOUNTS_ENDPOINTS.session>;
export type LoginReply = ReplyOf<typeof ACCOUNTS_ENDPOINTS.login>;
export type LoginInput = BodyIn<typeof ACCOUNTS_ENDPOINTS.login>;
export type SignupInput = BodyIn<typeof ACCOUNTS_ENDPOINTS.signup>;
export type SignupReply = ReplyOf<typeof ACCOUNTS_ENDPOINTS.signup>;

export const sessionKeys = {
  all: ['session'] as const,
};

/** GET /api/session: the signed-in user or null; never refetched on window focus. */
export const sessionQuery = queryOptions({
  queryKey: sessionKeys.all,
  queryFn: ({ signal }) => call(ACCOUNTS_ENDPOINTS.session, { signal }),
  staleTime: 60_000,
  refetchOnWindowFocus: false,
});

export function useSession() {
  const query = useQuery(sessionQuery);
  return { ...query, user: query.data?.user ?? null };
}

/** Reads the session for route guards; a failing session call counts as signed out. */
export async function loadSessionUser(queryClient: QueryClient): Promise<SessionUser | null> {
  try {
    const reply = await queryClient.ensureQueryData(sessionQuery);
    return reply.user;
  } catch {
    return null;
  }
}

export function login(input: LoginInput): Promise<LoginReply> {
  return call(ACCOUNTS_ENDPOINTS.login, { body: input });
}

/** Signs no one in: the reply is the address that was mailed, whether it is new or has an account. */
export async function signup(input: SignupInput): Promise<SignupReply> {
  // The account starts in the browser's zone and currency (its events default to them), not UTC and usd. Loaded on
  // sign-up only: the region-to-currency table would otherwise ride in every page's first load.
  const { browserDefaults } = await import('../../app/browser-defaults.ts');
  return call(ACCOUNTS_ENDPOINTS.signup, { body: { ...browserDefaults(), ...input } });
}

/** Puts a freshly signed-in user into the session cache and refreshes everything that depends on it. */
export async function applySignedIn(queryClient: QueryClient, user: SessionUser): Promise<void> {
  queryClient.setQueryData(sessionKeys.all, { user } satisfies SessionReply);
  await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== sessionKeys.all[0] });
}

/**
 * Logout (buyer-side 4): signs out through POST /api/v1/auth/logout (a GET never signs out: /auth/logout is a
 * confirm page) and clears the stored token; in preview mode it reloads the page, otherwise it goes home. When the
 * call fails, a preview token is still dropped locally, but the cookie only the server can clear: the confirm page
 * at /auth/logout then offers to try again.
 */
export async function logout(): Promise<void> {
  const preview = isPreviewSession();
  // A door phone first sends the scans it admitted offline while the session still holds (issue 35); loaded only on
  // a door device, so sign-out elsewhere never loads IndexedDB's wrapper. The door's code is out of the first load
  // (every page has a sign-out); should it fail to load, the sign-out goes on without it.
  const wipe = await import('../../app/door-device-wipe.ts').catch(() => null);
  const door = wipe && (await wipe.doorStoreOnDevice()) ? await import('../guests/offline/door-forget.ts') : null;
  if (door) await import('../guests/offline/door-sync.ts').then((m) => m.sendBeforeSignOut());
  let signedOut = true;
  try {
    await call(ACCOUNTS_ENDPOINTS.logout);
  } catch {
    signedOut = preview;
  }
  clearAccessToken();
  // A door phone's offline guest lists leave with their staff member; the scans not uploaded stay for the next sign-in.
  await (door ? door.forgetDoorSession() : wipe?.removeDoorWorkers());
  if (preview) window.location.reload();
  else window.location.assign(signedOut ? '/' : '/auth/logout');
}
