import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { BROADCASTS_ENDPOINTS } from '../../../contracts/broadcasts.endpoints.ts';
import type {
  BroadcastView,
  BroadcastWatchView,
  EventBroadcastsReply,
  OndemandItem,
  UpdateBroadcastBody,
  UpdateReplayBody,
} from '../../../contracts/broadcasts.ts';
import { call } from '../../app/http.ts';

export type { BroadcastView, BroadcastWatchView, OndemandItem };

export const broadcastKeys = {
  all: ['broadcasts'] as const,
  event: (eventId: string) => ['broadcasts', 'event', eventId] as const,
  watch: (id: string) => ['broadcasts', 'watch', id] as const,
  ondemand: (page: number) => ['broadcasts', 'ondemand', page] as const,
};

/** How often the tab and a waiting broadcast page look again: the status and viewer count move on their own. */
export const STATUS_POLL_MS = 5000;

/** GET /api/v1/events/:eventId/broadcasts, polled while the tab is open (status, viewers, the replay's processing). */
export function eventBroadcastsQuery(eventId: string) {
  return queryOptions({
    queryKey: broadcastKeys.event(eventId),
    queryFn: ({ signal }) => call(BROADCASTS_ENDPOINTS.list, { params: { eventId }, signal }),
    refetchInterval: STATUS_POLL_MS,
  });
}

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

/** GET /api/v1/videos/ondemand, one page; the previous page stays while the next loads. */
export function ondemandQuery(page: number) {
  return queryOptions({
    queryKey: broadcastKeys.ondemand(page),
    queryFn: ({ signal }) => call(BROADCASTS_ENDPOINTS.ondemand, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A change to one broadcast: its reply replaces the row in the event's list at once (no wait for the next poll). */
function useBroadcastMutation<V>(eventId: string, fn: (vars: V) => Promise<BroadcastView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (view) =>
      queryClient.setQueryData<EventBroadcastsReply>(broadcastKeys.event(eventId), (old) =>
        old ? { data: old.data.map((b) => (b.id === view.id ? view : b)) } : old,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: broadcastKeys.all }),
  });
}

export function useUpdateBroadcast(eventId: string, id: string) {
  return useBroadcastMutation(eventId, (body: UpdateBroadcastBody) => call(BROADCASTS_ENDPOINTS.update, { params: { id }, body }));
}

export function useRotateKey(eventId: string, id: string) {
  return useBroadcastMutation(eventId, () => call(BROADCASTS_ENDPOINTS.rotateKey, { params: { id } }));
}

export function useStopBroadcast(eventId: string, id: string) {
  return useBroadcastMutation(eventId, () => call(BROADCASTS_ENDPOINTS.stop, { params: { id } }));
}

export function useUpdateReplay(eventId: string, id: string) {
  return useBroadcastMutation(eventId, (body: UpdateReplayBody) => call(BROADCASTS_ENDPOINTS.updateReplay, { params: { id }, body }));
}

export function useDeleteReplay(eventId: string, id: string) {
  return useBroadcastMutation(eventId, () => call(BROADCASTS_ENDPOINTS.deleteReplay, { params: { id } }));
}
