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
