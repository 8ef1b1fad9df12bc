import { expect } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { holds, outboxEvents, profiles, terminalReaders, ticketInventory } from '../../platform/db/schema/index.ts';
import type { SandboxProvider } from '../../platform/payments/sandbox.ts';
import { headers, makeEvent, type EventOptions, type Person } from '../../testing/events.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { ORDER_COMPLETED_QUEUE } from '../../platform/jobs/catalog.ts';
import { expectReply } from '../../testing/replies.ts';
import { completeOrderReply, confirmOrderReply, orderReply, type ConfirmOrderBody, type OrderSelectionBody } from '../../../contracts/checkout.ts';
import type { CompletionDeps } from './checkout-deps.ts';

/** Helpers the checkout API tests share: a connected owner, orders through the API, sandbox card payments. */

export const SUCCESS_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';
export const PROCESSING_CARD = '4000000000000077';
export const ZIP_CARD = '4000000000000036';

export const sandbox = (t: TestApp) => t.runtime.payments as SandboxProvider;

/** What completion and the sweep need, from the test app (the worker's view). */
export const completionDeps = (t: TestApp): CompletionDeps => ({ db: t.db, jobs: t.jobs, payments: t.runtime.payments });

/** Connects an owner profile to the sandbox provider (the payouts settings' one click). */
export async function connectPayments(t: TestApp, profileId: string) {
  const { accountId } = await t.runtime.payments.createAccount({ id: profileId, email: null });
  await t.db.update(profiles).set({ paymentAccountId: accountId }).where(eq(profiles.id, profileId));
  return accountId;
}

/** A published event of a connected owner. */
export async function paidEvent(t: TestApp, owner: Person, opts: EventOptions = {}) {
  await connectPayments(t, owner.user.id);
  return makeEvent(t, owner, owner.user.id, opts);
}

/** Connects the owner and pairs a sandbox card reader ('Front door') with it; returns the provider's reader id. */
export async function doorReader(t: TestApp, ownerId: string) {
  const accountId = await connectPayments(t, ownerId);
  const reader = await t.runtime.payments.registerReader(accountId, {
    name: 'Front door',
    pairingCode: 'simulated-wpe',
    locationId: 'tml_sandbox_test',
  });
  await t.db.insert(terminalReaders).values({ ownerId, name: 'Front door', providerReaderId: reader.id });
  return reader.id;
}

export interface Caller {
  person?: Person;
  cookie?: string;
}

const callerHeaders = (c?: Caller) => ({
  ...headers(c?.person),
  ...(c?.cookie ? { cookie: [c.person?.cookie, c.cookie].filter(Boolean).join('; ') } : {}),
});

/** POST /api/v1/orders?event=&promoCode=; answers the raw reply (tests check refusals on it). */
export function postOrder(t: TestApp, eventId: string, body: OrderSelectionBody, opts: Caller & { promoCode?: string } = {}) {
  const q = new URLSearchParams({ event: eventId, ...(opts.promoCode ? { promoCode: opts.promoCode } : {}) });
  return t.app.inject({ method: 'POST', url: `/api/v1/orders?${q}`, payload: body, headers: callerHeaders(opts) });
}

/** Creates an order and expects it to succeed; returns the reply. */
export async function order(t: TestApp, eventId: string, body: OrderSelectionBody, opts: Caller & { promoCode?: string } = {}) {
  return expectReply(await postOrder(t, eventId, body, opts), 200, orderReply);
}

export const buyer = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada.buyer@example.com',
  emailConfirm: 'ADA.buyer@example.com',
} satisfies ConfirmOrderBody['buyerAttributes'];

/** POST /api/v1/orders/:id/confirm; answers the raw reply (tests check refusals on it). */
export function confirm(t: TestApp, orderId: string, body: ConfirmOrderBody = { buyerAttributes: buyer }, caller?: Caller) {
  return t.app.inject({ method: 'POST', url: `/api/v1/orders/${orderId}/confirm`, payload: body, headers: callerHeaders(caller) });
}

/** Attendee names for every item of an order reply (each-attendee mode). */
export const attendeesFor = (items: { id: string }[]) =>
  items.map((i, n) => ({ itemId: i.id, firstName: 'Guest', lastName: `Number${'abcdefghijklmnopqrstuvwxyz'[n % 26]}` }));

/** POST /api/v1/orders/:id/complete; answers the raw reply. */
export function complete(t: TestApp, orderId: string, caller?: Caller) {
  return t.app.inject({ method: 'POST', url: `/api/v1/orders/${orderId}/complete`, headers: callerHeaders(caller) });
}

/** The buyer's card form: confirms the payment of a payment request with a sandbox test card. */
export function payCard(t: TestApp, request: { paymentId: string; clientSecret: string }, number = SUCCESS_CARD) {
  return sandbox(t).confirmCard(request.paymentId, request.clientSecret, {
    number,
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cvc: '123',
    zip: '10001',
  });
}

/** Create -> confirm -> card -> complete; returns the order id. */
export async function buy(t: TestApp, eventId: string, tickets: Record<string, number>, caller?: Caller): Promise<string> {
  const created = await order(t, eventId, { tickets }, caller);
  const confirmed = await confirm(t, created.order.id, { buyerAttributes: buyer, attendeesAttributes: attendeesFor(created.order.items) }, caller);
  const body = expectReply(confirmed, 200, confirmOrderReply);
  if (!body.final) {
    if (!body.paymentRequest) throw new Error(`Order ${created.order.id} to pay has no payment request`);
    await payCard(t, body.paymentRequest);
    const done = expectReply(await complete(t, created.order.id, caller), 200, completeOrderReply);
    expect(done.status).toBe('succeeded');
  }
  return created.order.id;
}

export async function inventory(t: TestApp, ticketTypeId: string) {
  const [row] = await t.db.select().from(ticketInventory).where(eq(ticketInventory.ticketTypeId, ticketTypeId));
  const [live] = await t.db
    .select({ n: sql<number>`coalesce(sum(${holds.quantity}), 0)::int` })
    .from(holds)
    .where(and(eq(holds.ticketTypeId, ticketTypeId), sql`${holds.releasedAt} is null and ${holds.expiresAt} > now()`));
  return { sold: row?.sold ?? 0, held: row?.held ?? 0, liveHeld: Number(live?.n ?? 0) };
}

export async function outboxCount(t: TestApp, type: string, orderId: string) {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(outboxEvents)
    .where(and(eq(outboxEvents.type, type), sql`${outboxEvents.payload}->>'orderId' = ${orderId}`));
  return Number(row?.n ?? 0);
}

/** Confirmation e-mail jobs enqueued for an order (active, done or archived). */
export async function completedJobs(t: TestApp, orderId: string) {
  const result = await t.db.execute<{ n: number }>(sql`
    select (select count(*) from pgboss.job where name = ${ORDER_COMPLETED_QUEUE} and data->>'orderId' = ${orderId})
      + (select count(*) from pgboss.archive where name = ${ORDER_COMPLETED_QUEUE} and data->>'orderId' = ${orderId}) as n`);
  return Number(result.rows[0]?.n ?? 0);
}

/** Makes an order's holds (and timer) expire now. */
export async function expireHolds(t: TestApp, orderId: string) {
  await t.db.execute(sql`update holds set expires_at = now() - interval '1 second' where order_id = ${orderId}`);
  await t.db.execute(sql`update orders set hold_expires_at = now() - interval '1 second' where id = ${orderId}`);
}
