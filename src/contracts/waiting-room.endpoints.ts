import { ADMIN, PUBLIC, eventRight } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/**
 * The waiting room (issue 35): the waiting page and its standing (public: a visitor is their session), the
 * organizer's settings beside the on-sale time (the event's details right), and the admins' rate control.
 */
const endpoint = endpointsOf('waiting-room', () => import('./waiting-room.ts'));

export const WAITING_ROOM_ENDPOINTS = {
  /** text/html: a few KB, no framework; joins the queue (one place per visitor session). */
  page: endpoint(
    'GET',
    '/event/:eventId/waiting-room',
    "The waiting page of an event's on-sale: joins the queue and shows the place",
    (c) => ({ params: c.eventIdParams, query: c.waitingPageQuery }),
    { access: PUBLIC },
  ),
  /** text/javascript: the waiting page's one script (the page policy allows no inline script). */
  script: endpoint('GET', '/api/v1/waiting_rooms/page.js', "The waiting page's script", () => ({}), { access: PUBLIC }),
  standing: endpoint(
    'GET',
    '/api/v1/waiting_rooms/:roomId/standing',
    "The visitor's place and estimate; once admitted, sets the admission pass",
    (c) => ({ params: c.roomIdParams, reply: c.standingReply }),
    { access: PUBLIC },
  ),
  eventRooms: endpoint(
    'GET',
    '/api/v1/events/:eventId/waiting_rooms',
    "The event's waiting rooms (every date, or one date each)",
    (c) => ({ params: c.eventIdParams, reply: c.eventRoomsReply }),
    { access: eventRight('canEditDetails', 'params.eventId') },
  ),
  saveRoom: endpoint(
    'PUT',
    '/api/v1/events/:eventId/waiting_rooms',
    'Turn the waiting room of the event (or one date) on or off, with its on-sale time and rate',
    (c) => ({ params: c.eventIdParams, body: c.saveRoomBody, reply: c.roomReply }),
    { access: eventRight('canEditDetails', 'params.eventId') },
  ),
  adminRooms: endpoint('GET', '/api/v1/admin/waiting_rooms', 'The waiting rooms that are on', (c) => ({ reply: c.adminRoomsReply }), {
    access: ADMIN,
  }),
  adminSetRate: endpoint(
    'PATCH',
    '/api/v1/admin/waiting_rooms/:roomId',
    "Change a waiting room's admission rate (or turn it off)",
    (c) => ({ params: c.roomIdParams, body: c.adminRateBody, reply: c.roomReply }),
    { access: ADMIN },
  ),
};
