import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyIn } from '../../../contracts/endpoint.ts';
import { EVENT_CANCEL_ENDPOINTS as E } from '../../../contracts/event-cancel.endpoints.ts';
import type { EventLifecycle } from '../../../contracts/event-cancel.ts';
import { call } from '../../app/http.ts';
import { refreshEvent } from '../events/index.ts';

export type { EventLifecycle };

export const lifecycleKeys = { event: (eventId: string) => ['event-lifecycle', eventId] as const };

/** Refetched every 2 s while a mass refund has pending orders, so the progress moves on its own. */
export const MASS_REFUND_REFRESH_MS = 2000;

export function eventLifecycleQuery(eventId: string) {
  return queryOptions({
    queryKey: lifecycleKeys.event(eventId),
    queryFn: ({ signal }) => call(E.status, { params: { eventId }, signal }),
    refetchInterval: (query) => (query.state.data?.massRefund?.pending ? MASS_REFUND_REFRESH_MS : false),
  });
}

/** A lifecycle change: its reply is the new status (set at once), and every view of the event refreshes. */
function useLifecycleChange<B>(eventId: string, send: (body: B) => Promise<{ message: string; lifecycle: EventLifecycle }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (reply) => {
      queryClient.setQueryData(lifecycleKeys.event(eventId), reply.lifecycle);
      await refreshEvent(queryClient, eventId);
    },
  });
}

export const useCancelEvent = (eventId: string) =>
  useLifecycleChange(eventId, (body: BodyIn<typeof E.cancel>) => call(E.cancel, { params: { eventId }, body }));
export const usePostponeEvent = (eventId: string) =>
  useLifecycleChange(eventId, (body: BodyIn<typeof E.postpone>) => call(E.postpone, { params: { eventId }, body }));
export const useRetryFailedRefunds = (eventId: string) => useLifecycleChange(eventId, () => call(E.retryFailed, { params: { eventId } }));
