import { eq, sql } from 'drizzle-orm';
import type { OrderSummary } from '../../../contracts/checkout.ts';
import { broadcastPagePath, isOnlineEvent } from '../../../domain/broadcasts.ts';
import { listedPrice, priceTicket, statusGroup } from '../../../domain/checkout.ts';
import type { Db } from '../../platform/db/client.ts';
import { events, orderItems, profiles, ticketTypes } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { iso } from '../events/index.ts';
import { broadcastIdsOf } from './broadcast-links.ts';
import { orderForViewer } from './orders.service.ts';

/**
 * GET /api/v1/orders/:id/summary: the thank-you pages' order, refetched while it is in progress. Rows are per
 * ticket name with fees included and before discounts, so Subtotal - Discount + Donation = Total paid.
 */
export async function orderSummary(db: Db, user: AuthUser | null, id: string): Promise<OrderSummary> {
  const order = await orderForViewer(db, user, id);
  const [[head], rows] = await Promise.all([
    db
      .select({ event: events, owner: { username: profiles.username, name: profiles.name, publicEmail: profiles.publicEmail } })
      .from(events)
      .innerJoin(profiles, eq(profiles.id, events.ownerId))
      .where(eq(events.id, order.eventId))
      .limit(1),
    db
      .select({
        name: orderItems.name,
        basePrice: orderItems.basePrice,
        feeAbsorbed: orderItems.feeAbsorbed,
        count: sql<number>`count(*)::int`,
        online: sql<boolean>`bool_and(${ticketTypes.attendanceType} = 'online')`,
      })
      .from(orderItems)
      .innerJoin(ticketTypes, eq(ticketTypes.id, orderItems.ticketTypeId))
      .where(eq(orderItems.orderId, order.id))
      .groupBy(orderItems.name, orderItems.basePrice, orderItems.feeAbsorbed)
      .orderBy(sql`min(${ticketTypes.position})`, orderItems.name),
  ]);
  const e = head!.event;
  const online = rows.length > 0 && rows.every((r) => r.online);
  const completed = statusGroup(order.status) === 'success';
  // View Stream: the date's broadcast page, for a completed order of online tickets of an online event.
  const broadcastId = completed && online && isOnlineEvent(e) ? (await broadcastIdsOf(db, [order.occurrenceId])).get(order.occurrenceId) : undefined;
  // Row prices before discounts (the discount shows once, on its own line): price plus a passed-on platform fee.
  const byName = new Map<string, { name: string; count: number; totalBasePrice: number }>();
  for (const r of rows) {
    const unit = listedPrice(priceTicket(r.basePrice, order.currency, null, { noFee: order.guestFlow, absorbFees: r.feeAbsorbed }));
    const row = byName.get(r.name) ?? { name: r.name, count: 0, totalBasePrice: 0 };
    row.count += Number(r.count);
    row.totalBasePrice += unit * Number(r.count);
    byName.set(r.name, row);
  }
  return {
    id: order.id,
    transactionId: order.transactionId,
    status: order.status,
    statusGroup: statusGroup(order.status),
    eventId: order.eventId,
    amount: order.total,
    currency: order.currency,
    theme: e.theme,
    ticketType: online ? 'online' : 'in_person',
    broadcastUrl: broadcastId ? broadcastPagePath(broadcastId) : null,
    user: { email: order.buyerEmail },
    course: { id: e.id, name: e.name, private: e.private },
    owner: { username: head!.owner.username, name: head!.owner.name, supportEmail: head!.owner.publicEmail },
    orderItems: [...byName.values()],
    paymentDetails: {
      subtotal: order.subtotal,
      discounts: order.discountTotal,
      donation: order.donationAmount,
      fees: order.feeTotal,
      total: order.total,
    },
    completedAt: iso(order.completedAt),
  };
}
