import { eq } from 'drizzle-orm';
import { eventOccurrences, orderItems, orders } from '../../platform/db/schema/index.ts';
import type { TestApp } from '../../testing/test-app.ts';

export type OrderSeed = Partial<typeof orders.$inferInsert> & { ownerId: string; currency?: string };
export type ItemSeed = Partial<typeof orderItems.$inferInsert> & { ticketTypeId: string };

/** The first date of an event (orders for tickets name one). */
export async function firstOccurrenceId(t: TestApp, eventId: string): Promise<string> {
  const [row] = await t.db.select({ id: eventOccurrences.id }).from(eventOccurrences).where(eq(eventOccurrences.eventId, eventId)).limit(1);
  return row!.id;
}

/**
 * Seeds one order as checkout leaves it (completed unless told otherwise), with its tickets, by direct inserts: for
 * report tests that are not about the purchase flow itself. Money fields default to 0; `total` should be
 * subtotal + fees + donation − discounts as checkout computes it.
 */
export async function insertReportOrder(t: TestApp, seed: OrderSeed, items: ItemSeed[] = []): Promise<string> {
  const completedAt = seed.completedAt ?? new Date();
  const [order] = await t.db
    .insert(orders)
    .values({
      status: 'completed',
      step: 'pay',
      holdExpiresAt: completedAt,
      currency: 'usd',
      paymentMethod: 'card',
      completedAt: seed.status && !['completed', 'transferred'].includes(seed.status) ? null : completedAt,
      createdAt: completedAt,
      ...seed,
    })
    .returning({ id: orders.id });
  if (items.length) {
    await t.db
      .insert(orderItems)
      .values(items.map((item) => ({ name: 'General admission', basePrice: 0, baseFee: 0, issuedAt: completedAt, ...item, orderId: order!.id })));
  }
  return order!.id;
}
