import { isApiError } from '../../app/http.ts';

/** Server keys that name another form field ('posterUploadId' -> 'poster'), or null to try the key itself. */
export type FieldAlias = (key: string) => string | null | undefined;

/** Where the server's field errors land: on form paths, and the messages that match no field. */
export interface PlacedErrors {
  placed: Record<string, string>;
  unplaced: string[];
}

/** Whether a dotted path ('location.city', 'ticketTypes.2.price') names a value of the form. */
export function hasPath(values: unknown, path: string): boolean {
  let current: unknown = values;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object' || !(part in (current as Record<string, unknown>))) return false;
    current = (current as Record<string, unknown>)[part];
  }
  return true;
}

/**
 * The form paths one server key may mean, most specific first: the alias, the key itself, its list without the
 * item ('tags.3' -> 'tags'), then, for nested keys without a list index, the last part ('settingAttributes.webUrl').
 */
export function candidatePaths(rawKey: string, alias: FieldAlias = () => null): string[] {
  // The server reports request bodies as 'body.x'; the form only knows 'x'.
  const key = rawKey.replace(/^body\./, '');
  const last = key.slice(key.lastIndexOf('.') + 1);
  const listed = /\.\d+(\.|$)/.test(key);
  const out = [alias(key), key, key.replace(/\.\d+$/, '')];
  if (!listed && last !== key) out.push(alias(last), last);
  return [...new Set(out.filter((k): k is string => Boolean(k)))];
}

/** Puts each server field error on the first candidate path the form has; the first message per field wins. */
export function placeFieldErrors(fieldErrors: Record<string, string>, values: unknown, alias?: FieldAlias): PlacedErrors {
  const placed: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [key, message] of Object.entries(fieldErrors)) {
    const target = candidatePaths(key, alias).find((path) => hasPath(values, path));
    if (target) placed[target] ??= message;
    else unplaced.push(message);
  }
  return { placed, unplaced: [...new Set(unplaced)] };
}

/** The parts of a Mantine form that field errors need. */
export interface ErrorTarget {
  getValues: () => unknown;
  setFieldError: (path: string, message: string) => void;
}

/** The one way the server's `fieldErrors` (of an ApiError) reach a Mantine form: on its fields, the rest returned. */
export function applyServerFieldErrors(form: ErrorTarget, error: unknown, alias?: FieldAlias): PlacedErrors {
  const result = placeFieldErrors(isApiError(error) ? error.fieldErrors : {}, form.getValues(), alias);
  for (const [path, message] of Object.entries(result.placed)) form.setFieldError(path, message);
  return result;
}

/**
 * The messages shown above the form after a failed save: those that fit no field, else the server's message
 * when it named no field at all, else none (the fields say it); anything but an API error gives `fallback`.
 */
export function formMessagesOf(error: unknown, unplaced: string[], fallback: string): string[] {
  if (!isApiError(error)) return [fallback];
  if (unplaced.length) return unplaced;
  if (Object.keys(error.fieldErrors).length) return [];
  return [error.message || fallback];
}

/** The list indexes with an error under `prefix.{i}.` (to open the cards that need attention). */
export function indexesWithErrors(errors: Record<string, unknown>, prefix: string): Set<number> {
  const out = new Set<number>();
  const pattern = new RegExp(`^${prefix}\\.(\\d+)(\\.|$)`);
  for (const [key, value] of Object.entries(errors)) {
    if (!value) continue;
    const m = pattern.exec(key);
    if (m) out.add(Number(m[1]));
  }
  return out;
}
