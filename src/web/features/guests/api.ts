import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { GuestRow, GuestsReply } from '../../../contracts/tickets.ts';
import { TICKETS_ENDPOINTS } from '../../../contracts/tickets.endpoints.ts';
import { call } from '../../app/http.ts';
import { manageEventKeys } from '../events/index.ts';
import type { GuestStatusFilter } from '../tickets/index.ts';

export type { GuestRow, GuestsReply };

export interface GuestsParams {
  search?: string;
  page: number;
  occurrenceId?: string;
  status: GuestStatusFilter;
  ticketTypeId?: string;
}

export const guestKeys = {
  all: (eventId: string) => ['guests', eventId] as const,
  list: (eventId: string, params: GuestsParams) => ['guests', eventId, 'list', params] as const,
};

/** GET .../registrations: the guests of an event, 50 a page, with totals and what the viewer may do. */
export function guestsQuery(eventId: string, params: GuestsParams) {
  return queryOptions({
    queryKey: guestKeys.list(eventId, params),
    queryFn: ({ signal }) =>
      call(TICKETS_ENDPOINTS.guests, {
        params: { eventId },
        query: {
          search: params.search || undefined,
          page: params.page,
          occurrenceId: params.occurrenceId,
          status: params.status === 'all' ? undefined : params.status,
          ticketTypeId: params.ticketTypeId,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** After any change to a guest: the lists, the totals and the event's sold counts. */
export function useRefreshGuests(eventId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: guestKeys.all(eventId) }),
        queryClient.invalidateQueries({ queryKey: manageEventKeys.event(eventId) }),
      ]),
    [queryClient, eventId],
  );
}

/** POST .../check_ins: by scanned QR code, typed short code, or the ticket id from the list (once). */
export function useCheckIn(eventId: string) {
  const refresh = useRefreshGuests(eventId);
  return useMutation({
    mutationFn: (body: { code?: string; itemId?: string; occurrenceId?: string }) => call(TICKETS_ENDPOINTS.checkIn, { params: { eventId }, body }),
    onSettled: () => refresh(),
  });
}

export function useUndoCheckIn(eventId: string) {
  const refresh = useRefreshGuests(eventId);
  return useMutation({
    mutationFn: ({ itemId, occurrenceId }: { itemId: string; occurrenceId?: string }) =>
      call(TICKETS_ENDPOINTS.undoCheckIn, { params: { eventId, itemId }, query: { occurrenceId } }),
    onSettled: () => refresh(),
  });
}

/** The organizer's cancel of an order item (?ownerId marks it as the organizer's; never refunds). */
export function useOrganizerCancel(eventId: string, ownerId: string) {
  const refresh = useRefreshGuests(eventId);
  return useMutation({
    mutationFn: (itemId: string) => call(TICKETS_ENDPOINTS.cancel, { params: { id: itemId }, query: { ownerId } }),
    onSettled: () => refresh(),
  });
}

export function useOrganizerRefund(eventId: string, ownerId: string) {
  const refresh = useRefreshGuests(eventId);
  return useMutation({
    mutationFn: (itemId: string) => call(TICKETS_ENDPOINTS.refund, { params: { id: itemId }, query: { ownerId } }),
    onSettled: () => refresh(),
  });
}

/** The organizer's changes to one guest (admins): resend the ticket, edit the attendee, move to another date. */
export function useResendTicket(eventId: string) {
  const refresh = useRefreshGuests(eventId);
  return useMutation({
    mutationFn: ({ itemId, ...body }: { itemId: string; email?: string; voidQrCode: boolean }) =>
      call(TICKETS_ENDPOINTS.resendTicket, { params: { eventId, itemId }, body }),
    onSuccess: () => refresh(),
  });
}

export function useEditGuest(eventId: string) {
  const refresh = useRefreshGuests(eventId);
  return useMutation({
    mutationFn: ({ itemId, ...body }: { itemId: string; firstName: string; lastName: string; answers: { questionId: string; answer: string }[] }) =>
      call(TICKETS_ENDPOINTS.editGuest, { params: { eventId, itemId }, body }),
    onSuccess: () => refresh(),
  });
}

export function useMoveGuest(eventId: string) {
  const refresh = useRefreshGuests(eventId);
  return useMutation({
    mutationFn: ({ itemId, ...body }: { itemId: string; occurrenceId: string; itemIds: string[] }) =>
      call(TICKETS_ENDPOINTS.moveGuest, { params: { eventId, itemId }, body }),
    onSuccess: () => refresh(),
  });
}
