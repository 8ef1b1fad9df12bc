import { PUBLIC, SIGNED_IN } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/** What visitors read: the event page, its dates and tickets, explore and search; a collaborator leaving an event. */
const endpoint = endpointsOf('events', async () => ({
  ...(await import('./common.ts')),
  ...(await import('./profiles-public.ts')),
  ...(await import('./events.ts')),
}));

export const EVENTS_ENDPOINTS = {
  // Public: what a draft or private event shows to whom is the page service's rule.
  event: endpoint(
    'GET',
    '/api/v1/events/:eventId',
    'The public event page (drafts: managers and collaborators only; private: by link)',
    (c) => ({ params: c.eventIdParams, reply: c.publicEventReply }),
    { access: PUBLIC },
  ),
  occurrences: endpoint(
    'GET',
    '/api/v1/events/:eventId/occurrences',
    'The dates still to come (recurring dates page)',
    (c) => ({ params: c.eventIdParams, query: c.occurrencesQuery, reply: c.occurrencesReply }),
    { access: PUBLIC },
  ),
  tickets: endpoint(
    'GET',
    '/api/v1/tickets',
    'Listed ticket types of a date with their availability',
    (c) => ({ query: c.ticketsQuery, reply: c.ticketsReply }),
    { access: PUBLIC },
  ),
  explore: endpoint(
    'GET',
    '/api/v1/events',
    'Upcoming public events (Explore), 30 per page',
    (c) => ({ query: c.exploreQuery, reply: c.eventListReply }),
    { access: PUBLIC },
  ),
  search: endpoint(
    'GET',
    '/api/v1/search',
    'Full-text search of public events, 30 per page',
    (c) => ({ query: c.searchQuery, reply: c.searchReply }),
    { access: PUBLIC },
  ),
  removeSelf: endpoint(
    'DELETE',
    '/api/v1/profiles/:profileId/teachings/:collaboratorId',
    'A collaborator removes themselves from an event',
    (c) => ({ params: c.selfRemovalParams, reply: c.okReply }),
    { access: SIGNED_IN },
  ),
};
