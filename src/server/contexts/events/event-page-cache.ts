import { ttlCache } from '../../platform/cache.ts';
import type { EventPageCore } from './event-page.service.ts';

/**
 * The viewer-independent part of public event pages, kept for a second: the page is the most read URL of the
 * product, and a second of staleness (another instance's write) is harmless because checkout re-checks
 * availability. Writes through this process drop the entry at once.
 */
export const EVENT_PAGE_TTL_MS = 1000;
export const eventPageCache = ttlCache<EventPageCore>(EVENT_PAGE_TTL_MS, 2000);

export function invalidateEventPage(eventId: string) {
  eventPageCache.delete(eventId);
}

/** A change that reaches many events (an owner's payment account) drops every entry: such changes are rare. */
export function invalidateAllEventPages() {
  eventPageCache.clear();
}
