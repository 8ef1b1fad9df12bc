import { writeCookie, YEAR_SECONDS } from './cookies.ts';

/** The preview login keeps its access token in local storage and in a cookie (buyer-side 2.2, 4). */
export const ACCESS_TOKEN_KEY = 'ovation.accessToken';
export const ACCESS_TOKEN_COOKIE = 'ovation_access_token';

export function readAccessToken(): string | null {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeAccessToken(token: string): void {
  try {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
  } catch {
    // Storage can be unavailable (private mode); the server's session cookie still signs the user in.
  }
  writeCookie(ACCESS_TOKEN_COOKIE, token, YEAR_SECONDS, 'strict');
}

export function clearAccessToken(): void {
  try {
    window.localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // nothing stored
  }
  writeCookie(ACCESS_TOKEN_COOKIE, '', 0, 'strict');
}

/** Preview mode: the preview login stored a token. */
export function isPreviewSession(): boolean {
  return readAccessToken() !== null;
}
