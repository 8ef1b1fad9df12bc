import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveRoomBody } from '../../../contracts/waiting-room.ts';
import { WAITING_ROOM_ENDPOINTS } from '../../../contracts/waiting-room.endpoints.ts';
import { call } from '../../app/http.ts';

export const waitingRoomKeys = {
  all: ['waiting-room'] as const,
  event: (eventId: string) => [...waitingRoomKeys.all, 'event', eventId] as const,
  admin: () => [...waitingRoomKeys.all, 'admin'] as const,
};

/** The event's rooms with their queue counts: read afresh (the counts move during an on-sale). */
export const eventRoomsQuery = (eventId: string) =>
  queryOptions({
    queryKey: waitingRoomKeys.event(eventId),
    queryFn: ({ signal }) => call(WAITING_ROOM_ENDPOINTS.eventRooms, { params: { eventId }, signal }),
    staleTime: 0,
  });

export function useSaveRoom(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveRoomBody) => call(WAITING_ROOM_ENDPOINTS.saveRoom, { params: { eventId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitingRoomKeys.event(eventId) }),
  });
}

export const adminRoomsQuery = queryOptions({
  queryKey: waitingRoomKeys.admin(),
  queryFn: ({ signal }) => call(WAITING_ROOM_ENDPOINTS.adminRooms, { signal }),
  staleTime: 0,
});

export function useAdminSetRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roomId, ratePerMinute }: { roomId: string; ratePerMinute: number }) =>
      call(WAITING_ROOM_ENDPOINTS.adminSetRate, { params: { roomId }, body: { ratePerMinute } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitingRoomKeys.all }),
  });
}
