import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { VIDEOS_ENDPOINTS } from '../../../contracts/videos.endpoints.ts';
import type { ProfileVideoCard, WatchView } from '../../../contracts/videos.ts';
import { call } from '../../app/http.ts';
import { isInProgress, nextPageOf } from './watch-view.ts';

export type { ProfileVideoCard, WatchView };

/** Under 'videos', so that anything invalidating the videos area refreshes the player and the profile's cards too. */
export const watchKeys = {
  watch: (id: string) => ['videos', 'watch', id] as const,
  profile: (username: string) => ['videos', 'profile', username.toLowerCase()] as const,
};

/** How often a video being processed is looked at again, so that it plays as soon as it is ready. */
const PROCESSING_POLL_MS = 10_000;

/**
 * How long a fetched watch view is used as it is. The route's loader fetches it while the page's code loads; were it
 * stale at once, the page would fetch it again on mount, and the re-signed stream URLs (they carry their expiry)
 * would start a new player under a viewer who had just pressed play. Older than this, a page opened again fetches
 * fresh URLs (they live for the video's length and a margin).
 */
export const WATCH_FRESH_MS = 30_000;

/** GET /api/v1/videos/:id/watch. */
export function watchQuery(id: string) {
  return queryOptions({
    queryKey: watchKeys.watch(id),
    queryFn: ({ signal }) => call(VIDEOS_ENDPOINTS.watch, { params: { id }, signal }),
    staleTime: WATCH_FRESH_MS,
    refetchInterval: (query) => (query.state.data && isInProgress(query.state.data) ? PROCESSING_POLL_MS : false),
  });
}

/** GET /api/v1/profiles/:username/videos: 30 a page, the next one asked for when the last came full. */
export function profileVideosQuery(username: string) {
  return infiniteQueryOptions({
    queryKey: watchKeys.profile(username),
    queryFn: ({ signal, pageParam }) => call(VIDEOS_ENDPOINTS.profileVideos, { params: { username }, query: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** Patches the cached watch data (counts) without refetching it: a refetch would re-sign the streams mid-play. */
function usePatchWatch() {
  const queryClient = useQueryClient();
  return (id: string, patch: Partial<WatchView>) =>
    queryClient.setQueryData<WatchView>(watchKeys.watch(id), (old) => (old ? { ...old, ...patch } : old));
}

/** POST …/views once playback starts; the server counts one per viewer per 30 minutes. */
export function useCountView(id: string) {
  const patch = usePatchWatch();
  return useMutation({
    mutationFn: () => call(VIDEOS_ENDPOINTS.view, { params: { id } }),
    onSuccess: (reply) => patch(id, { viewCount: reply.viewCount }),
  });
}

/** PUT or DELETE …/favorite. */
export function useFavorite(id: string) {
  const patch = usePatchWatch();
  return useMutation({
    mutationFn: (favorite: boolean) => call(favorite ? VIDEOS_ENDPOINTS.favorite : VIDEOS_ENDPOINTS.unfavorite, { params: { id } }),
    onSuccess: (reply) => patch(id, { favorited: reply.favorited, likeCount: reply.likeCount }),
  });
}
