import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { eventOccurrences, events, orders, ticketInventory, ticketTypes } from '../../platform/db/schema/index.ts';
import {
  availableQuantity,
  NotEnoughTickets,
  releaseExpiredHolds,
  releaseHolds,
  releaseHoldsOf,
  sellHeld,
  takeHolds,
  type HoldLine,
} from './inventory.service.ts';
import { expireHolds } from './checkout.fixtures.ts';

const t = useTestApp();
let ownerId: string;
beforeAll(async () => {
  ownerId = (await signUpUser(t.app)).user.id;
});

async function fixture(quantity: number) {
  const [event] = await t.db.insert(events).values({ ownerId, name: 'Inventory test', timezone: 'UTC', currency: 'usd' }).returning();
  const [occurrence] = await t.db
    .insert(eventOccurrences)
    .values({ eventId: event!.id, startsAt: new Date(Date.now() + 86_400_000), endsAt: new Date(Date.now() + 90_000_000), timezone: 'UTC' })
    .returning();
  const [ticket] = await t.db.insert(ticketTypes).values({ eventId: event!.id, name: 'GA', price: 1000, currency: 'usd', quantity }).returning();
  const newOrder = async () => {
    const [o] = await t.db
      .insert(orders)
      .values({ eventId: event!.id, occurrenceId: occurrence!.id, ownerId, currency: 'usd', holdExpiresAt: new Date(Date.now() + 60_000) })
      .returning();
    return o!.id;
  };
  const line = (q: number) => ({ ticketTypeId: ticket!.id, occurrenceId: occurrence!.id, quantity: q });
  const counts = async () => {
    const [row] = await t.db.select().from(ticketInventory).where(eq(ticketInventory.ticketTypeId, ticket!.id));
    return { sold: row?.sold ?? 0, held: row?.held ?? 0, available: await availableQuantity(t.db, ticket!.id, occurrence!.id) };
  };
  return { newOrder, line, counts };
}

const hold = (orderId: string, lines: Parameters<typeof takeHolds>[2]) =>
  t.db.transaction((tx) => takeHolds(tx, orderId, lines, new Date(Date.now() + 60_000)));

/** What completion does: its statement releases the order's holds (releaseHoldsOf), then sellHeld sells them. */
const sell = (orderId: string, lines: HoldLine[]) =>
  t.db.transaction(async (tx) => {
    const released = await tx.execute<{ ticket_type_id: string; occurrence_id: string; quantity: number }>(
      releaseHoldsOf(sql`(select ${orderId}::uuid as id) o`),
    );
    const holds = released.rows.map((r) => ({ ticketTypeId: r.ticket_type_id, occurrenceId: r.occurrence_id, quantity: Number(r.quantity) }));
    await sellHeld(tx, holds, lines);
  });

describe('inventory', () => {
  it('holds, refuses what does not fit, releases, and sells: sold + held + available = capacity', async () => {
    const f = await fixture(5);
    const a = await f.newOrder();
    await hold(a, [f.line(3)]);
    expect(await f.counts()).toEqual({ sold: 0, held: 3, available: 2 });
    const b = await f.newOrder();
    await expect(hold(b, [f.line(3)])).rejects.toBeInstanceOf(NotEnoughTickets);
    expect(await f.counts()).toEqual({ sold: 0, held: 3, available: 2 });
    await hold(b, [f.line(2)]);
    await sell(a, [f.line(3)]);
    expect(await f.counts()).toEqual({ sold: 3, held: 2, available: 0 });
    await releaseHolds(t.db, b);
    expect(await f.counts()).toEqual({ sold: 3, held: 0, available: 2 });
  });

  it('stops counting an expired hold at once and lets another buyer take it', async () => {
    const f = await fixture(2);
    const a = await f.newOrder();
    await hold(a, [f.line(2)]);
    await expireHolds(t, a); // the database decides expiry (SQL now()): the hold's end moves into the past
    expect((await f.counts()).available).toBe(2);
    const b = await f.newOrder();
    await hold(b, [f.line(2)]);
    expect(await f.counts()).toEqual({ sold: 0, held: 2, available: 0 });
    // The first order's payment arrives late: its tickets are gone.
    await expect(sell(a, [f.line(2)])).rejects.toBeInstanceOf(NotEnoughTickets);
    expect(await f.counts()).toEqual({ sold: 0, held: 2, available: 0 });
  });

  it('sells a late payment from what is left when its hold expired but seats remain', async () => {
    const f = await fixture(4);
    const a = await f.newOrder();
    await hold(a, [f.line(2)]);
    await expireHolds(t, a);
    expect(await releaseExpiredHolds(t.db)).toContain(a);
    await sell(a, [f.line(2)]);
    expect(await f.counts()).toEqual({ sold: 2, held: 0, available: 2 });
  });

  it('200 concurrent buyers on 50 tickets hold exactly 50', async () => {
    const f = await fixture(50);
    const orderIds = await Promise.all(Array.from({ length: 200 }, () => f.newOrder()));
    const results = await Promise.allSettled(orderIds.map((id) => hold(id, [f.line(1)])));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(50);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason instanceof NotEnoughTickets)).toBe(true);
    expect(await f.counts()).toEqual({ sold: 0, held: 50, available: 0 });
    const [{ n } = { n: 0 }] = await t.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from holds where released_at is null and ticket_type_id in (select ticket_type_id from ticket_inventory where held = 50)`,
      )
      .then((r) => r.rows);
    expect(Number(n)).toBe(50);
  }, 60_000);
});
