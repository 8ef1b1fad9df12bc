/** Web links people type into profile settings (website, social pages), and paths of this site to send a browser back to. */

/** An absolute http(s) address with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * A typed web address as it is stored: trimmed, and a bare domain ('example.com/shop') gets 'https://'.
 * Null when it is no web address: another scheme, no dotted host, or user credentials in it.
 */
export function normalizeWebUrl(typed: string): string | null {
  const value = typed.trim();
  const bare = !SCHEME.test(value);
  const full = bare ? `https://${value.replace(/^\/\//, '')}` : value;
  if (!isHttpUrl(full)) return null;
  const url = new URL(full);
  if (url.username || url.password) return null;
  if (bare && !url.hostname.includes('.')) return null;
  return full;
}

/**
 * A path of this site to send the browser to (a sign-in's or a form post's way back): one leading '/', and no
 * backslash or control character, which browsers may read as another host ('//x', '/\x', '/<tab>x').
 */
export function isSameSitePath(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !/[\\\u0000-\u001f\u007f]/.test(value);
}
