import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { EVENTS_ENDPOINTS as E } from '../../../contracts/events.endpoints.ts';
import type { EventListReply, PublicEvent } from '../../../contracts/events.ts';
import type { EventCategory } from '../../../domain/events.ts';
import type { AttendanceType } from '../../../domain/tickets.ts';
import { call } from '../../app/http.ts';

export type { PublicEvent, EventListReply };

export const eventPublicKeys = {
  all: ['event'] as const,
  event: (eventId: string) => ['event', eventId] as const,
  occurrences: (eventId: string, ticketType: AttendanceType) => ['event', eventId, 'occurrences', ticketType] as const,
  explore: (category: string | null) => ['explore', category ?? 'all'] as const,
  search: (query: string) => ['search', 'events', query] as const,
};

/** GET /api/v1/events/:eventId: the public event page (drafts only for its managers and collaborators). */
export function publicEventQuery(eventId: string) {
  return queryOptions({
    queryKey: eventPublicKeys.event(eventId),
    queryFn: ({ signal }) => call(E.event, { params: { eventId }, signal }),
    select: (reply) => reply.event,
    staleTime: 15_000,
    // The route's loader already asked; a failed answer is not asked again just because the page mounted.
    retryOnMount: false,
  });
}

/** GET /api/v1/events/:eventId/occurrences: the dates still to come. */
export function eventOccurrencesQuery(eventId: string, ticketType: AttendanceType) {
  return queryOptions({
    queryKey: eventPublicKeys.occurrences(eventId, ticketType),
    queryFn: ({ signal }) => call(E.occurrences, { params: { eventId }, query: { ticketType }, signal }),
  });
}

/** GET /api/v1/events: upcoming public events, 30 a page, a next page when the last one is full. */
export function exploreQuery(category: EventCategory | null) {
  return infiniteQueryOptions({
    queryKey: eventPublicKeys.explore(category),
    queryFn: ({ signal, pageParam }) => call(E.explore, { query: { page: pageParam, category: category ?? undefined }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });
}

/** GET /api/v1/search?query=…&tab=events. */
export function searchEventsQuery(query: string) {
  return infiniteQueryOptions({
    queryKey: eventPublicKeys.search(query),
    queryFn: ({ signal, pageParam }) => call(E.search, { query: { query, tab: 'events', page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    enabled: query.trim().length > 0,
  });
}

/** DELETE /api/v1/profiles/:profileId/teachings/:collaboratorId: a collaborator leaves an event. */
export function removeSelfAsCollaborator(profileId: string, teachingId: string) {
  return call(E.removeSelf, { params: { profileId, collaboratorId: teachingId } });
}
