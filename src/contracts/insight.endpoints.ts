import { PUBLIC } from './access.ts';
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
};
