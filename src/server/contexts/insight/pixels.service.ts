import { eq } from 'drizzle-orm';
import type { EventPixels, PurchasePixelClaim } from '../../../contracts/insight.ts';
import { INSIGHT_MESSAGES } from '../../../contracts/insight.messages.ts';
import { CHECKOUT_MESSAGES, statusGroup } from '../../../domain/checkout.ts';
import { pixelScripts, usablePixelIds } from '../../../domain/pixels.ts';
import type { Db } from '../../platform/db/client.ts';
import { events, orders, profiles, purchasePixelFires } from '../../platform/db/schema/index.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import type { AuthUser } from '../../platform/http/auth.ts';

/** GET /api/v1/events/:eventId/pixels: the owner's vendor-shaped tracker ids and where their scripts load from. */
export async function eventPixels(db: Db, scriptsBase: string | undefined, eventId: string): Promise<EventPixels> {
  const [row] = await db
    .select({
      ownerId: profiles.id,
      googleAnalyticsId: profiles.googleAnalyticsId,
      metaPixelId: profiles.metaPixelId,
      googleTagManagerContainerId: profiles.googleTagManagerContainerId,
    })
    .from(events)
    .innerJoin(profiles, eq(profiles.id, events.ownerId))
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row) throw notFound(INSIGHT_MESSAGES.eventNotFound);
  return { ownerId: row.ownerId, ...usablePixelIds(row), scripts: pixelScripts(scriptsBase) };
}

/**
 * POST /api/v1/orders/:id/purchase_pixel: the one firing of a paid order's purchase event, remembered in the
 * database so a reload, another tab or another device never reports the purchase twice. Only the order's own buyer
 * claims: the signed-in buyer of an account order, whoever holds the id of a guest order (as the thank-you page
 * reads it). Anyone else, door staff included, gets the order's not-found answer. The insert decides: concurrent
 * claims race on the primary key and exactly one lands.
 */
export async function claimPurchasePixel(db: Db, user: AuthUser | null, orderId: string): Promise<PurchasePixelClaim> {
  const [order] = await db.select({ userId: orders.userId, status: orders.status }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || (order.userId && order.userId !== user?.id)) throw notFound(CHECKOUT_MESSAGES.orderNotFound);
  if (statusGroup(order.status) !== 'success') throw new AppError('conflict', INSIGHT_MESSAGES.orderNotPaid);
  const inserted = await db.insert(purchasePixelFires).values({ orderId }).onConflictDoNothing().returning({ orderId: purchasePixelFires.orderId });
  return inserted.length > 0 ? 'first' : 'alreadyFired';
}
