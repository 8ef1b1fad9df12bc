import { z } from 'zod';

/**
 * Search params stay plain strings in the URL (?native=true, ?redirect_to=/manage/x): the router parses and
 * stringifies them with URLSearchParams and every route validates what it reads with zod, dropping invalid values.
 */
export function parseSearch(searchStr: string): Record<string, unknown> {
  const params = new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr);
  const out: Record<string, unknown> = {};
  for (const [key, value] of params) out[key] = value;
  return out;
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  // Keep the ✓ of utf8=✓ and the slashes of redirect_to readable; both are valid in a query string.
  const qs = params.toString().replace(/%E2%9C%93/g, '✓').replace(/%2F/gi, '/');
  return qs ? `?${qs}` : '';
}

/** An optional free-text param; anything else is dropped. */
export const optionalText = z.string().max(500).optional().catch(undefined);

/** A flag param: only the literal 'true' is kept (native=true, openMobileNav=true). */
export const optionalFlag = z.literal('true').optional().catch(undefined);

/** A same-origin path to return to: starts with one '/', never '//' nor a scheme. */
export function isSafeRedirect(value: string | undefined | null): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

export const optionalRedirect = z
  .string()
  .max(2000)
  .optional()
  .catch(undefined)
  .transform((v) => (isSafeRedirect(v) ? v : undefined));

/** Where to go after a sign-in: the redirect_to param when it is same-origin, otherwise the root. */
export function redirectTarget(value: string | undefined): string {
  return isSafeRedirect(value) ? value : '/';
}

export const nativeSearch = z.object({ native: optionalFlag });
