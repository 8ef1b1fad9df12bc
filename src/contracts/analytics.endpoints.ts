import { PUBLIC, eventRight } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/**
 * First-party analytics ingestion: batches sent by the browser tracker with sendBeacon. Each answers 202 without a
 * body whether the batch was stored, or dropped (a bot, Do Not Track, Global Privacy Control).
 */
const endpoint = endpointsOf('analytics', () => import('./analytics.ts'));

export const ANALYTICS_ENDPOINTS = {
  sessions: endpoint(
    'POST',
    '/api/v1/analytics/sessions',
    'Open analytics sessions (create_session), up to 5 at once',
    (c) => ({ body: c.analyticsSessionsBody }),
    {
      access: PUBLIC,
      status: 202,
    },
  ),
  actions: endpoint(
    'POST',
    '/api/v1/analytics/actions',
    'Record page views and actions (track_event), up to 50 at once',
    (c) => ({ body: c.analyticsActionsBody }),
    {
      access: PUBLIC,
      status: 202,
    },
  ),
  webVitals: endpoint(
    'POST',
    '/api/v1/analytics/web_vitals',
    'Record web vitals (track_web_vital), up to 20 at once',
    (c) => ({ body: c.webVitalsBody }),
    {
      access: PUBLIC,
      status: 202,
    },
  ),
  /** What the e2e suite reads after a visit, as it reads the dev outbox: not registered in production. */
  devEventRows: endpoint(
    'GET',
    '/api/dev/analytics/events/:eventId',
    "The newest raw analytics rows of an event: its sessions and actions (those who see the event's stats; not in production)",
    (c) => ({ params: c.devEventRowsParams, reply: c.devEventRowsReply }),
    { access: eventRight('canViewStats', 'params.eventId') },
  ),
};
