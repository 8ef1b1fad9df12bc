import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { PROFILES_PUBLIC_ENDPOINTS } from '../../../contracts/profiles-public.endpoints.ts';
import type { PublicProfile, profileTypeLetter } from '../../../contracts/profiles-public.ts';
import type { EventCategory } from '../../../domain/events.ts';
import type { DateFilter } from '../../../domain/occurrences.ts';
import type { FollowTab } from '../../../domain/profile-page.ts';
import { call } from '../../app/http.ts';

export type { PublicProfile };
export type ProfileLetter = z.infer<typeof profileTypeLetter>;

export const profileKeys = {
  all: ['profile'] as const,
  profile: (type: ProfileLetter, username: string) => ['profile', type, username.toLowerCase()] as const,
  events: (type: ProfileLetter, username: string, filterDate: DateFilter, category: EventCategory | null) =>
    ['profile', type, username.toLowerCase(), 'events', filterDate, category ?? 'all'] as const,
  follows: (type: ProfileLetter, username: string, tab: FollowTab) => ['profile', type, username.toLowerCase(), 'follows', tab] as const,
};

/** GET /api/v1/profiles/:type/:username. */
export function profileQuery(type: ProfileLetter, username: string) {
  return queryOptions({
    queryKey: profileKeys.profile(type, username),
    queryFn: ({ signal }) => call(PROFILES_PUBLIC_ENDPOINTS.profile, { params: { type, username }, signal }),
    select: (reply) => reply.profile,
  });
}

/** GET …/events: 30 a page, upcoming soonest first, past latest first. */
export function profileEventsQuery(type: ProfileLetter, username: string, filterDate: DateFilter, category: EventCategory | null) {
  return infiniteQueryOptions({
    queryKey: profileKeys.events(type, username, filterDate, category),
    queryFn: ({ signal, pageParam }) =>
      call(PROFILES_PUBLIC_ENDPOINTS.events, {
        params: { type, username },
        query: { filterDate, category: category ?? undefined, page: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });
}

/** GET …/followers?tab=: followers, following or organizations, 12 a page. */
export function followsQuery(type: ProfileLetter, username: string, tab: FollowTab) {
  return infiniteQueryOptions({
    queryKey: profileKeys.follows(type, username, tab),
    queryFn: ({ signal, pageParam }) =>
      call(PROFILES_PUBLIC_ENDPOINTS.followers, { params: { type, username }, query: { tab, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });
}
