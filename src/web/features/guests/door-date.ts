/** Door check-in starts this long before a date begins (doors, queues). */
const EARLY_MS = 12 * 3_600_000;

interface OccurrenceLike {
  id: string;
  startsAt: string;
  endsAt: string;
}

/**
 * The date door staff most likely check in for: the one going on now (from 12 hours before its start to its
 * end), else the next one, else the last one; null without dates.
 */
export function doorOccurrence<T extends OccurrenceLike>(occurrences: readonly T[], now = Date.now()): T | null {
  const sorted = [...occurrences].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const current = sorted.find((o) => Date.parse(o.startsAt) - EARLY_MS <= now && now <= Date.parse(o.endsAt));
  return current ?? sorted.find((o) => Date.parse(o.startsAt) > now) ?? sorted[sorted.length - 1] ?? null;
}
