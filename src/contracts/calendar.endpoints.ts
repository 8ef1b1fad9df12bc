import { PUBLIC } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/**
 * The embeddable calendar's calls (content-management 7 Calendar: the spec does not show the paths): the owner's
 * profile lookup, their public event dates in a range, and an ICS feed of them for calendar apps. Public, no sign-in.
 */
const endpoint = endpointsOf('calendar', () => import('./calendar.ts'));

const C = '/api/v1/calendar/:type/:username';

export const CALENDAR_ENDPOINTS = {
  profile: endpoint(
    'GET',
    C,
    "A calendar's owner: id, name and whether they have events to come",
    (c) => ({ params: c.calendarParams, reply: c.calendarProfile }),
    { access: PUBLIC },
  ),
  events: endpoint(
    'GET',
    `${C}/events`,
    "The owner's public event dates in a range, searched and by tags",
    (c) => ({ params: c.calendarParams, query: c.calendarEventsQuery, reply: c.calendarEventsReply }),
    { access: PUBLIC },
  ),
  feed: endpoint('GET', `${C}/events.ics`, "The owner's public event dates as an iCalendar feed (RFC 5545)", (c) => ({ params: c.calendarParams }), {
    access: PUBLIC,
  }),
};
