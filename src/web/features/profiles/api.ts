import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EventListReply } from '../../../contracts/events.ts';
import type { PublicProfile, followersReply } from '../../../contracts/profiles-public.ts';
import type { EventCategory } from '../../../domain/events.ts';
import type { DateFilter } from '../../../domain/occurrences.ts';
import type { FollowTab } from '../../../domain/profile-page.ts';
import { api } from '../../app/http.ts';

export type { PublicProfile };
export type FollowersReply = z.infer<typeof followersReply>;
export type ProfileLetter = 'p' | 'o';

const base = (type: ProfileLetter, username: string) => `/api/v1/profiles/${type}/${encodeURIComponent(username)}`;

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
    queryFn: ({ signal }) => api<{ profile: PublicProfile }>(base(type, username), { signal }),
    select: (reply) => reply.profile,
  });
}

/** GET …/events: 30 a page, upcoming soonest first, past latest first. */
export function profileEventsQuery(type: ProfileLetter, username: string, filterDate: DateFilter, category: EventCategory | null) {
  return infiniteQueryOptions({
    queryKey: profileKeys.events(type, username, filterDate, category),
    queryFn: ({ signal, pageParam }) =>
      api<EventListReply>(`${base(type, username)}/events`, {
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
    queryFn: ({ signal, pageParam }) => api<FollowersReply>(`${base(type, username)}/followers`, { query: { tab, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });
}
