import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import { isApiError } from '../../app/http.ts';
import { loadSessionUser, sessionQuery } from './api.ts';

/** To /auth, coming back to `href` once signed in. */
const signInAndBack = (href: string) => redirect({ to: '/auth', search: { redirect_to: href } });

/** The beforeLoad gate of the pages for signed-in users: signed out -> sign in and back to `href`. */
export async function requireSignedIn(queryClient: QueryClient, href: string): Promise<void> {
  if (!(await loadSessionUser(queryClient))) throw signInAndBack(href);
}

/** Whether the server could not be reached for the session at all (no network), as opposed to any answer. */
export async function sessionUnreachable(queryClient: QueryClient): Promise<boolean> {
  try {
    await queryClient.ensureQueryData(sessionQuery);
    return false;
  } catch (error) {
    return isApiError(error) && error.status === 0;
  }
}

/**
 * Awaits a management page's data and answers its failures as the server's gate means them: signed out (401) -> sign
 * in and back to `href`; no access (403) -> home; unknown (404) -> the route's not-found page; anything else -> the
 * error page.
 */
export async function loadGated<T>(data: Promise<T>, href: string): Promise<T> {
  try {
    return await data;
  } catch (error) {
    if (isApiError(error)) {
      if (error.status === 401) throw signInAndBack(href);
      if (error.status === 403) throw redirect({ to: '/' });
      if (error.status === 404) throw notFound();
    }
    throw error;
  }
}
