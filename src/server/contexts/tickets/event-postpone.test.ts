import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EVENT_CANCEL_REASONS, eventLifecycleMessageReply } from '../../../contracts/event-cancel.ts';
import { CANCEL_MESSAGES, TICKET_DATE_FORMAT, cancelReply, ticketPageReply } from '../../../contracts/tickets.ts';
import { eventOccurrences, events } from '../../platform/db/schema/index.ts';
import { formatInZone } from '../../../domain/dates.ts';
import { course, headers, type Person } from '../../testing/events.ts';
import { queuedMailsTo } from '../../testing/mail-jobs.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { addCollaborator, makeTicketFixture } from './tickets.fixtures.ts';

const t = useTestApp();

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const postpone = (eventId: string, p: Person | undefined, payload: object = { refundRequestsUntil: inDays(10) }) =>
  t.app.inject({ method: 'POST', url: course(eventId, '/postpone'), headers: headers(p), payload });
const holderCancel = (id: string, p: Person) => t.app.inject({ method: 'POST', url: `/api/v1/order_items/${id}/cancel`, headers: headers(p) });
const ticketView = async (id: string, p: Person) =>
  expectReply(await t.app.inject({ method: 'GET', url: `/api/v1/ticket_pages/ticket/${id}`, headers: headers(p) }), 200, ticketPageReply).tickets[0]!;

/** A paid order of two tickets for an event that allows neither cancels nor refunds. */
async function fixture() {
  const owner = await signUpUser(t.app);
  const buyer = await signUpUser(t.app);
  const f = await makeTicketFixture(t, { owner, buyer, count: 2, event: { cancelAllowed: false, refundsAllowed: false } });
  return { owner, buyer, f };
}

describe('postpone an event', () => {
  it('is for event admins only, needs a future refund window, and refuses a cancelled event', async () => {
    const { owner, f } = await fixture();
    const door = await signUpUser(t.app);
    await addCollaborator(t, f.event.id, door.user.id, 'door');
    expect((await postpone(f.event.id, undefined)).statusCode).toBe(401);
    expect((await postpone(f.event.id, door)).statusCode).toBe(403);
    expect((await postpone(f.event.id, owner, {})).statusCode).toBe(422);
    expect((await postpone(f.event.id, owner, { refundRequestsUntil: 'soon' })).statusCode).toBe(422);
    const past = await postpone(f.event.id, owner, { refundRequestsUntil: inDays(-1) });
    expect(past.statusCode).toBe(422);
    expect(past.json().fieldErrors).toEqual({ refundRequestsUntil: expect.any(String) });
    await t.db.update(events).set({ canceledAt: new Date() }).where(eq(events.id, f.event.id));
    const canceled = await postpone(f.event.id, owner);
    expect(canceled.statusCode).toBe(409);
    expect(canceled.json().reason).toBe(EVENT_CANCEL_REASONS.alreadyCanceled);
  });

  it('e-mails each holder once with the new date, however often it is sent', async () => {
    const { owner, buyer, f } = await fixture();
    const [a, b] = await Promise.all([postpone(f.event.id, owner), postpone(f.event.id, owner)]);
    const reply = expectReply(a, 200, eventLifecycleMessageReply);
    expect(b.statusCode).toBe(200);
    expect(reply.lifecycle).toMatchObject({ postponedAt: expect.any(String), refundRequestsUntil: expect.any(String), canceledAt: null });
    const mails = await queuedMailsTo(t.db, buyer.email);
    expect(mails.filter((m) => m.subject === 'Jazz Night has been postponed')).toHaveLength(1);
    expect(mails.at(-1)!.text).toContain('Your tickets stay valid for the new date');
  });

  it('moves the one date of a single-date event to the new date in the same step, and refuses a bad one', async () => {
    const { owner, buyer, f } = await fixture();
    const startsAt = inDays(40);
    const endsAt = inDays(40.1);
    const bad = await postpone(f.event.id, owner, { refundRequestsUntil: inDays(10), startsAt: endsAt, endsAt: startsAt });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fieldErrors).toEqual({ endsAt: expect.any(String) });
    const past = await postpone(f.event.id, owner, { refundRequestsUntil: inDays(10), startsAt: inDays(-2), endsAt: inDays(-1) });
    expect(past.json().fieldErrors).toEqual({ startsAt: expect.any(String) });
    expect((await postpone(f.event.id, owner, { refundRequestsUntil: inDays(10), startsAt })).statusCode).toBe(422);

    expectReply(await postpone(f.event.id, owner, { refundRequestsUntil: inDays(10), startsAt, endsAt }), 200, eventLifecycleMessageReply);
    const [date] = await t.db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, f.event.id));
    expect(date).toMatchObject({ id: f.occurrence.id, startsAt: new Date(startsAt), endsAt: new Date(endsAt) });
    const [event] = await t.db.select().from(events).where(eq(events.id, f.event.id));
    expect(event!.startsAt).toEqual(new Date(startsAt));
    const mail = (await queuedMailsTo(t.db, buyer.email)).find((m) => m.subject === 'Jazz Night has been postponed');
    expect(mail!.text).toContain(formatInZone(new Date(startsAt), f.occurrence.timezone, TICKET_DATE_FORMAT));

    // A date series moves in its Dates tab: the postpone refuses a date for it.
    await t.db
      .insert(eventOccurrences)
      .values({ eventId: f.event.id, startsAt: new Date(inDays(50)), endsAt: new Date(inDays(50.1)), timezone: 'Europe/London' });
    const series = await postpone(f.event.id, owner, { refundRequestsUntil: inDays(10), startsAt, endsAt });
    expect(series.statusCode).toBe(422);
    expect(series.json().fieldErrors).toEqual({ startsAt: expect.any(String) });
  });

  it('lets a holder cancel with a refund during the window, whatever the usual settings, and not after it', async () => {
    const { owner, buyer, f } = await fixture();
    expect((await ticketView(f.items[0]!.id, buyer)).canCancel).toBe(false);
    expectReply(await postpone(f.event.id, owner), 200, eventLifecycleMessageReply);
    expect(await ticketView(f.items[0]!.id, buyer)).toMatchObject({ canCancel: true, refundsAllowed: true });
    const refunded = expectReply(await holderCancel(f.items[0]!.id, buyer), 200, cancelReply);
    expect(refunded).toMatchObject({ status: 'refunded', refundedAmount: 1584 });

    await t.db
      .update(events)
      .set({ refundRequestsUntil: new Date(Date.now() - 1000) })
      .where(eq(events.id, f.event.id));
    expect((await ticketView(f.items[1]!.id, buyer)).canCancel).toBe(false);
    const closed = await holderCancel(f.items[1]!.id, buyer);
    expect(closed.statusCode).toBe(422);
    expect(closed.json().fieldErrors).toEqual({ registration: CANCEL_MESSAGES.notAllowed });
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from sandbox_refunds where payment_id = ${f.order.paymentId}`);
    expect(rows[0]!.n).toBe(1);
  });

  it("refuses a holder's and the organizer's own refund once the event is cancelled (the mass refund's)", async () => {
    const { owner, buyer, f } = await fixture();
    await t.db.update(events).set({ canceledAt: new Date(), cancelAllowed: true, refundsAllowed: true }).where(eq(events.id, f.event.id));
    const mine = await holderCancel(f.items[0]!.id, buyer);
    expect(mine.statusCode).toBe(422);
    expect(mine.json().fieldErrors).toEqual({ registration: CANCEL_MESSAGES.eventCanceled });
    const organizer = await t.app.inject({ method: 'POST', url: `/api/v1/order_items/${f.items[0]!.id}/refund`, headers: headers(owner) });
    expect(organizer.statusCode).toBe(422);
  });
});
