/** The preview login keeps its access token in local storage and in a cookie (buyer-side 2.2, 4). */
export const ACCESS_TOKEN_KEY = 'ovation.accessToken';
export const ACCESS_TOKEN_COOKIE = 'ovation_access_token';
/** One year, like the login cookie (buyer-side 9). */
const COOKIE_MAX_AGE = 31_536_000;

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
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=strict${secure}`;
}

export function clearAccessToken(): void {
  try {
    window.localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // nothing stored
  }
  document.cookie = `${ACCESS_TOKEN_COOKIE}=; path=/; max-age=0; samesite=strict`;
}

/** Preview mode: the preview login stored a token. */
export function isPreviewSession(): boolean {
  return readAccessToken() !== null;
}
