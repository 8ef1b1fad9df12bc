import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyIn } from '../../../../contracts/endpoint.ts';
import { EVENT_LIFECYCLE_ENDPOINTS as L } from '../../../../contracts/event-lifecycle.endpoints.ts';
import { EVENTS_MANAGEMENT_ENDPOINTS as E } from '../../../../contracts/events-management.endpoints.ts';
import { call } from '../../../app/http.ts';
import { manageEventKeys, refreshEvent } from '../managed-event-query.ts';

/** The row menu's changes of one event; each refreshes the event's views and the events table. */
export function useEventLifecycle(eventId: string) {
  const queryClient = useQueryClient();
  const after = () => refreshEvent(queryClient, eventId);
  return {
    duplicate: useMutation({
      mutationFn: (body: BodyIn<typeof L.duplicate>) => call(L.duplicate, { params: { eventId }, body }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: manageEventKeys.businessAll }),
    }),
    unpublish: useMutation({ mutationFn: () => call(L.unpublish, { params: { eventId } }), onSuccess: after }),
    publish: useMutation({ mutationFn: () => call(E.publish, { params: { eventId } }), onSuccess: after }),
    archive: useMutation({ mutationFn: () => call(L.archive, { params: { eventId } }), onSuccess: after }),
    unarchive: useMutation({ mutationFn: () => call(L.unarchive, { params: { eventId } }), onSuccess: after }),
  };
}
