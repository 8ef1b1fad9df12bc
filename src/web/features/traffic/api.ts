import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { INSIGHT_ENDPOINTS as E } from '../../../contracts/insight.endpoints.ts';
import type { TrafficReply } from '../../../contracts/insight.ts';
import { call } from '../../app/http.ts';

export type { TrafficReply };

/** A date range as the address and the API take it; absent: the last 30 days. */
export interface TrafficRange {
  from?: string;
  to?: string;
}

export const trafficKeys = {
  event: (eventId: string, range: TrafficRange) => ['traffic', 'event', eventId, range.from ?? '', range.to ?? ''] as const,
  owner: (ownerId: string, range: TrafficRange) => ['traffic', 'owner', ownerId, range.from ?? '', range.to ?? ''] as const,
};

export function eventTrafficQuery(eventId: string, range: TrafficRange) {
  return queryOptions({
    queryKey: trafficKeys.event(eventId, range),
    queryFn: ({ signal }) => call(E.eventTraffic, { params: { eventId }, query: range, signal }),
    placeholderData: keepPreviousData,
  });
}

export function ownerTrafficQuery(ownerId: string, range: TrafficRange) {
  return queryOptions({
    queryKey: trafficKeys.owner(ownerId, range),
    queryFn: ({ signal }) => call(E.ownerTraffic, { query: { ownerId, ...range }, signal }),
    placeholderData: keepPreviousData,
  });
}
