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
import { broadcastKeys, STATUS_POLL_MS } from './watch-query.ts';

export type { BroadcastView, BroadcastWatchView, OndemandItem };

/** GET /api/v1/events/:eventId/broadcasts, polled while the tab is open (status, viewers, the replay's processing). */
export function eventBroadcastsQuery(eventId: string) {
  return queryOptions({
    queryKey: broadcastKeys.event(eventId),
    queryFn: ({ signal }) => call(BROADCASTS_ENDPOINTS.list, { params: { eventId }, signal }),
    refetchInterval: STATUS_POLL_MS,
  });
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
