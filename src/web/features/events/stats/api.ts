import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReplyOf } from '../../../../contracts/endpoint.ts';
import { REPORTING_ENDPOINTS as E } from '../../../../contracts/reporting.endpoints.ts';
import { call } from '../../../app/http.ts';

export type EventStats = ReplyOf<typeof E.eventStats>;

export const eventStatsKeys = {
  event: (eventId: string) => ['event-stats', eventId] as const,
};

/** GET /api/v1/events/:eventId/stats: the event's sales by day and by ticket type (money null without admin access). */
export function eventStatsQuery(eventId: string) {
  return queryOptions({
    queryKey: eventStatsKeys.event(eventId),
    queryFn: ({ signal }) => call(E.eventStats, { params: { eventId }, signal }),
    staleTime: 10_000,
  });
}

export const useEventStats = (eventId: string) => useQuery(eventStatsQuery(eventId));
