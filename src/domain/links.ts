/** Web links people type into profile settings (website, social pages). */

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
