import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { signupBody } from '../contracts/accounts.ts';
import { orderReply, type ConfirmOrderBody } from '../contracts/checkout.ts';
import { orderSeatsReply, seatStatusReply } from '../contracts/event-seating.ts';
import { managedEventReply, ticketTypesReply, type createEventBody } from '../contracts/events-management.ts';
import { chartView, type ChartDocument } from '../contracts/seating.ts';
import { SELECT_STEP_MS } from '../domain/checkout.ts';
import { expectReply } from './testing/replies.ts';
import { call, freePort, signUpOnServer, startServerProcess, type ServerProcess } from './testing/server-process.ts';

/**
 * kill -9 of `npm start` while buyers rush for seats (issue 32 "Must show"): after the restart no seat is both held
 * and sold, every completed order's tickets have their sold seats, and the holds left by the kill keep their
 * order's timer and end on it (read free the moment it passes, before any sweep).
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-seat-crash-'));
const lines: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(port: number) {
  const env = {
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    OVATION_SKIP_WEB_BUILD: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '1000',
  };
  const server = await startServerProcess({ port, env, log: (l) => lines.push(l) });
  servers.push(server);
  return server;
}

/** Four rows of ten seats. */
const CHART: ChartDocument = {
  version: 1,
  categories: [{ key: 'main', name: 'Main', color: '#225588' }],
  objects: 'ABCD'.split('').map((label, i) => ({
    type: 'row' as const,
    id: `row-${label}`,
    x: 0,
    y: i * 30,
    rotation: 0,
    section: '',
    label,
    numbering: { scheme: 'numeric' as const, start: 1, reversed: false },
    categoryKey: 'main',
    overrides: [],
    seats: 10,
    spacing: 20,
    curve: 0,
  })),
};

describe('kill -9 during a rush for seats', () => {
  it('leaves no seat both held and sold, and the holds end on their timer', async () => {
    const port = await freePort();
    let server = await start(port);
    // The embedded database's socket lives while its server does: one client per server.
    const dbUrl = `postgres://postgres:postgres@localhost/postgres?host=${encodeURIComponent(path.join(dataDir, 'socket'))}&sslmode=disable`;
    let db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    try {
      const email = `seats-${Date.now()}@crash.example.com`;
      const signup: z.input<typeof signupBody> = { firstName: 'Seat', lastName: 'Owner', email, password: 'crash-password' };
      const { userId: owner, cookie } = await signUpOnServer(server.base, signup);
      const chart = expectReply(
        await call(server.base, 'POST', `/api/v1/seat_charts?ownerId=${owner}`, { name: 'Crash hall', document: CHART }, cookie),
        201,
        chartView,
      );
      const day = 86_400_000;
      const eventInput: z.input<typeof createEventBody> = {
        ownerId: owner,
        name: 'Seat Crash',
        startsAt: new Date(Date.now() + 30 * day).toISOString(),
        endsAt: new Date(Date.now() + 30 * day + 3 * 3_600_000).toISOString(),
        location: { name: 'Crash Hall', city: 'London' },
      };
      const eventId = expectReply(await call(server.base, 'POST', '/api/v1/management/courses', eventInput, cookie), 201, managedEventReply).event.id;
      const tickets = { ticketTypes: [{ name: 'Seat', price: 0, quantity: 40, seatsCategoryKeys: ['main'] }] };
      const type = expectReply(
        await call(server.base, 'PUT', `/api/v1/management/courses/${eventId}/tickets`, tickets, cookie),
        200,
        ticketTypesReply,
      ).ticketTypes[0]!.id;
      expect((await call(server.base, 'PUT', `/api/v1/management/courses/${eventId}/seating`, { chartId: chart.id }, cookie)).statusCode).toBe(200);
      expect((await call(server.base, 'POST', `/api/v1/management/courses/${eventId}/publish`, undefined, cookie)).statusCode).toBe(200);

      // Buyers: an order, the best seat, then confirm (free: it completes), or walk away holding it (one in three).
      let stopped = false;
      let sold = 0;
      const purchase = async (n: number) => {
        const base = server.base;
        const created = await call(base, 'POST', `/api/v1/orders?event=${eventId}`, { tickets: { [type]: 1 } });
        if (created.statusCode !== 200) return;
        const { order } = expectReply(created, 200, orderReply);
        const held = await call(base, 'POST', `/api/v1/orders/${order.id}/seats`, {
          bestAvailable: { categoryKey: 'main', ticketTypeId: type, quantity: 1 },
        });
        if (held.statusCode !== 200 || n % 3 === 2) return;
        const { seatsHoldToken } = expectReply(held, 200, orderSeatsReply);
        const address = `buyer${n}@crash.example.com`;
        const info: ConfirmOrderBody = {
          buyerAttributes: { firstName: 'Seat', lastName: 'Buyer', email: address, emailConfirm: address },
          attendeesAttributes: order.items.map((i) => ({ itemId: i.id, firstName: 'Seat', lastName: 'Guest' })),
          seatsHoldToken,
        };
        if ((await call(base, 'POST', `/api/v1/orders/${order.id}/confirm`, info)).statusCode === 200) sold += 1;
      };
      const running = Promise.all(
        Array.from({ length: 6 }, async (_, b) => {
          for (let n = b; !stopped; n += 6) await purchase(n).catch(() => new Promise((r) => setTimeout(r, 50)));
        }),
      );
      for (const started = Date.now(); sold < 6 && Date.now() - started < 60_000;) await new Promise((r) => setTimeout(r, 50));
      await db.end();
      server.child.kill('SIGKILL');
      await server.exited;
      stopped = true;
      await running;
      expect(sold).toBeGreaterThanOrEqual(6);

      server = await start(port);
      db = new pg.Client({ connectionString: dbUrl });
      await db.connect();
      // No seat both held and sold: a completed order holds none, and each of its tickets has its sold seat.
      const {
        rows: [state],
      } = await db.query(
        `
        select
          (select count(*) from seat_states s join orders o on o.id = s.order_id where s.state = 'held' and o.status = 'completed')::int as held_by_completed,
          (select count(*) from seat_states s join orders o on o.id = s.order_id where s.state = 'sold' and o.status <> 'completed')::int as sold_to_open,
          (select count(*) from order_items i join orders o on o.id = i.order_id
            where o.event_id = $1 and o.status = 'completed' and not exists (
              select 1 from seat_states s where s.order_item_id = i.id and s.state = 'sold'))::int as tickets_without_seat,
          (select count(*) from seat_states where event_id = $1 and state = 'held')::int as held,
          (select count(*) from seat_states where event_id = $1 and state = 'sold')::int as sold,
          (select coalesce(max(extract(epoch from o.hold_expires_at - o.created_at)), 0) from seat_states s join orders o on o.id = s.order_id
            where s.state = 'held')::float as longest_hold_seconds`,
        [eventId],
      );
      expect(state).toMatchObject({ held_by_completed: 0, sold_to_open: 0, tickets_without_seat: 0 });
      expect(state.sold).toBeGreaterThanOrEqual(6);
      expect(state.held).toBeGreaterThan(0);
      // The holds keep the order's timer across the restart...
      expect(state.longest_hold_seconds).toBeLessThanOrEqual(SELECT_STEP_MS / 1000 + 1);
      // ...and end on it: once their timers pass, the map shows the sold seats only, before any sweep ran.
      await db.query(`update orders set hold_expires_at = now() - interval '1 second' where event_id = $1 and status = 'pending'`, [eventId]);
      const [occurrence] = (await db.query(`select id from event_occurrences where event_id = $1`, [eventId])).rows;
      const status = expectReply(
        await call(server.base, 'GET', `/api/v1/events/${eventId}/occurrences/${occurrence.id}/seats/status`),
        200,
        seatStatusReply,
      );
      expect(status.seats).toHaveLength(state.sold);
    } finally {
      await db.end().catch(() => undefined);
    }
  }, 300_000);
});
