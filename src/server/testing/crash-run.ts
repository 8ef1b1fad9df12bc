/**
 * One crash run (the crash test and bench/crash.ts): a server on a fresh data directory (or database), a small
 * rush of sandbox card checkouts over HTTP, kill -9 of the server mid-rush, a restart on the same data, then the
 * invariants, polled until they hold or `recoverWithinMs` passes: every succeeded payment's order completed or
 * refunded, every completed order's confirmation e-mail sent once, nothing oversold.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { z } from 'zod';
import type { signupBody } from '../../contracts/accounts.ts';
import { completeOrderReply, confirmOrderReply, orderReply, type ConfirmOrderBody, type OrderSelectionBody } from '../../contracts/checkout.ts';
import { managedEventReply, publishReply, ticketTypesReply, type createEventBody, type ticketTypesBody } from '../../contracts/events-management.ts';
import { sandboxPayment, type sandboxConfirmBody } from '../../contracts/payments.ts';
import { ContractDriftError, expectReply } from './replies.ts';
import { startCluster } from './cluster.ts';
import { call, freePort, signUpOnServer, startServerProcess } from './server-process.ts';

const CARD: z.input<typeof sandboxConfirmBody>['card'] = {
  number: '4242424242424242',
  expMonth: 12,
  expYear: new Date().getFullYear() + 3,
  cvc: '123',
  zip: '10001',
};

export interface CrashRunOptions {
  /** PostgreSQL database for the server (created empty by the caller); default the embedded database. */
  databaseUrl?: string;
  buyers?: number;
  capacity?: number;
  /** The server is killed once this many checkouts succeeded (so the rush is in full swing), after a random 0-1 s. */
  killAfterCheckouts?: number;
  recoverWithinMs?: number;
  log?: (line: string) => void;
}

export interface CrashCounts {
  /** Orders completed before and after the crash. */
  completed: number;
  /** Paid orders failed and refunded (their seats were gone). */
  refunded: number;
  /** Succeeded payments whose order is neither completed nor refunded. */
  paidNotCompleted: number;
  /** Completed orders without their confirmation e-mail. */
  missingMail: number;
  /** Completed orders with more than one confirmation e-mail. */
  duplicateMail: number;
  /** Seats sold beyond the capacity, or tickets issued beyond it. */
  oversold: number;
}

export interface CrashRunResult extends CrashCounts {
  /** Checkouts that reached 'succeeded' before the kill. */
  succeededBeforeKill: number;
  /** Seconds from the restart's health (a cluster run: from the kill) until the invariants held; null if never in time. */
  recoveredInSeconds: number | null;
}

/** An owner with a connected sandbox account and a published event of `capacity` seats. */
export async function seedPaidEvent(base: string, db: pg.Client, capacity: number) {
  const email = `owner-${Date.now()}@crash.example.com`;
  const signupInput: z.input<typeof signupBody> = {
    firstName: 'Crash',
    lastName: 'Owner',
    email,
    password: 'crash-password',
    username: `crash${Date.now()}`,
  };
  const { userId: owner, cookie } = await signUpOnServer(base, signupInput);
  await db.query(`update profiles set payment_account_id = $1 where id = $2`, [`acct_sandbox_${owner.replace(/-/g, '').slice(0, 16)}`, owner]);
  await db.query(`update users set email_verified_at = now() where profile_id = $1`, [owner]);
  const day = 86_400_000;
  const eventInput: z.input<typeof createEventBody> = {
    ownerId: owner,
    name: 'Crash Night',
    startsAt: new Date(Date.now() + 30 * day).toISOString(),
    endsAt: new Date(Date.now() + 30 * day + 3 * 3_600_000).toISOString(),
    location: { name: 'Crash Hall', city: 'London' },
    currency: 'usd',
  };
  const created = expectReply(await call(base, 'POST', '/api/v1/management/courses', eventInput, cookie), 201, managedEventReply);
  const eventId = created.event.id;
  const ticketsInput: z.input<typeof ticketTypesBody> = { ticketTypes: [{ name: 'General admission', price: 2500, quantity: capacity }] };
  const tickets = expectReply(await call(base, 'PUT', `/api/v1/management/courses/${eventId}/tickets`, ticketsInput, cookie), 200, ticketTypesReply);
  expectReply(await call(base, 'POST', `/api/v1/management/courses/${eventId}/publish`, undefined, cookie), 200, publishReply);
  return { eventId, ticketTypeId: tickets.ticketTypes[0]!.id, ownerId: owner, ownerCookie: cookie };
}

/**
 * One sandbox card checkout over HTTP (create -> confirm -> card -> complete): true when the order completed. A
 * refused step ends it (false); a reply that drifted from its contract throws.
 */
export async function purchase(base: string, eventId: string, ticketTypeId: string, n: number): Promise<boolean> {
  const orderInput: OrderSelectionBody = { tickets: { [ticketTypeId]: 1 }, paymentMethod: 'card' };
  const created = await call(base, 'POST', `/api/v1/orders?event=${eventId}`, orderInput);
  if (created.statusCode !== 200) return false;
  const { order } = expectReply(created, 200, orderReply);
  const email = `buyer${n}@crash.example.com`;
  const confirmInput: ConfirmOrderBody = {
    buyerAttributes: { firstName: 'Crash', lastName: 'Buyer', email, emailConfirm: email },
    attendeesAttributes: order.items.map((i) => ({ itemId: i.id, firstName: 'Crash', lastName: 'Guest' })),
  };
  const confirmed = await call(base, 'POST', `/api/v1/orders/${order.id}/confirm`, confirmInput);
  if (confirmed.statusCode !== 200) return false;
  const request = expectReply(confirmed, 200, confirmOrderReply).paymentRequest;
  if (!request) throw new Error(`Order ${order.id} of a paid ticket has no payment request`);
  const cardInput: z.input<typeof sandboxConfirmBody> = { clientSecret: request.clientSecret, card: CARD };
  const paid = await call(base, 'POST', `/api/v1/sandbox/payments/${request.paymentId}/confirm`, cardInput);
  if (paid.statusCode !== 200) return false;
  expectReply(paid, 200, sandboxPayment);
  const done = await call(base, 'POST', `/api/v1/orders/${order.id}/complete`, {});
  if (done.statusCode !== 200) return false;
  return expectReply(done, 200, completeOrderReply).status === 'succeeded';
}

/**
 * Buyers doing create -> confirm -> card -> complete until `stop()`; counts the checkouts that succeeded. A refused
 * step (the rush, the kill) ends that purchase; a reply that drifted from its contract stops the rush and fails
 * `stop()`.
 */
function rush(base: string, eventId: string, ticketTypeId: string, buyers: number) {
  let stopped = false;
  let succeeded = 0;
  let drift: ContractDriftError | undefined;
  const buyer = async (n: number) => {
    while (!stopped && !drift) {
      await purchase(base, eventId, ticketTypeId, n).then(
        (completed) => {
          if (completed) succeeded += 1;
        },
        (e: unknown) => {
          if (e instanceof ContractDriftError) drift ??= e;
          return new Promise((r) => setTimeout(r, 50));
        },
      );
    }
  };
  const running = Promise.all(Array.from({ length: buyers }, (_, n) => buyer(n)));
  return {
    get succeeded() {
      return succeeded;
    },
    async stop() {
      stopped = true;
      await running;
      if (drift) throw drift;
      return succeeded;
    },
  };
}

/** The invariants, read from the database. */
export async function crashCounts(db: pg.Client, eventId: string): Promise<CrashCounts> {
  const { rows } = await db.query(
    `with mails as (
       select o.id, (select count(*) from mail_outbox m where m.subject like 'Your tickets%' and m.text like '%Order ' || o.id::text || '%') as n
       from orders o where o.event_id = $1 and o.status = 'completed')
     select
       (select count(*) from orders where event_id = $1 and status = 'completed')::int as completed,
       (select count(*) from orders o join sandbox_payments p on p.id = o.payment_id
         where o.event_id = $1 and o.status = 'failed' and p.status = 'succeeded' and p.refunded_amount >= p.amount)::int as refunded,
       (select count(*) from orders o join sandbox_payments p on p.id = o.payment_id
         where o.event_id = $1 and p.status = 'succeeded' and o.status not in ('completed', 'transferred')
           and not (o.status = 'failed' and p.refunded_amount >= p.amount))::int as "paidNotCompleted",
       (select count(*) from mails where n = 0)::int as "missingMail",
       (select count(*) from mails where n > 1)::int as "duplicateMail",
       (select coalesce(sum(greatest(0, i.sold - tt.quantity)), 0) + coalesce(sum(greatest(0, (select count(*) from order_items oi
           join orders o on o.id = oi.order_id where oi.ticket_type_id = tt.id and o.status = 'completed' and oi.qr_token is not null) - tt.quantity)), 0)
         from ticket_types tt join ticket_inventory i on i.ticket_type_id = tt.id where tt.event_id = $1)::int as oversold`,
    [eventId],
  );
  return rows[0] as CrashCounts;
}

/** A rush from one address: its sign-ups, sign-ins and orders must not meet the limits. */
const CRASH_LIMITS = { RATE_LIMIT_SCALE: '1000', LOGIN_RATE_LIMIT: '1000' };

const healthy = (c: CrashCounts) => c.paidNotCompleted === 0 && c.missingMail === 0 && c.duplicateMail === 0 && c.oversold === 0;

/** Once `killAt` checkouts succeeded (so the rush is in full swing), after a random 0-1 s: when to kill. */
async function inFullSwing(buyers: ReturnType<typeof rush>, killAt: number): Promise<void> {
  for (const start = Date.now(); buyers.succeeded < killAt && Date.now() - start < 60_000;) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, Math.random() * 1_000));
}

/** Polls the invariants until they hold or `withinMs` after `since` passes: the counts, and the seconds it took. */
async function whole(db: pg.Client, eventId: string, since: number, withinMs: number) {
  let counts = await crashCounts(db, eventId);
  while (!healthy(counts) && Date.now() < since + withinMs) {
    await new Promise((r) => setTimeout(r, 1_000));
    counts = await crashCounts(db, eventId);
  }
  return { ...counts, recoveredInSeconds: healthy(counts) ? Math.round((Date.now() - since) / 100) / 10 : null };
}

export async function crashRun(opts: CrashRunOptions = {}): Promise<CrashRunResult> {
  const log = opts.log ?? (() => undefined);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-crash-'));
  const port = await freePort();
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    OVATION_SKIP_WEB_BUILD: 'true',
    LOG_LEVEL: 'warn',
    ...CRASH_LIMITS,
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
  };
  // The embedded database is reached over its socket in DATA_DIR while its server runs.
  const dbUrl =
    opts.databaseUrl ?? `postgres://postgres:postgres@localhost/postgres?host=${encodeURIComponent(path.join(dataDir, 'socket'))}&sslmode=disable`;
  let server = await startServerProcess({ env, port, log });
  let db = new pg.Client({ connectionString: dbUrl });
  try {
    await db.connect();
    const { eventId, ticketTypeId } = await seedPaidEvent(server.base, db, opts.capacity ?? 60);
    await db.end();
    const buyers = rush(server.base, eventId, ticketTypeId, opts.buyers ?? 12);
    await inFullSwing(buyers, opts.killAfterCheckouts ?? 5);
    server.child.kill('SIGKILL');
    await server.exited;
    const succeededBeforeKill = await buyers.stop();

    server = await startServerProcess({ env, port, log });
    const restarted = Date.now();
    db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    return { ...(await whole(db, eventId, restarted, opts.recoverWithinMs ?? 120_000)), succeededBeforeKill };
  } finally {
    await db.end().catch(() => undefined);
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The same rush through HAProxy to two API processes and a worker on PostgreSQL (testing/cluster.ts); one API
 * process is killed with -9 mid-rush and stays dead: the other and the worker must make everything whole, timed from
 * the kill.
 */
export async function clusterCrashRun(opts: CrashRunOptions & { databaseUrl: string }): Promise<CrashRunResult> {
  const cluster = await startCluster({ databaseUrl: opts.databaseUrl, env: CRASH_LIMITS, log: opts.log });
  const db = new pg.Client({ connectionString: opts.databaseUrl });
  try {
    await db.connect();
    const { eventId, ticketTypeId } = await seedPaidEvent(cluster.apis[0]!.base, db, opts.capacity ?? 60);
    const buyers = rush(cluster.base, eventId, ticketTypeId, opts.buyers ?? 12);
    await inFullSwing(buyers, opts.killAfterCheckouts ?? 5);
    await cluster.kill(cluster.apis[0]!);
    const killed = Date.now();
    const succeededBeforeKill = await buyers.stop();
    return { ...(await whole(db, eventId, killed, opts.recoverWithinMs ?? 120_000)), succeededBeforeKill };
  } finally {
    await db.end().catch(() => undefined);
    await cluster.stop();
  }
}
