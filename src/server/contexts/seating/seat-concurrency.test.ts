import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderSeatsReply } from '../../../contracts/event-seating.ts';
import { seatKey } from '../../../domain/seating/index.ts';
import { eventOccurrences, orders, seatStates } from '../../platform/db/schema/index.ts';
import { makeEvent } from '../../testing/events.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { racers } from '../../testing/test-databases.ts';
import { attendeesFor, buyer, completionDeps, confirm, expireHolds, postOrder } from '../checkout/checkout.fixtures.ts';
import { sweepExpiredHolds } from '../checkout/checkout.jobs.ts';
import { attach, createChart, holdRaw, row, smallChart } from './seating.fixtures.ts';

/**
 * 500 buyers race for the 100 seats of one chart (issue 32 "Must show"): single seats, adjacent pairs and best
 * available, all at once. Runs on PostgreSQL (vitest.postgres.config.ts), where the requests truly overlap, and with
 * 150 buyers (still more than the seats, with pairs and best available among them) on PGlite, whose one connection
 * runs them in turn. No seat is sold twice, every sold seat is on exactly one ticket, and once the abandoned holds end
 * every seat is sold or free.
 */

const t = useTestApp();
const ROWS = 'ABCDEFGHIJ'.split('');
const BUYERS = racers(500, 150);

/** A small deterministic generator (the race varies, the requests do not). */
function generator(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s % n;
  };
}

type Want = { kind: 'seats'; keys: string[] } | { kind: 'best'; quantity: number };

function wants(): Want[] {
  const next = generator(32);
  return Array.from({ length: BUYERS }, (_, i) => {
    const r = ROWS[next(ROWS.length)]!;
    const seat = 1 + next(9);
    if (i % 3 === 0) return { kind: 'seats', keys: [seatKey('Stalls', r, String(seat))] };
    if (i % 3 === 1) return { kind: 'seats', keys: [seatKey('Stalls', r, String(seat)), seatKey('Stalls', r, String(seat + 1))] };
    return { kind: 'best', quantity: 1 + (i % 2) };
  });
}

describe('seat holds under a rush', () => {
  it(`${BUYERS} buyers on 100 seats: no seat sold twice; after the holds end every seat is sold or free`, async () => {
    const owner = await signUpUser(t.app);
    const chart = await createChart(t, owner, owner.user.id, { document: smallChart(ROWS.map((r) => row(r, { seats: 10 }))) });
    const event = await makeEvent(t, owner, owner.user.id, {
      tickets: [{ name: 'Seat', price: 0, quantity: 1000, maxPerOrder: 2, seatsCategoryKeys: ['stalls'] }],
    });
    await attach(t, owner, event.id, chart.id);
    const [occurrence] = await t.db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, event.id));
    const type = event.ticketIds[0]!;

    const outcomes = await Promise.all(
      wants().map(async (want, i) => {
        const quantity = want.kind === 'seats' ? want.keys.length : want.quantity;
        const created = await postOrder(t, event.id, { tickets: { [type]: quantity } });
        if (created.statusCode !== 200) return { outcome: `order ${created.statusCode}` };
        const { order } = created.json();
        const body =
          want.kind === 'seats'
            ? { seats: want.keys.map((k) => ({ seatKey: k, ticketTypeId: type })) }
            : { bestAvailable: { categoryKey: 'stalls', ticketTypeId: type, quantity } };
        const held = await holdRaw(t, order.id, body);
        if (held.statusCode !== 200) return { outcome: `hold ${held.statusCode} ${held.json().reason}`, orderId: order.id };
        const { seatsHoldToken, seats } = orderSeatsReply.parse(held.json());
        expect(seats).toHaveLength(quantity);
        // One winner in five walks away: its hold must end by itself.
        if (i % 5 === 4) return { outcome: 'abandoned', orderId: order.id };
        const done = await confirm(t, order.id, {
          buyerAttributes: buyer,
          attendeesAttributes: attendeesFor(order.items),
          seatsHoldToken,
          seatsReserved: seats.map((s) => s.seatKey),
        });
        expect(done.statusCode, done.body).toBe(200);
        return { outcome: 'sold', orderId: order.id, seats: seats.map((s) => s.seatKey) };
      }),
    );

    const sold = outcomes.filter((o) => o.outcome === 'sold').flatMap((o) => o.seats ?? []);
    // Every outcome is an expected one (a seat taken, too few left together), never a server error.
    for (const o of outcomes) expect(o.outcome).toMatch(/^(sold|abandoned|hold 409 (seat_taken|not_enough_seats))$/);
    expect(new Set(sold).size).toBe(sold.length);
    expect(sold.length).toBeGreaterThan(0);

    const { rows: tickets } = await t.db.execute<{ seat: string; n: number }>(sql`
      select i.seat, count(*)::int as n from order_items i join orders o on o.id = i.order_id
      where o.event_id = ${event.id} and o.status = 'completed' group by 1`);
    // Each completed ticket names one seat, and no seat is on two tickets.
    expect(tickets.every((r) => r.seat !== null && Number(r.n) === 1)).toBe(true);
    expect(tickets).toHaveLength(sold.length);
    const soldRows = await t.db
      .select()
      .from(seatStates)
      .where(sql`${seatStates.occurrenceId} = ${occurrence!.id} and ${seatStates.state} = 'sold'`);
    expect(soldRows.map((r) => r.seatKey).sort()).toEqual([...sold].sort());

    // The abandoned holds end; the sweep tidies: every seat is sold or free, none held.
    const pending = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.eventId} = ${event.id} and ${orders.status} = 'pending'`);
    for (const p of pending) await expireHolds(t, p.id);
    await sweepExpiredHolds(completionDeps(t));
    const left = await t.db.select().from(seatStates).where(eq(seatStates.occurrenceId, occurrence!.id));
    expect(left.every((r) => r.state === 'sold')).toBe(true);
    expect(left).toHaveLength(sold.length);
  }, 300_000);
});
