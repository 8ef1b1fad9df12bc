/** One year (buyer-side 9's login cookie). */
export const YEAR_SECONDS = 31_536_000;

/**
 * Writes (or, with a max age of 0, removes) a cookie for the whole site, `secure` on https. Only for what the server
 * must read on a page load; the session cookie itself is the server's (httpOnly).
 */
export function writeCookie(name: string, value: string, maxAgeSeconds: number, sameSite: 'strict' | 'lax'): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=${sameSite}${secure}`;
}
