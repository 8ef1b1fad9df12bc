import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplyOf } from '../../../contracts/endpoint.ts';
import { GETTING_STARTED_ENDPOINTS } from '../../../contracts/getting-started.endpoints.ts';
import { call } from '../../app/http.ts';

export type GettingStartedReply = ReplyOf<typeof GETTING_STARTED_ENDPOINTS.state>;

export const gettingStartedKeys = { all: ['getting-started'] as const };

/** The checklist ticks from server data: read afresh on every visit (an event made elsewhere ticks at once). */
export const gettingStartedQuery = queryOptions({
  queryKey: gettingStartedKeys.all,
  queryFn: ({ signal }) => call(GETTING_STARTED_ENDPOINTS.state, { signal }),
  staleTime: 0,
});

function useChecklistMutation<T>(mutationFn: (input: T) => Promise<GettingStartedReply>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (reply) => queryClient.setQueryData(gettingStartedKeys.all, reply) });
}

export const useDismissChecklist = () => useChecklistMutation(() => call(GETTING_STARTED_ENDPOINTS.dismiss));

export const useRecordShare = () => useChecklistMutation((eventId: string) => call(GETTING_STARTED_ENDPOINTS.share, { body: { eventId } }));
