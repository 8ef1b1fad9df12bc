import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { loginReply, sessionReply, SessionUser } from '../../../contracts/accounts.ts';
import { api } from '../../app/http.ts';
import { clearAccessToken, isPreviewSession } from '../../app/token.ts';

export type { SessionUser };
export type SessionReply = z.infer<typeof sessionReply>;
export type LoginReply = z.infer<typeof loginReply>;

export const sessionKeys = {
  all: ['session'] as const,
};

/** GET /api/session: the signed-in user or null; never refetched on window focus. */
export const sessionQuery = queryOptions({
  queryKey: sessionKeys.all,
  queryFn: ({ signal }) => api<SessionReply>('/api/session', { signal }),
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

export interface LoginInput {
  email: string;
  password: string;
}

export interface SignupInput extends LoginInput {
  firstName: string;
  lastName: string;
  username?: string;
}

export function login(input: LoginInput): Promise<LoginReply> {
  return api<LoginReply>('/api/v1/auth/login', { method: 'POST', body: input });
}

export function signup(input: SignupInput): Promise<LoginReply> {
  return api<LoginReply>('/api/v1/auth/signup', { method: 'POST', body: input });
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
  let signedOut = true;
  try {
    await api('/api/v1/auth/logout', { method: 'POST' });
  } catch {
    signedOut = preview;
  }
  clearAccessToken();
  if (preview) window.location.reload();
  else window.location.assign(signedOut ? '/' : '/auth/logout');
}
