import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { transferBody } from '../../../contracts/tickets.ts';
import {
  eventCollaborators,
  eventOccurrences,
  events,
  orderItems,
  orders,
  outboxEvents,
  ticketInventory,
  ticketTypes,
  users,
} from '../../platform/db/schema/index.ts';
import { MAIL_QUEUE } from '../../platform/jobs/catalog.ts';
import type { SandboxProvider } from '../../platform/payments/sandbox.ts';
import { newToken } from '../../platform/tokens.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { headers, type Person } from '../../testing/events.ts';
import { availableQuantity } from '../checkout/inventory.service.ts';

/**
 * Test data for the tickets context, inserted directly (checkout is built beside it): an event with one date and
 * one ticket type, and a completed order whose tickets are issued the way checkout issues them (qrToken,
 * issuedAt, holder), with the seats counted as sold. A paid order gets a real sandbox payment to refund.
 */
export interface TicketFixtureOptions {
  owner: Person;
  buyer?: Person | null;
  buyerEmail?: string;
  buyerName?: [string, string];
  /** Tickets in the order. */
  count?: number;
  price?: number;
  fee?: number;
  capacity?: number;
  /** Create and confirm a sandbox card payment for the order total. */
  paid?: boolean;
  paymentMethod?: 'card' | 'free' | 'cash';
  donation?: number;
  discount?: number;
  /** Event settings. */
  event?: Partial<typeof events.$inferInsert>;
  startsAt?: Date;
  endsAt?: Date;
  doorTime?: Date | null;
  timezone?: string;
  /** Reuse an event (and its date and ticket type) instead of creating one. */
  reuse?: Pick<TicketFixture, 'event' | 'occurrence' | 'ticketType'>;
  attendees?: { firstName: string; lastName: string; email: string; holderUserId?: string | null }[];
}

export type TicketFixture = Awaited<ReturnType<typeof makeTicketFixture>>;

const HOUR = 3_600_000;

/** Attendees with names that sort apart (the guests list, its exports and moves); tests take as many as they need. */
export const ATTENDEES = [
  { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com' },
  { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
  { firstName: 'Katherine', lastName: 'Johnson', email: 'kj@example.com' },
] as const;

export async function makeTicketFixture(t: TestApp, opts: TicketFixtureOptions) {
  const count = opts.count ?? 2;
  const price = opts.price ?? 1500;
  const fee = opts.fee ?? (price > 0 ? 84 : 0);
  const timezone = opts.timezone ?? 'Europe/London';
  const startsAt = opts.startsAt ?? new Date(Date.now() + 5 * 24 * HOUR);
  const endsAt = opts.endsAt ?? new Date(startsAt.getTime() + 3 * HOUR);

  let event: typeof events.$inferSelect;
  let occurrence: typeof eventOccurrences.$inferSelect;
  let ticketType: typeof ticketTypes.$inferSelect;
  if (opts.reuse) {
    ({ event, occurrence, ticketType } = opts.reuse);
  } else {
    [event] = (await t.db
      .insert(events)
      .values({
        ownerId: opts.owner.user.id,
        name: 'Jazz Night',
        timezone,
        currency: 'usd',
        published: true,
        startsAt,
        endsAt,
        doorTime: opts.doorTime === undefined ? new Date(startsAt.getTime() - HOUR) : opts.doorTime,
        locationName: 'Lovelace Hall',
        address: '1 Analytical Way',
        city: 'London',
        ...opts.event,
      })
      .returning()) as [typeof events.$inferSelect];
    [occurrence] = (await t.db
      .insert(eventOccurrences)
      .values({
        eventId: event.id,
        startsAt,
        endsAt,
        doorTime: opts.doorTime === undefined ? new Date(startsAt.getTime() - HOUR) : opts.doorTime,
        timezone,
      })
      .returning()) as [typeof eventOccurrences.$inferSelect];
    [ticketType] = (await t.db
      .insert(ticketTypes)
      .values({ eventId: event.id, name: 'General admission', price, fee, currency: 'usd', quantity: opts.capacity ?? 100 })
      .returning()) as [typeof ticketTypes.$inferSelect];
  }

  const buyer = opts.buyer === undefined ? null : opts.buyer;
  const buyerEmail = opts.buyerEmail ?? buyer?.email ?? `guest-${randomUUID().slice(0, 8)}@example.com`;
  const [firstName, lastName] = opts.buyerName ?? ['Ada', 'Lovelace'];
  // As checkout records them: subtotal is prices plus fees before discounts; total = subtotal - discount + donation.
  const subtotal = (price + fee) * count;
  const feeTotal = fee * count;
  const discount = opts.discount ?? 0;
  const donation = opts.donation ?? 0;
  const total = subtotal - discount + donation;
  const paymentMethod = opts.paymentMethod ?? (price > 0 ? 'card' : 'free');
  const [order] = (await t.db
    .insert(orders)
    .values({
      eventId: event.id,
      occurrenceId: occurrence.id,
      ownerId: event.ownerId,
      userId: buyer?.user.id ?? null,
      status: 'completed',
      step: 'pay',
      holdExpiresAt: new Date(Date.now() + 60_000),
      currency: 'usd',
      subtotal,
      feeTotal,
      discountTotal: discount,
      donationAmount: donation,
      total,
      paymentMethod,
      buyerFirstName: firstName,
      buyerLastName: lastName,
      buyerEmail,
      completedAt: new Date(),
    })
    .returning()) as [typeof orders.$inferSelect];

  let paymentId: string | null = null;
  if (opts.paid ?? (price > 0 && paymentMethod === 'card')) {
    const payments = t.runtime.payments as SandboxProvider;
    const payment = await payments.createPayment({
      amount: total,
      currency: 'usd',
      accountId: `acct_sandbox_${event.ownerId.replace(/-/g, '').slice(0, 16)}`,
      applicationFee: feeTotal,
      method: 'card',
      idempotencyKey: `tickets-fixture-${order.id}`,
      metadata: { fixture: 'tickets' },
    });
    const confirmed = await payments.confirmCard(payment.id, payment.clientSecret, {
      number: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getFullYear() + 2,
      cvc: '123',
      zip: '12345',
    });
    if (confirmed.status !== 'succeeded') throw new Error(`sandbox payment ${confirmed.status}`);
    paymentId = payment.id;
    await t.db.update(orders).set({ paymentProvider: 'sandbox', paymentId, transactionId: payment.id }).where(eq(orders.id, order.id));
  }

  const items = [];
  // One creation time per ticket, in order: PGlite's clock counts milliseconds, so items inserted within one would
  // tie and fall back to their random ids, and tickets pages would list them in a different order from run to run.
  const createdFrom = Date.now() - count;
  for (let i = 0; i < count; i++) {
    const attendee = opts.attendees?.[i];
    const [item] = await t.db
      .insert(orderItems)
      .values({
        orderId: order.id,
        ticketTypeId: ticketType.id,
        name: ticketType.name,
        basePrice: price,
        baseFee: fee,
        discountAmount: discount > 0 && i === 0 ? discount : 0,
        status: 'active',
        // As checkout issues them: the account with the ticket's e-mail, else the buyer's.
        holderUserId:
          attendee?.holderUserId !== undefined
            ? attendee.holderUserId
            : ((await accountId(t, attendee?.email ?? buyerEmail)) ?? buyer?.user.id ?? null),
        firstName: attendee?.firstName ?? firstName,
        lastName: attendee?.lastName ?? lastName,
        email: attendee?.email ?? buyerEmail,
        seat: i === 0 ? 'A1' : null,
        answers: [{ questionId: randomUUID(), title: 'Dietary needs', answer: 'None' }],
        qrToken: newToken(),
        issuedAt: new Date(),
        createdAt: new Date(createdFrom + i),
      })
      .returning();
    items.push(item!);
  }
  await t.db
    .insert(ticketInventory)
    .values({ ticketTypeId: ticketType.id, occurrenceId: occurrence.id, sold: count })
    .onConflictDoUpdate({
      target: [ticketInventory.ticketTypeId, ticketInventory.occurrenceId],
      set: { sold: sql`${ticketInventory.sold} + ${count}` },
    });

  return {
    event,
    occurrence,
    ticketType,
    order: { ...order, paymentId },
    items,
    available: () => availableQuantity(t.db, ticketType.id, occurrence.id),
  };
}

async function accountId(t: TestApp, email: string): Promise<string | null> {
  const [row] = await t.db.select({ id: users.profileId }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row?.id ?? null;
}

export function addCollaborator(t: TestApp, eventId: string, profileId: string, accessSetting: 'admin' | 'door' | 'door_with_stats' | 'basic') {
  return t.db.insert(eventCollaborators).values({ eventId, profileId, accessSetting });
}

/** The outbox events of one ticket, oldest first. */
/**
 * Adds dates to a fixture's event, each `days` after its first date's start (the same hour, three hours long, in
 * London): the later dates of a festival whose passes and punch cards the tests admit. Answers their rows, in order.
 */
export async function addLaterDates(t: TestApp, f: TicketFixture, days: number[]) {
  const start = f.occurrence.startsAt.getTime();
  return t.db
    .insert(eventOccurrences)
    .values(
      days.map((d) => ({
        eventId: f.event.id,
        startsAt: new Date(start + d * 24 * HOUR),
        endsAt: new Date(start + d * 24 * HOUR + 3 * HOUR),
        timezone: 'Europe/London',
      })),
    )
    .returning();
}

export async function outboxOf(t: TestApp, orderItemId: string) {
  const rows = await t.db
    .select()
    .from(outboxEvents)
    .where(and(sql`${outboxEvents.payload}->>'orderItemId' = ${orderItemId}`))
    .orderBy(outboxEvents.id);
  return rows.map((r) => ({ type: r.type, payload: r.payload }));
}

export async function itemRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(orderItems).where(eq(orderItems.id, id));
  return row!;
}

/** The recipient of a transfer, as the contract takes it. */
export type TransferUser = z.input<typeof transferBody>['user'];

/** PATCH /api/v1/registrations/:id/transfer as `p`; answers the raw reply (tests check refusals on it). */
export const transferAs = (t: TestApp, itemId: string, user: TransferUser, p?: Person) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/registrations/${itemId}/transfer`, headers: headers(p), payload: { user } });

/** Claim tokens are only e-mailed: reads the newest claim link sent to an address from the mail queue's jobs. */
export async function claimTokenSentTo(t: TestApp, email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const result = await t.db.execute<{ data: { to: string; text: string } }>(
      sql`select data from pgboss.job where name = ${MAIL_QUEUE} and data->>'to' = ${email} order by created_on desc limit 1`,
    );
    const text = result.rows[0]?.data.text;
    const m = text?.match(/\/tickets\/claim\/([A-Za-z0-9_-]+)/);
    if (m) return m[1]!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no claim e-mail to ${email}`);
}
