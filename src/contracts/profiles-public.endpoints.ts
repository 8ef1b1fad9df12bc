import { PUBLIC, SIGNED_IN } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/** Public profile pages and follows. */
const endpoint = endpointsOf('profiles', async () => ({
  ...(await import('./profiles-public.ts')),
  eventListReply: (await import('./events.ts')).eventListReply,
}));

export const PROFILES_PUBLIC_ENDPOINTS = {
  profile: endpoint(
    'GET',
    '/api/v1/profiles/:type/:username',
    'A public profile (type p: person, o: organization)',
    (c) => ({ params: c.profileParams, reply: c.publicProfileReply }),
    { access: PUBLIC },
  ),
  events: endpoint(
    'GET',
    '/api/v1/profiles/:type/:username/events',
    "A profile's listed events, upcoming or past (infinite scroll)",
    (c) => ({ params: c.profileParams, query: c.profileEventsQuery, reply: c.eventListReply }),
    { access: PUBLIC },
  ),
  followers: endpoint(
    'GET',
    '/api/v1/profiles/:type/:username/followers',
    'Followers, following or organizations of a profile, 12 per page',
    (c) => ({ params: c.profileParams, query: c.followersQuery, reply: c.followersReply }),
    { access: PUBLIC },
  ),
  follow: endpoint('POST', '/api/follows', 'Follow a profile (signed in)', (c) => ({ query: c.followQuery, reply: c.followReply }), {
    status: 201,
    access: SIGNED_IN,
  }),
  unfollow: endpoint('POST', '/api/follows/delete', 'Unfollow a profile (signed in)', (c) => ({ query: c.followQuery, reply: c.followReply }), {
    access: SIGNED_IN,
  }),
};
