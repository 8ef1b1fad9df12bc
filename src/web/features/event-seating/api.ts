import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyIn } from '../../../contracts/endpoint.ts';
import { EVENT_SEATING_ENDPOINTS as E } from '../../../contracts/event-seating.endpoints.ts';
import type { EventSeatingReply } from '../../../contracts/event-seating.ts';
import { ApiError, call } from '../../app/http.ts';
import { seatChartsQuery } from '../seating/index.ts';

export type { EventSeatingReply };

export const eventSeatingKeys = {
  seating: (eventId: string) => ['event-seating', eventId] as const,
  status: (eventId: string, occurrenceId: string) => ['event-seating', eventId, 'status', occurrenceId] as const,
};

/** GET .../seating: the event's snapshot, categories and blocks; null when the event uses no chart (404). */
export function eventSeatingQuery(eventId: string) {
  return queryOptions({
    queryKey: eventSeatingKeys.seating(eventId),
    queryFn: async ({ signal }): Promise<EventSeatingReply | null> => {
      try {
        return await call(E.seating, { params: { eventId }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    // Read again on every visit: the Tickets tab changes which ticket types sell each category.
    staleTime: 0,
  });
}

/** The seats of a date that buyers hold or bought (and blocked ones), from the live status the buyers' map reads. */
export function seatStatusQuery(eventId: string, occurrenceId: string) {
  return queryOptions({
    queryKey: eventSeatingKeys.status(eventId, occurrenceId),
    queryFn: ({ signal }) => call(E.seatStatus, { params: { eventId, occurrenceId }, signal }),
    staleTime: 5_000,
  });
}

/** The owner's seat charts to choose from. */
export function ownerChartsQuery(ownerId: string) {
  return queryOptions({
    // The designer's own query and key: a chart drawn or renamed there shows here at once.
    ...seatChartsQuery(ownerId),
    select: (reply) => reply.charts,
    staleTime: 30_000,
    retry: false,
  });
}

/** Changes to the seating answer the whole seating (or nothing when detached): the cache takes it, the map's status is read again. */
function useSeatingMutation<T>(eventId: string, mutationFn: (body: T) => Promise<EventSeatingReply | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (reply) => {
      queryClient.setQueryData(eventSeatingKeys.seating(eventId), reply);
      await queryClient.invalidateQueries({ queryKey: ['event-seating', eventId, 'status'] });
    },
  });
}

export function useAttachChart(eventId: string) {
  return useSeatingMutation(eventId, (chartId: string) => call(E.attach, { params: { eventId }, body: { chartId } }));
}

export function useDetachSeating(eventId: string) {
  return useSeatingMutation(eventId, async (_: void) => {
    await call(E.detach, { params: { eventId } });
    return null;
  });
}

export function useBlockSeats(eventId: string) {
  return useSeatingMutation(eventId, (body: BodyIn<typeof E.block>) => call(E.block, { params: { eventId }, body }));
}

/** POST .../seating/moves: a ticket to another free seat of its category; the date's status is read again after. */
export function useMoveSeat(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyIn<typeof E.moveSeat>) => call(E.moveSeat, { params: { eventId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['event-seating', eventId, 'status'] }),
  });
}
