import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyIn, QueryIn } from '../../../contracts/endpoint.ts';
import { VIDEOS_ENDPOINTS as E } from '../../../contracts/videos.endpoints.ts';
import type { CollaboratorView, VideoRow, VideoView } from '../../../contracts/videos.ts';
import { call } from '../../app/http.ts';
import { LIST_POLL_MS, isInProgress } from './rows.ts';

export type { CollaboratorView, VideoRow, VideoView };
/** The list's page, search and sort, without the owner. */
export type VideoListParams = Omit<QueryIn<typeof E.list>, 'ownerId'>;
export type CreateVideoBody = BodyIn<typeof E.create>;
export type UpdateVideoBody = BodyIn<typeof E.update>;

/** Everything of one owner's videos sits under one key: a save, a deletion or a collaborator change refreshes it all. */
export const videoKeys = {
  owner: (ownerId: string) => ['videos', ownerId] as const,
  list: (ownerId: string, params: VideoListParams) => ['videos', ownerId, 'list', params] as const,
  video: (ownerId: string, id: string) => ['videos', ownerId, 'video', id] as const,
};

/** One page of the videos list; the last page stays while the next loads, and it polls while a video is processing. */
export function videosQuery(ownerId: string, params: VideoListParams) {
  return queryOptions({
    queryKey: videoKeys.list(ownerId, params),
    queryFn: ({ signal }) => call(E.list, { query: { ownerId, ...params }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some(isInProgress) ? LIST_POLL_MS : false),
  });
}

/** The edit page's video; polled while it is processing (its status and auto thumbnail change). */
export function videoQuery(ownerId: string, id: string) {
  return queryOptions({
    queryKey: videoKeys.video(ownerId, id),
    queryFn: ({ signal }) => call(E.video, { params: { id }, query: { ownerId }, signal }),
    refetchInterval: (query) => (query.state.data && isInProgress(query.state.data) ? LIST_POLL_MS : false),
  });
}

/** Opens an upload session: the tus creation URL and the passthrough id that binds the upload to it. */
export const requestUploadUrl = (ownerId: string) => call(E.directUploadUrl, { query: { ownerId } });

/**
 * A change to an owner's videos. The refresh is not awaited: the caller moves on at once (a deleted video's edit page
 * must not refetch it and show 'not found' before it leaves).
 */
function useVideosMutation<TVars, TResult>(ownerId: string, fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: videoKeys.owner(ownerId) }),
  });
}

export function useCreateVideo(ownerId: string) {
  return useVideosMutation(ownerId, (body: CreateVideoBody) => call(E.create, { body }));
}

export function useUpdateVideo(ownerId: string) {
  return useVideosMutation(ownerId, ({ id, body }: { id: string; body: UpdateVideoBody }) => call(E.update, { params: { id }, body }));
}

export function useDeleteVideo(ownerId: string) {
  return useVideosMutation(ownerId, (id: string) => call(E.remove, { params: { id }, query: { ownerId } }));
}

/** Adds an account as collaborator or invites an e-mail address (edit page). */
export function useAddVideoCollaborator(ownerId: string, videoId: string) {
  return useVideosMutation(ownerId, (who: { collaboratorId: string } | { email: string }) =>
    call(E.addCollaborator, { params: { id: videoId }, body: { ownerId, ...who } }),
  );
}

/**
 * Removes a collaborator (the owner's edit page), or the managed profile itself from a video shared with it ('Remove
 * me': collaboratorId is the owner id of the list).
 */
export function useRemoveVideoCollaborator(ownerId: string) {
  return useVideosMutation(ownerId, ({ videoId, collaboratorId }: { videoId: string; collaboratorId: string }) =>
    call(E.removeCollaborator, { params: { id: videoId, collaboratorId }, query: { ownerId } }),
  );
}

export function useCancelVideoInvitation(ownerId: string, videoId: string) {
  return useVideosMutation(ownerId, (invitationId: string) =>
    call(E.cancelInvitation, { params: { id: videoId, invitationId }, query: { ownerId } }),
  );
}
