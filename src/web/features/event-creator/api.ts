import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { EVENT_CREATOR_ENDPOINTS as E } from '../../../contracts/event-creator.endpoints.ts';
import type { CreatorChatReply } from '../../../contracts/event-creator.ts';
import { call } from '../../app/http.ts';
import { awaitingReply } from './message-parts.ts';

export type { CreatorChatReply };

/** Buyer-side 9: while a reply is being written the conversation is read again every 2 seconds. */
export const CHAT_POLL_MS = 2000;

export const creatorKeys = {
  chat: (uuid: string) => ['event-creator', uuid] as const,
};

/** GET /api/v1/event_creators/:uuid, polled until the last message is the assistant's (or the reply failed). */
export function creatorChatQuery(uuid: string) {
  return queryOptions({
    queryKey: creatorKeys.chat(uuid),
    queryFn: ({ signal }) => call(E.read, { params: { uuid }, signal }),
    refetchInterval: (query) => (query.state.data && awaitingReply(query.state.data) ? CHAT_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
}

/** POST /api/v1/event_creators?ownerId=: a new conversation for an owner the user manages; answers its uuid. */
export function useCreateCreator() {
  return useMutation({ mutationFn: (ownerId: string) => call(E.create, { query: { ownerId } }) });
}

/**
 * POST .../messages: the reply is the conversation with the message stored and its status `thinking`. A refusal
 * reads the conversation again, which may have moved on (a reply being written in another tab).
 */
export function useSendMessage(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => call(E.send, { params: { uuid }, body: { message } }),
    onSuccess: (chat) => queryClient.setQueryData(creatorKeys.chat(uuid), chat),
    onError: () => queryClient.invalidateQueries({ queryKey: creatorKeys.chat(uuid) }),
  });
}
