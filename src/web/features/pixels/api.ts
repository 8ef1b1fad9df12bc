import { queryOptions } from '@tanstack/react-query';
import { INSIGHT_ENDPOINTS as E } from '../../../contracts/insight.endpoints.ts';
import type { EventPixels } from '../../../contracts/insight.ts';
import { call } from '../../app/http.ts';

export type { EventPixels };

export const pixelKeys = {
  event: (eventId: string) => ['pixels', eventId] as const,
};

/** The event owner's tracker ids: they change rarely, so one read serves the event page, its checkout and thank-you. */
export function eventPixelsQuery(eventId: string) {
  return queryOptions({
    queryKey: pixelKeys.event(eventId),
    queryFn: ({ signal }) => call(E.eventPixels, { params: { eventId }, signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
