import { z } from 'zod';

/**
 * The insight context's shapes: the purchase pixels of an owner's event pages and their "fired once" claim (this
 * file), and the organizer's traffic and funnel.
 */

export const eventPixelsParams = z.object({ eventId: z.uuid() });

/** GET /api/v1/events/:eventId/pixels: the owner's usable tracker ids (null when unset or not vendor-shaped). */
export const eventPixelsReply = z.object({
  /** Whose ids these are: the buyer's consent is remembered per owner. */
  ownerId: z.uuid(),
  googleAnalyticsId: z.string().nullable(),
  metaPixelId: z.string().nullable(),
  googleTagManagerContainerId: z.string().nullable(),
  /** Where the trackers' scripts load from (the vendors, or PIXEL_SCRIPTS_URL). */
  scripts: z.object({ gtag: z.string(), fbevents: z.string(), gtm: z.string() }),
});
export type EventPixels = z.infer<typeof eventPixelsReply>;

export const orderPixelParams = z.object({ id: z.uuid() });

/** POST /api/v1/orders/:id/purchase_pixel: 'first' once per order, 'alreadyFired' for every later claim. */
export const purchasePixelReply = z.object({ claim: z.enum(['first', 'alreadyFired']) });
export type PurchasePixelClaim = z.infer<typeof purchasePixelReply>['claim'];

const day = z.iso.date();
const count = z.number().int().min(0);

/** A date range in the owner's time zone: the last 30 days when absent (domain/insight.ts trafficRange). */
const rangeQuery = { from: day.optional(), to: day.optional() };
export const eventTrafficParams = z.object({ eventId: z.uuid() });
export const eventTrafficQuery = z.object(rangeQuery);
export const ownerTrafficQuery = z.object({ ownerId: z.uuid(), ...rangeQuery });

const figures = { views: count, visitors: count, viewed: count, selected: count, checkout: count, paid: count };
const dimensionRow = z.object({ key: z.string(), views: count, visitors: count, paid: count });

/** An event's (or an owner's) traffic over a range: totals, the funnel by day, and the top referrers, UTM campaigns, devices, promoters. */
export const trafficReply = z.object({
  from: day,
  to: day,
  timezone: z.string(),
  totals: z.object(figures),
  days: z.array(z.object({ day, ...figures })),
  referrers: z.array(dimensionRow),
  campaigns: z.array(dimensionRow),
  devices: z.array(dimensionRow),
  promoters: z.array(dimensionRow),
});
export type TrafficReply = z.infer<typeof trafficReply>;
