import { eventRight, profileRight, PUBLIC } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/** The owner's purchase pixels and their once-per-order claim; the organizer's traffic and funnel. */
const endpoint = endpointsOf('insight', () => import('./insight.ts'));

export const INSIGHT_ENDPOINTS = {
  eventPixels: endpoint(
    'GET',
    '/api/v1/events/:eventId/pixels',
    "The event owner's purchase pixel ids (GA4, Meta Pixel, Tag Manager), for its event, checkout and thank-you pages",
    (c) => ({ params: c.eventPixelsParams, reply: c.eventPixelsReply }),
    { access: PUBLIC },
  ),
  // Public: a guest buyer holds the order id and nothing else. The service lets only the order's own buyer claim.
  claimPurchasePixel: endpoint(
    'POST',
    '/api/v1/orders/:id/purchase_pixel',
    "Claim the one firing of a paid order's purchase pixels: 'first' once, 'alreadyFired' after",
    (c) => ({ params: c.orderPixelParams, reply: c.purchasePixelReply }),
    { access: PUBLIC },
  ),
  // Who sees the event's Stats (door_with_stats included) sees its traffic.
  eventTraffic: endpoint(
    'GET',
    '/api/v1/events/:eventId/traffic',
    "An event's views, unique visitors, funnel by day, referrers, UTM campaigns, devices and promoter links over a date range",
    (c) => ({ params: c.eventTrafficParams, query: c.eventTrafficQuery, reply: c.trafficReply }),
    { access: eventRight('canViewStats', 'params.eventId') },
  ),
  // Reporting's gate: the owner, a team admin or a site admin.
  ownerTraffic: endpoint(
    'GET',
    '/api/v1/reporting/traffic',
    "The traffic of all an owner's events together over a date range",
    (c) => ({ query: c.ownerTrafficQuery, reply: c.trafficReply }),
    { access: profileRight('edit', 'query.ownerId') },
  ),
};
