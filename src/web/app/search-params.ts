import { isSameSitePath } from '../../domain/links.ts';

/**
 * Search params stay plain strings in the URL (?native=true, ?redirect_to=/manage/x): the router parses and
 * stringifies them with URLSearchParams and every route validates what it reads with the small param parsers below,
 * dropping invalid values. They are plain functions, not zod schemas, so that validating the address (which runs in
 * the app shell for every route) does not put zod into the first load.
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
  const qs = params
    .toString()
    .replace(/%E2%9C%93/g, '✓')
    .replace(/%2F/gi, '/');
  return qs ? `?${qs}` : '';
}

/** Reads one search param: the value to keep, or undefined to drop it (a missing or invalid value). */
export type ParamParser<T> = (value: unknown) => T | undefined;

/** An optional free-text param of at most `max` characters (500 by default); anything else is dropped. */
export function textParam(max = 500): ParamParser<string> {
  return (value) => (typeof value === 'string' && value.length <= max ? value : undefined);
}

/** An optional param restricted to a list of values (?mode=signup, ?ticketType=online); anything else is dropped. */
export function enumParam<const T extends string>(values: readonly T[]): ParamParser<T> {
  return (value) => (values.includes(value as T) ? (value as T) : undefined);
}

/** The canonical RFC 9562 UUID shape (any version, plus the nil and max UUIDs), as the API validates ids. */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** Whether a path or search param is a UUID (event ids, owner ids). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** An optional UUID param (?ownerId=…); anything else is dropped. */
export const uuidParam: ParamParser<string> = (value) => (isUuid(value) ? value : undefined);

/** An optional free-text param (at most 500 characters); anything else is dropped. */
export const optionalText: ParamParser<string> = textParam();

/** A flag param: only the literal 'true' is kept (native=true, openMobileNav=true). */
export const optionalFlag: ParamParser<'true'> = enumParam(['true']);

/** A same-origin return path (at most 2000 characters); anything else is dropped. */
const redirectText = textParam(2000);
export const optionalRedirect: ParamParser<string> = (value) => {
  const text = redirectText(value);
  return isSameSitePath(text) ? text : undefined;
};

/** Where to go after a sign-in: the redirect_to param when it is same-origin, otherwise the root. */
export function redirectTarget(value: string | undefined): string {
  return isSameSitePath(value) ? value : '/';
}

type SearchOf<S extends Record<string, ParamParser<unknown>>> = {
  [K in keyof S]?: S[K] extends ParamParser<infer T> ? T : never;
};

/**
 * A route's validateSearch from one parser per param, like a zod object of `.optional().catch(undefined)` fields:
 * every param is optional, an invalid value reads as undefined and params the route does not declare are left out
 * (the parent routes read their own). It is the router's `{ parse }` validator form: an inline call that returns a
 * bare function would leave the route's search untyped.
 */
export function searchParams<S extends Record<string, ParamParser<unknown>>>(shape: S): { parse: (raw: Record<string, unknown>) => SearchOf<S> } {
  return {
    parse: (raw) => {
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(shape)) if (key in raw) out[key] = shape[key]!(raw[key]);
      return out as SearchOf<S>;
    },
  };
}

/** The root route's search: ?native=true hides the header and footer (native app web views). */
export const nativeSearch = searchParams({ native: optionalFlag });
