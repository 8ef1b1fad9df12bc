import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { eventOccurrences, events, orders, ticketInventory, ticketTypes } from '../../platform/db/schema/index.ts';
import { ticketSales } from '../events/sales.ts';
import {
  availableQuantity,
  NotEnoughTickets,
  releaseHolds,
  releaseHoldsOf,
  returnSold,
  sellHeld,
  takeHolds,
  type HoldLine,
} from './inventory.service.ts';

/** A festival pass takes one place on each of its dates, atomically (docs/decisions/tickets.md). */
const t = useTestApp();
const DAY = 86_400_000;
let ownerId: string;
beforeAll(async () => {
  ownerId = (await signUpUser(t.app)).user.id;
});

async function festival(quantity: number) {
  const [event] = await t.db.insert(events).values({ ownerId, name: 'Festival', timezone: 'UTC', currency: 'usd' }).returning();
  const dates = await t.db
    .insert(eventOccurrences)
    .values(
      [1, 2, 3].map((d) => ({
        eventId: event!.id,
        startsAt: new Date(Date.now() + d * DAY),
        endsAt: new Date(Date.now() + d * DAY + 3_600_000),
        timezone: 'UTC',
      })),
    )
    .returning();
  const type = async (values: Partial<typeof ticketTypes.$inferInsert>) =>
    (
      await t.db
        .insert(ticketTypes)
        .values({ eventId: event!.id, name: 'Pass', price: 0, currency: 'usd', quantity, ...values })
        .returning()
    )[0]!;
  const newOrder = async () =>
    (
      await t.db
        .insert(orders)
        .values({ eventId: event!.id, occurrenceId: dates[0]!.id, ownerId, currency: 'usd', holdExpiresAt: new Date(Date.now() + 60_000) })
        .returning()
    )[0]!.id;
  return { dates: dates.map((d) => d.id), type, newOrder };
}

/** sold/held per date of a ticket type, in date order. */
async function perDate(typeId: string, dates: string[]) {
  const rows = await t.db.select().from(ticketInventory).where(eq(ticketInventory.ticketTypeId, typeId));
  return dates.map((d) => {
    const row = rows.find((r) => r.occurrenceId === d);
    return [row?.sold ?? 0, row?.held ?? 0];
  });
}

const hold = (orderId: string, lines: HoldLine[]) => t.db.transaction((tx) => takeHolds(tx, orderId, lines, new Date(Date.now() + 60_000)));
const sell = (orderId: string, lines: HoldLine[]) =>
  t.db.transaction(async (tx) => {
    const released = await tx.execute<{ ticket_type_id: string; occurrence_id: string; quantity: number }>(
      releaseHoldsOf(sql`(select ${orderId}::uuid as id) o`),
    );
    await sellHeld(
      tx,
      released.rows.map((r) => ({ ticketTypeId: r.ticket_type_id, occurrenceId: r.occurrence_id, quantity: Number(r.quantity) })),
      lines,
    );
  });

describe('pass inventory', () => {
  it('holds, sells and gives back one place on each of the pass dates', async () => {
    const f = await festival(5);
    const pass = await f.type({ admission: 'pass' });
    const line = (q: number) => [{ ticketTypeId: pass.id, occurrenceId: f.dates[0]!, quantity: q }];
    const a = await f.newOrder();
    await hold(a, line(2));
    expect(await perDate(pass.id, f.dates)).toEqual([
      [0, 2],
      [0, 2],
      [0, 2],
    ]);
    await sell(a, line(2));
    expect(await perDate(pass.id, f.dates)).toEqual([
      [2, 0],
      [2, 0],
      [2, 0],
    ]);
    await t.db.transaction((tx) => returnSold(tx, line(1)[0]!));
    expect(await perDate(pass.id, f.dates)).toEqual([
      [1, 0],
      [1, 0],
      [1, 0],
    ]);
    expect(await availableQuantity(t.db, pass.id, f.dates[2]!)).toBe(4);
  });

  it('a pass for chosen dates takes places on those only; a full date refuses the whole pass', async () => {
    const f = await festival(3);
    const weekend = await f.type({ admission: 'pass', passOccurrenceIds: [f.dates[1]!, f.dates[2]!] });
    // Two places of the last date were taken before the pass's dates were chosen (an edit after sales).
    await t.db.insert(ticketInventory).values({ ticketTypeId: weekend.id, occurrenceId: f.dates[2]!, sold: 2 });
    const a = await f.newOrder();
    await expect(hold(a, [{ ticketTypeId: weekend.id, occurrenceId: f.dates[0]!, quantity: 2 }])).rejects.toBeInstanceOf(NotEnoughTickets);
    expect(await perDate(weekend.id, f.dates)).toEqual([
      [0, 0],
      [0, 0],
      [2, 0],
    ]);
    await hold(a, [{ ticketTypeId: weekend.id, occurrenceId: f.dates[0]!, quantity: 1 }]);
    expect(await perDate(weekend.id, f.dates)).toEqual([
      [0, 0],
      [0, 1],
      [2, 1],
    ]);
    await releaseHolds(t.db, a);
    const [row] = await t.db
      .select()
      .from(ticketInventory)
      .where(and(eq(ticketInventory.ticketTypeId, weekend.id), eq(ticketInventory.occurrenceId, f.dates[1]!)));
    expect(row!.held).toBe(0);
  });

  it('counts a pass sold once in the sales over all dates, not once per date', async () => {
    const f = await festival(5);
    const pass = await f.type({ admission: 'pass' });
    const a = await f.newOrder();
    const line = [{ ticketTypeId: pass.id, occurrenceId: f.dates[0]!, quantity: 2 }];
    await hold(a, line);
    await sell(a, line);
    const sales = ticketSales(t.db);
    const [row] = await t.db.select({ sold: sales.sold }).from(sales).where(eq(sales.ticketTypeId, pass.id));
    expect(row!.sold).toBe(2);
  });
});
