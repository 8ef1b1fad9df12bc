import { eventRight, profileRight } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/** An event's lifecycle from the events table (duplicate, unpublish, archive: admins of the event) and its owner's past venues. */
const endpoint = endpointsOf('events management', async () => ({
  ...(await import('./event-lifecycle.ts')),
}));

const COURSE = '/api/v1/management/courses/:eventId';

export const EVENT_LIFECYCLE_ENDPOINTS = {
  duplicate: endpoint(
    'POST',
    `${COURSE}/duplicate`,
    'Copy an event as a draft with new dates (details, tickets, questions, images, team; never orders or guests)',
    (c) => ({ params: c.eventIdParams, body: c.duplicateEventBody, reply: c.duplicateEventReply }),
    { status: 201, access: eventRight('canEditDetails', 'params.eventId') },
  ),
  unpublish: endpoint(
    'POST',
    `${COURSE}/unpublish`,
    'Unpublish: back to draft when nothing sold, else out of every listing and off sale while holders keep access',
    (c) => ({ params: c.eventIdParams, reply: c.unpublishReply }),
    { access: eventRight('canPublish', 'params.eventId') },
  ),
  archive: endpoint(
    'POST',
    `${COURSE}/archive`,
    'Archive a past event (out of the default lists of the events table)',
    (c) => ({ params: c.eventIdParams, reply: c.okReply }),
    { access: eventRight('canEditDetails', 'params.eventId') },
  ),
  unarchive: endpoint('DELETE', `${COURSE}/archive`, 'Unarchive an event', (c) => ({ params: c.eventIdParams, reply: c.okReply }), {
    access: eventRight('canEditDetails', 'params.eventId'),
  }),
  pastVenues: endpoint(
    'GET',
    '/api/v1/profile_management/venues',
    "The distinct venues of a profile's events, most recently used first (to pick one again in the editor)",
    (c) => ({ query: c.pastVenuesQuery, reply: c.pastVenuesReply }),
    { access: profileRight('view', 'query.ownerId') },
  ),
};
