import { eventRight, PUBLIC } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/**
 * An event's seating (issue 32): the organizer attaches a chart (a snapshot), blocks seats; buyers read the map
 * and its live status and hold seats inside their order (an order is its buyer's: the service decides, as for
 * every order endpoint).
 */
const endpoint = endpointsOf('event-seating', async () => ({ ...(await import('./common.ts')), ...(await import('./event-seating.ts')) }));

const SEATING = '/api/v1/management/courses/:eventId/seating';
const EDIT = eventRight('canEditDetails', 'params.eventId');

export const EVENT_SEATING_ENDPOINTS = {
  seating: endpoint(
    'GET',
    SEATING,
    "The event's seating: the chart snapshot, categories and their ticket types, blocked seats",
    (c) => ({ params: c.eventSeatingParams, reply: c.eventSeatingReply }),
    { access: EDIT },
  ),
  attach: endpoint(
    'PUT',
    SEATING,
    'Use a chart for the event (takes a snapshot; a replaced chart may not move a held or sold seat)',
    (c) => ({ params: c.eventSeatingParams, body: c.attachChartBody, reply: c.eventSeatingReply }),
    { access: EDIT },
  ),
  detach: endpoint(
    'DELETE',
    SEATING,
    'Stop using a seat chart (refused while a seat is held or sold)',
    (c) => ({ params: c.eventSeatingParams, reply: c.okReply }),
    { access: EDIT },
  ),
  block: endpoint(
    'POST',
    `${SEATING}/blocks`,
    'Keep seats of a date from sale with a reason, or release them (reason null)',
    (c) => ({ params: c.eventSeatingParams, body: c.blockSeatsBody, reply: c.eventSeatingReply }),
    { access: EDIT },
  ),
  seatMap: endpoint(
    'GET',
    '/api/v1/events/:eventId/occurrences/:occurrenceId/seats',
    "A date's seat map for buyers: the chart, categories with the ticket types this buyer may choose and prices, seats taken",
    (c) => ({ params: c.seatMapParams, query: c.seatMapQuery, reply: c.seatMapReply }),
    { access: PUBLIC },
  ),
  seatStatus: endpoint(
    'GET',
    '/api/v1/events/:eventId/occurrences/:occurrenceId/seats/status',
    'Which seats of a date are taken now (ETag: If-None-Match answers 304 when nothing changed)',
    (c) => ({ params: c.seatMapParams, reply: c.seatStatusReply }),
    { access: PUBLIC },
  ),
  holdSeats: endpoint(
    'POST',
    '/api/v1/orders/:id/seats',
    "Hold seats for a pending order, all or none, for the order's timer",
    (c) => ({ params: c.orderSeatsParams, body: c.holdSeatsBody, reply: c.orderSeatsReply }),
    { access: PUBLIC },
  ),
  releaseSeat: endpoint(
    'DELETE',
    '/api/v1/orders/:id/seats/:seatKey',
    'Give back one seat an order holds',
    (c) => ({ params: c.orderSeatParams, reply: c.orderSeatsReply }),
    { access: PUBLIC },
  ),
  moveSeat: endpoint(
    'POST',
    `${SEATING}/moves`,
    'Move a ticket to another free seat of the same category on its date (one statement; a taken seat is refused)',
    (c) => ({ params: c.eventSeatingParams, body: c.moveSeatBody, reply: c.moveSeatReply }),
    { access: EDIT },
  ),
} as const;
