import { ttlCache } from '../../platform/cache.ts';
import { announce, onNotice } from '../../platform/notices.ts';
import type { EventPageCore } from './event-page.service.ts';

/**
 * The viewer-independent part of public event pages, kept for a second: the page is the most read URL of the
 * product, and a second of staleness (another instance's write, a sale changing what remains) is harmless because
 * checkout re-checks availability. A write drops the entry at once here and, through a notice, in the other processes.
 */
export const EVENT_PAGE_TTL_MS = 1000;
const eventPageCache = ttlCache<EventPageCore>(EVENT_PAGE_TTL_MS, 2000);

/** Loads in flight by event id: the requests that miss together share one load instead of each running it. */
const loading = new Map<string, Promise<EventPageCore | null>>();
/** Bumped by every invalidation: a load that began before one does not store what it read. */
let generation = 0;

/**
 * The cached page of the event, or the one load of it in flight, or a new load. Without sharing the load, the
 * requests arriving while an entry reloads each ran all of its queries: measured under 50 connections, 25 loads a
 * second instead of one (docs/decisions/performance.md, Request path).
 */
export function cachedEventPage(eventId: string, load: () => Promise<EventPageCore | null>): Promise<EventPageCore | null> {
  const hit = eventPageCache.get(eventId);
  if (hit) return Promise.resolve(hit);
  const inFlight = loading.get(eventId);
  if (inFlight) return inFlight;
  const started = generation;
  const loaded = load()
    .then((core) => {
      if (core && started === generation) eventPageCache.set(eventId, core);
      return core;
    })
    .finally(() => {
      if (loading.get(eventId) === loaded) loading.delete(eventId);
    });
  loading.set(eventId, loaded);
  return loaded;
}

const PAGE_NOTICE = 'event-page';
/** The key of the notice that drops every page. */
const ALL_PAGES = '*';

function dropAll() {
  generation += 1;
  eventPageCache.clear();
  loading.clear();
}

onNotice(PAGE_NOTICE, {
  apply(eventId) {
    if (eventId === ALL_PAGES) return dropAll();
    generation += 1;
    eventPageCache.delete(eventId);
    loading.delete(eventId);
  },
  reset: dropAll,
});

export function invalidateEventPage(eventId: string) {
  announce(PAGE_NOTICE, eventId);
}

/** A change that reaches many events (an owner's payment account) drops every entry: such changes are rare. */
export function invalidateAllEventPages() {
  announce(PAGE_NOTICE, ALL_PAGES);
}
