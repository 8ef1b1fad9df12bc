import { queryOptions, useQuery } from '@tanstack/react-query';
import { EVENT_SEATING_ENDPOINTS } from '../../../contracts/event-seating.endpoints.ts';
import type { HoldSeatsBody, OrderSeatsReply, SeatMapReply } from '../../../contracts/event-seating.ts';
import { call } from '../../app/http.ts';

export type { HoldSeatsBody, OrderSeatsReply, SeatMapReply };

/**
 * The buyer's seat map calls (contracts/event-seating.endpoints.ts). The map (chart, categories, prices) loads once;
 * its status is polled while the step is open.
 */
export const seatMapKeys = {
  all: ['seat-map'] as const,
  map: (eventId: string, occurrenceId: string, codes: string) => ['seat-map', 'map', eventId, occurrenceId, codes] as const,
  status: (eventId: string, occurrenceId: string) => ['seat-map', 'status', eventId, occurrenceId] as const,
};

/**
 * How often the open map asks which seats are taken. Polling rather than SSE: the status route answers 304 from
 * its ETag when nothing changed (the browser sends If-None-Match itself, the route being `no-cache`), it works
 * through every proxy and across N API processes with nothing held open per buyer, and a seat another buyer
 * takes shows within this delay; the buyer's own clicks answer at once (a taken seat is a 409).
 */
export const SEAT_STATUS_POLL_MS = 3000;

/** The map for the buyer: `codes`, the codes applied on the ticket step, add the types they unlock (a new code: a new read). */
export function seatMapQuery(eventId: string, occurrenceId: string, codes: readonly string[] = []) {
  const joined = codes.join(',');
  return queryOptions({
    queryKey: seatMapKeys.map(eventId, occurrenceId, joined),
    queryFn: ({ signal }) =>
      call(EVENT_SEATING_ENDPOINTS.seatMap, { params: { eventId, occurrenceId }, query: { codes: joined || undefined }, signal }),
    // The previous codes' map stays shown while the new one loads (the chart does not flash away).
    placeholderData: (previous) => previous,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The live status: polled every few seconds; a reply with the same version leaves the map as it is. */
export function useSeatStatus(eventId: string, occurrenceId: string, enabled: boolean) {
  return useQuery({
    queryKey: seatMapKeys.status(eventId, occurrenceId),
    queryFn: ({ signal }) => call(EVENT_SEATING_ENDPOINTS.seatStatus, { params: { eventId, occurrenceId }, signal }),
    enabled,
    refetchInterval: SEAT_STATUS_POLL_MS,
    structuralSharing: (old, next) => ((old as { version?: string } | undefined)?.version === (next as { version: string }).version ? old : next),
  });
}

export function holdSeats(orderId: string, body: HoldSeatsBody): Promise<OrderSeatsReply> {
  return call(EVENT_SEATING_ENDPOINTS.holdSeats, { params: { id: orderId }, body });
}

export function releaseSeat(orderId: string, seatKey: string): Promise<OrderSeatsReply> {
  return call(EVENT_SEATING_ENDPOINTS.releaseSeat, { params: { id: orderId, seatKey } });
}
