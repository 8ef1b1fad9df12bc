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
 * Puts the server's fieldErrors on the form's fields. Keys are tried as they come, through `alias`, and
 * without a leading 'body.'; an error whose key matches no field is returned so the page can show it.
 */
export function placeServerErrors(
  fieldErrors: Record<string, string>,
  values: unknown,
  setFieldError: (path: string, message: string) => void,
  alias: (key: string) => string | null = () => null,
): string[] {
  const unplaced: string[] = [];
  for (const [rawKey, message] of Object.entries(fieldErrors)) {
    const key = rawKey.replace(/^body\./, '');
    const candidates = [alias(key), key, key.replace(/\.\d+$/, '')].filter((k): k is string => Boolean(k));
    const target = candidates.find((k) => hasPath(values, k));
    if (target) setFieldError(target, message);
    else unplaced.push(message);
  }
  return [...new Set(unplaced)];
}

/** The list indexes with an error under `prefix.{i}.` (to open the cards that need attention). */
export function indexesWithErrors(errors: Record<string, unknown>, prefix: string): Set<number> {
  const out = new Set<number>();
  for (const [key, value] of Object.entries(errors)) {
    if (!value) continue;
    const m = new RegExp(`^${prefix}\\.(\\d+)(\\.|$)`).exec(key);
    if (m) out.add(Number(m[1]));
  }
  return out;
}
