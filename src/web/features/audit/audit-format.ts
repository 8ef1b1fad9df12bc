/** Pure helpers of the audit log panel. */

/** An instant as the admin's browser shows it, to the minute. */
export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A state as one short line of JSON ('—' for none), cut at `max` characters. */
export function stateText(value: unknown, max = 160): string {
  if (value === null || value === undefined) return '—';
  const text = JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A date input's day (yyyy-mm-dd) as the instant that starts it, or ends it, in the browser's zone. */
export function dayBound(day: string, end: boolean): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** How many pages `total` rows make, at least one. */
export const pageCount = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));
