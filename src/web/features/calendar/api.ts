import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { CALENDAR_ENDPOINTS } from '../../../contracts/calendar.endpoints.ts';
import type { CalendarEvent } from '../../../contracts/calendar.ts';
import { call, endpointPath } from '../../app/http.ts';

export type { CalendarEvent };
export type CalendarLetter = 'p' | 'o';

/** What the events list is filtered by: the range's instants, the debounced search and the options' tags. */
export interface CalendarFilter {
  startDate?: string;
  endDate?: string;
  query: string;
  tags: string[];
}

export const calendarKeys = {
  all: ['calendar'] as const,
  owner: (type: CalendarLetter, username: string) => ['calendar', type, username.toLowerCase()] as const,
  events: (type: CalendarLetter, username: string, filter: CalendarFilter) => ['calendar', type, username.toLowerCase(), 'events', filter] as const,
};

/** GET /api/v1/calendar/:type/:username: the owner (a 404 when there is none). */
export function calendarOwnerQuery(type: CalendarLetter, username: string) {
  return queryOptions({
    queryKey: calendarKeys.owner(type, username),
    queryFn: ({ signal }) => call(CALENDAR_ENDPOINTS.profile, { params: { type, username }, signal }),
  });
}

/** GET …/events: the owner's public dates in the range, paged for 'Load more'. */
export function calendarEventsQuery(type: CalendarLetter, username: string, filter: CalendarFilter) {
  return infiniteQueryOptions({
    queryKey: calendarKeys.events(type, username, filter),
    queryFn: ({ signal, pageParam }) =>
      call(CALENDAR_ENDPOINTS.events, {
        params: { type, username },
        query: {
          startDate: filter.startDate,
          endDate: filter.endDate,
          query: filter.query || undefined,
          tags: filter.tags.length ? filter.tags.join(',') : undefined,
          page: pageParam,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.perPage < last.totalCount ? last.page + 1 : undefined),
  });
}

/** The owner's ICS feed, for 'Add to calendar app'. */
export const calendarFeedPath = (type: CalendarLetter, username: string) => endpointPath(CALENDAR_ENDPOINTS.feed.path, { type, username });
