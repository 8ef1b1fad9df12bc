import { queryOptions } from '@tanstack/react-query';
import { BROADCASTS_ENDPOINTS } from '../../../contracts/broadcasts.endpoints.ts';
import type { BroadcastWatchView } from '../../../contracts/broadcasts.ts';
import { call } from '../../app/http.ts';

// The broadcast page's query, apart from the management tab's queries and mutations (`api.ts`): its route's loader
// reads it, and whatever a route definition imports is in every page's first chunk (docs/architecture.md).

export const broadcastKeys = {
  all: ['broadcasts'] as const,
  event: (eventId: string) => ['broadcasts', 'event', eventId] as const,
  watch: (id: string) => ['broadcasts', 'watch', id] as const,
  ondemand: (page: number) => ['broadcasts', 'ondemand', page] as const,
};

/** How often the tab and a waiting broadcast page look again: the status and viewer count move on their own. */
export const STATUS_POLL_MS = 5000;

/** While live the page still looks every few seconds, for the end and the viewer count (not for the stream itself). */
export const LIVE_POLL_MS = 10_000;

/**
 * GET /api/v1/broadcasts/:id/watch, polled while the page waits for something it shows by itself: the stream to
 * start, the end of a live stream, the replay to be ready. Each reply signs the playlist anew: the live player keeps
 * the address it started with and takes the newest signature from here (freshPlaylistUrl).
 */
export function broadcastWatchQuery(id: string) {
  return queryOptions({
    queryKey: broadcastKeys.watch(id),
    queryFn: ({ signal }) => call(BROADCASTS_ENDPOINTS.watch, { params: { id }, signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data ? watchPollMs(query.state.data) : false),
  });
}

/** How often the page asks again, or false when nothing it shows can change by itself. */
export function watchPollMs(view: Pick<BroadcastWatchView, 'access' | 'broadcast' | 'replay'>): number | false {
  if (view.access !== 'granted' || view.broadcast.mode !== 'ovation') return false;
  if (view.broadcast.status === 'idle') return STATUS_POLL_MS;
  if (view.broadcast.status === 'live') return LIVE_POLL_MS;
  return view.replay?.ready ? false : STATUS_POLL_MS;
}
