import { loadingCache } from '../../platform/cache.ts';
import { announce, onNotice } from '../../platform/notices.ts';
import type { EventPageCore } from './event-page.service.ts';

/**
 * The viewer-independent part of public event pages, kept for a second: the page is the most read URL of the
 * product, and a second of staleness (another instance's write, a sale changing what remains) is harmless because
 * checkout re-checks availability. A write drops the entry at once here and, through a notice, in the other processes.
 */
export const EVENT_PAGE_TTL_MS = 1000;
const eventPageCache = loadingCache<EventPageCore | null>(EVENT_PAGE_TTL_MS, 2000, (core) => core !== null);

/** The cached page of the event, or the one load of it in flight, or a new load. */
export const cachedEventPage = (eventId: string, load: () => Promise<EventPageCore | null>): Promise<EventPageCore | null> =>
  eventPageCache.get(eventId, load);

const PAGE_NOTICE = 'event-page';
/** The key of the notice that drops every page. */
const ALL_PAGES = '*';

onNotice(PAGE_NOTICE, {
  apply(eventId) {
    if (eventId === ALL_PAGES) return eventPageCache.clear();
    eventPageCache.delete(eventId);
  },
  reset: () => eventPageCache.clear(),
});

export function invalidateEventPage(eventId: string) {
  announce(PAGE_NOTICE, eventId);
}

/** A change that reaches many events (an owner's payment account) drops every entry: such changes are rare. */
export function invalidateAllEventPages() {
  announce(PAGE_NOTICE, ALL_PAGES);
}

/**
 * What a public page is built into from its cached page for one site address (its meta tags, its first HTML), built
 * once while that page is cached: keyed by the cached page, so an edit (a new page) builds it again.
 */
export function builtPerCachedPage<T>() {
  const built = new WeakMap<EventPageCore, { publicUrl: string; value: T }>();
  return async (core: EventPageCore, publicUrl: string, build: () => T | Promise<T>): Promise<T> => {
    const kept = built.get(core);
    if (kept?.publicUrl === publicUrl) return kept.value;
    const value = await build();
    built.set(core, { publicUrl, value });
    return value;
  };
}
