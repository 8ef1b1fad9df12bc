import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { errorShape, headers, type Person } from '../../testing/events.ts';
import { notifications, orderItems, sandboxPayments } from '../../platform/db/schema/index.ts';
import { CANCEL_MESSAGES, REFUND_MESSAGES, TRANSFER_MESSAGES } from '../../../contracts/tickets.ts';
import { addCollaborator, claimTokenSentTo, itemRow, makeTicketFixture, outboxOf, transferAs, type TransferUser } from './tickets.fixtures.ts';

const t = useTestApp({ PUBLIC_URL: 'https://tickets.example.com' });
let owner: Person;
let buyer: Person;
let stranger: Person;

beforeAll(async () => {
  owner = await signUpUser(t.app);
  buyer = await signUpUser(t.app);
  stranger = await signUpUser(t.app);
});

const transfer = (id: string, user: TransferUser, p?: Person) => transferAs(t, id, user, p);
const cancel = (id: string, p?: Person, ownerId?: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/order_items/${id}/cancel${ownerId ? `?ownerId=${ownerId}` : ''}`, headers: headers(p) });
const refund = (id: string, p?: Person, ownerId?: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/order_items/${id}/refund${ownerId ? `?ownerId=${ownerId}` : ''}`, headers: headers(p) });
const claimGet = (token: string, p?: Person) => t.app.inject({ method: 'GET', url: `/api/v1/registrations/claim/${token}`, headers: headers(p) });
const claimPost = (token: string, p?: Person) => t.app.inject({ method: 'POST', url: `/api/v1/registrations/claim/${token}`, headers: headers(p) });

describe('transfer and claim', () => {
  it('transfers an active ticket: the old one is transferred, a new one waits for the claim, e-mail and notification', async () => {
    const f = await makeTicketFixture(t, { owner, buyer, count: 2 });
    const friend = await signUpUser(t.app, { firstName: 'Grace', lastName: 'Hopper' });
    const res = await transfer(f.items[0]!.id, { name: ' Grace  Hopper ', email: friend.email.toUpperCase() }, buyer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toBe(true);

    const old = await itemRow(t, f.items[0]!.id);
    expect(old).toMatchObject({ status: 'transferred', transferredToName: 'Grace Hopper', transferredToEmail: friend.email });
    expect(old.transferredAt).toBeInstanceOf(Date);
    const [created] = await t.db.select().from(orderItems).where(eq(orderItems.transferredFromId, f.items[0]!.id));
    expect(created).toMatchObject({
      orderId: f.order.id,
      status: 'transfer_pending',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: friend.email,
      qrToken: null,
      holderUserId: null,
      basePrice: 0,
      seat: 'A1',
    });
    expect(created!.claimTokenHash).toMatch(/^[0-9a-f]{64}$/);

    const token = await claimTokenSentTo(t, friend.email);
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, friend.user.id));
    expect(note).toMatchObject({ link: `/tickets/claim/${token}` });
    expect(note!.content).toContain('Jazz Night');
    expect((await outboxOf(t, f.items[0]!.id)).map((e) => e.type)).toEqual(['ticket.transferred']);
    expect((await outboxOf(t, f.items[0]!.id))[0]!.payload).toMatchObject({ toOrderItemId: created!.id, toEmail: friend.email });

    // The buyer's order link shows it as transferred; the seat is still sold.
    const view = (await t.app.inject({ method: 'GET', url: `/api/v1/ticket_pages/tickets/${f.order.id}`, headers: headers(buyer) })).json().tickets;
    expect(view.map((x: { id: string }) => x.id)).toEqual([f.items[0]!.id, f.items[1]!.id]);
    expect(view[0].inactiveText).toMatch(/^This ticket was transferred to Grace Hopper on /);
    expect(await f.available()).toBe(98);

    // What the link shows; the wrong account is refused; the right one claims once.
    expect((await claimGet(token)).json().claim).toMatchObject({
      id: created!.id,
      eventName: 'Jazz Night',
      email: friend.email,
      fromName: 'Ada Lovelace',
      ticket: 'General admission',
    });
    expect((await claimPost(token)).statusCode).toBe(401);
    const wrong = await claimPost(token, stranger);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(TRANSFER_MESSAGES.claimWrongAccount(friend.email));
    const claimed = await claimPost(token, friend);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({
      message: 'Ticket claimed',
      ticket: { id: created!.id, status: 'active', active: true, firstName: 'Grace', canTransfer: true },
    });
    const after = await itemRow(t, created!.id);
    expect(after).toMatchObject({ status: 'active', holderUserId: friend.user.id, claimTokenHash: null });
    expect(after.qrToken).toBeTruthy();
    expect((await outboxOf(t, created!.id)).map((e) => e.type)).toEqual(['ticket.issued']);
    expect((await claimPost(token, friend)).statusCode).toBe(404);
    expect((await claimGet(token)).statusCode).toBe(404);
    expect((await claimGet('short')).statusCode).toBe(422);
    expect((await claimPost('x'.repeat(101), friend)).statusCode).toBe(414);
    expect((await claimGet('a'.repeat(43))).json()).toMatchObject({ ...errorShape, message: TRANSFER_MESSAGES.claimNotFound });

    // The new holder sees it; the old buyer cannot act on it any more.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/ticket_pages/ticket/${created!.id}`, headers: headers(friend) })).statusCode).toBe(200);
    expect((await transfer(created!.id, { name: 'Ada Lovelace', email: buyer.email }, buyer)).statusCode).toBe(403);
    expect((await transfer(f.items[0]!.id, { name: 'Someone Else', email: 'else@example.com' }, buyer)).statusCode).toBe(422);
  });

  it('checks the name and e-mail, the holder, the event setting and the ticket state', async () => {
    const f = await makeTicketFixture(t, { owner, buyer, count: 2 });
    const id = f.items[0]!.id;
    expect((await transfer(id, { name: 'A B', email: 'a@example.com' })).statusCode).toBe(401);
    expect((await transfer(randomUUID(), { name: 'A B', email: 'a@example.com' }, buyer)).statusCode).toBe(404);
    expect((await transfer('nope', { name: 'A B', email: 'a@example.com' }, buyer)).statusCode).toBe(422);
    const notHolder = await transfer(id, { name: 'A B', email: 'a@example.com' }, stranger);
    expect(notHolder.statusCode).toBe(403);
    expect(notHolder.json().message).toBe(TRANSFER_MESSAGES.forbidden);

    const missing = await transfer(id, { name: '', email: '' }, buyer);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      ...errorShape,
      message: TRANSFER_MESSAGES.required,
      fieldErrors: { name: 'Name is required', email: 'Email is required' },
    });
    expect((await transfer(id, { email: 'a@example.com' }, buyer)).json().fieldErrors).toEqual({ name: 'Name is required' });
    expect((await transfer(id, { name: 'A B', email: 'not-an-email' }, buyer)).json()).toMatchObject({
      message: 'Invalid email address',
      fieldErrors: { email: 'Invalid email address' },
    });
    expect((await transfer(id, { name: 'R2 D2', email: 'r2@example.com' }, buyer)).json().fieldErrors).toEqual({ name: 'Invalid name' });
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/v1/registrations/${id}/transfer`, headers: headers(buyer), payload: {} })).statusCode,
    ).toBe(422);
    expect((await transfer(id, { name: 'Me Myself', email: buyer.email }, buyer)).json().fieldErrors).toEqual({
      email: TRANSFER_MESSAGES.sameHolder,
    });

    await t.db.update(orderItems).set({ checkedInAt: new Date() }).where(eq(orderItems.id, f.items[1]!.id));
    expect((await transfer(f.items[1]!.id, { name: 'A B', email: 'a@example.com' }, buyer)).json().message).toBe(TRANSFER_MESSAGES.cannot);

    const closed = await makeTicketFixture(t, { owner, buyer, count: 1, event: { transferAllowed: false } });
    expect((await transfer(closed.items[0]!.id, { name: 'A B', email: 'a@example.com' }, buyer)).json()).toMatchObject({
      message: TRANSFER_MESSAGES.notAllowed,
    });
    expect(await itemRow(t, closed.items[0]!.id)).toMatchObject({ status: 'active' });
  });

  it('lets an attendee with an account transfer their own ticket, and resends a claim link to the recipient', async () => {
    const attendee = await signUpUser(t.app);
    const f = await makeTicketFixture(t, {
      owner,
      buyer,
      count: 1,
      attendees: [{ firstName: 'Alan', lastName: 'Turing', email: attendee.email }],
    });
    const res = await transfer(f.items[0]!.id, { name: 'Joan Clarke', email: 'joan@example.com' }, attendee);
    expect(res.statusCode, res.body).toBe(200);
    const first = await claimTokenSentTo(t, 'joan@example.com');
    const [pending] = await t.db.select().from(orderItems).where(eq(orderItems.transferredFromId, f.items[0]!.id));
    const joan = await signUpUser(t.app, { email: 'joan@example.com' });
    const resent = await t.app.inject({ method: 'POST', url: `/api/v1/registrations/${pending!.id}/claim_email`, headers: headers(joan) });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ message: 'We sent the link to claim this ticket to joan@example.com', email: 'joan@example.com' });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/registrations/${pending!.id}/claim_email`, headers: headers(stranger) })).statusCode,
    ).toBe(403);
    let second = first;
    for (let i = 0; i < 50 && second === first; i++) second = await claimTokenSentTo(t, 'joan@example.com');
    expect(second).not.toBe(first);
    expect((await claimPost(first, joan)).statusCode).toBe(404);
    expect((await claimPost(second, joan)).statusCode).toBe(200);
  });
});

describe('cancel by the holder', () => {
  it('cancels when the event allows it, gives the seat back, writes the outbox event', async () => {
    const f = await makeTicketFixture(t, { owner, buyer, count: 2, event: { cancelAllowed: true } });
    expect(await f.available()).toBe(98);
    const view = (await t.app.inject({ method: 'GET', url: `/api/v1/ticket_pages/tickets/${f.order.id}`, headers: headers(buyer) })).json()
      .tickets[0];
    expect(view).toMatchObject({ cancelAllowed: true, canCancel: true });
    const res = await cancel(f.items[0]!.id, buyer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: CANCEL_MESSAGES.success, status: 'canceled', refundedAmount: 0 });
    expect(await itemRow(t, f.items[0]!.id)).toMatchObject({ status: 'canceled' });
    expect((await itemRow(t, f.items[0]!.id)).canceledAt).toBeInstanceOf(Date);
    expect(await f.available()).toBe(99);
    expect((await outboxOf(t, f.items[0]!.id)).map((e) => e.type)).toEqual(['ticket.cancelled']);
    // Again: 422; the seat is not given back twice.
    const again = await cancel(f.items[0]!.id, buyer);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ ...errorShape, message: CANCEL_MESSAGES.cannot });
    expect(await f.available()).toBe(99);
  });

  it('answers 401, 404, 403 and 422 with the spec texts', async () => {
    const f = await makeTicketFixture(t, { owner, buyer, count: 2, event: { cancelAllowed: true } });
    expect((await cancel(f.items[0]!.id)).statusCode).toBe(401);
    const unknown = await cancel(randomUUID(), buyer);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CANCEL_MESSAGES.notFound);
    expect((await cancel('x', buyer)).statusCode).toBe(422);
    expect((await cancel(f.items[0]!.id, owner, 'not-a-uuid')).statusCode).toBe(422);
    const other = await cancel(f.items[0]!.id, stranger);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(CANCEL_MESSAGES.forbidden);
    await t.db.update(orderItems).set({ checkedInAt: new Date() }).where(eq(orderItems.id, f.items[1]!.id));
    expect((await cancel(f.items[1]!.id, buyer)).json()).toMatchObject({
      message: CANCEL_MESSAGES.cannot,
      fieldErrors: { registration: CANCEL_MESSAGES.checkedIn },
    });

    const notAllowed = await makeTicketFixture(t, { owner, buyer, count: 1 });
    const r1 = await cancel(notAllowed.items[0]!.id, buyer);
    expect(r1.statusCode).toBe(422);
    expect(r1.json()).toMatchObject({ message: CANCEL_MESSAGES.cannot, fieldErrors: { registration: CANCEL_MESSAGES.notAllowed } });

    const late = await makeTicketFixture(t, {
      owner,
      buyer,
      count: 1,
      event: { cancelAllowed: true, cancelDeadlineHours: 48 },
      startsAt: new Date(Date.now() + 24 * 3_600_000),
    });
    expect((await cancel(late.items[0]!.id, buyer)).json()).toMatchObject({
      message: CANCEL_MESSAGES.cannot,
      fieldErrors: { registration: CANCEL_MESSAGES.deadlinePassed },
    });
    const view = (await t.app.inject({ method: 'GET', url: `/api/v1/ticket_pages/ticket/${late.items[0]!.id}`, headers: headers(buyer) })).json()
      .tickets[0];
    expect(view).toMatchObject({ cancelAllowed: false, canCancel: false });
    expect(await itemRow(t, late.items[0]!.id)).toMatchObject({ status: 'active' });
  });

  it('refunds the ticket price when the event allows refunds (paid through the sandbox)', async () => {
    const f = await makeTicketFixture(t, { owner, buyer, count: 2, price: 2000, fee: 89, event: { cancelAllowed: true, refundsAllowed: true } });
    const res = await cancel(f.items[1]!.id, buyer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: CANCEL_MESSAGES.success, status: 'refunded', refundedAmount: 2089 });
    const row = await itemRow(t, f.items[1]!.id);
    expect(row).toMatchObject({ status: 'refunded' });
    expect(row.refundedAt).toBeInstanceOf(Date);
    expect(row.canceledAt).toBeInstanceOf(Date);
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, f.order.paymentId!));
    expect(payment!.refundedAmount).toBe(2089);
    expect((await outboxOf(t, f.items[1]!.id)).map((e) => e.type)).toEqual(['ticket.cancelled', 'ticket.refunded']);
    expect(await f.available()).toBe(99);
  });
});

describe('organizer cancel and refund', () => {
  it('refunds what was paid for one ticket through the payment provider', async () => {
    const f = await makeTicketFixture(t, { owner, buyer, count: 2, price: 1500, fee: 84, discount: 300 });
    const res = await refund(f.items[0]!.id, owner, owner.user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: REFUND_MESSAGES.success, status: 'refunded', refundedAmount: 1500 + 84 - 300, currency: 'usd' });
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, f.order.paymentId!));
    expect(payment!.refundedAmount).toBe(1284);
    expect(await itemRow(t, f.items[0]!.id)).toMatchObject({ status: 'refunded', canceledAt: null });
    const events = await outboxOf(t, f.items[0]!.id);
    expect(events.map((e) => e.type)).toEqual(['ticket.refunded']);
    expect(events[0]!.payload).toMatchObject({ amount: 1284, currency: 'usd', by: 'organizer', orderId: f.order.id });
    expect(await f.available()).toBe(99);

    const twice = await refund(f.items[0]!.id, owner);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe(REFUND_MESSAGES.cannot);
    // The page shows it refunded.
    const view = (await t.app.inject({ method: 'GET', url: `/api/v1/ticket_pages/ticket/${f.items[0]!.id}` })).json().tickets[0];
    expect(view.inactiveText).toMatch(/^This ticket was refunded on /);
  });

  it('refunds a ticket that moved by transfer from the original price, once under racing calls', async () => {
    const f = await makeTicketFixture(t, { owner, buyer, count: 1, price: 1000, fee: 79 });
    expect((await transfer(f.items[0]!.id, { name: 'Joan Clarke', email: `joan-${randomUUID().slice(0, 6)}@example.com` }, buyer)).statusCode).toBe(
      200,
    );
    const [pending] = await t.db.select().from(orderItems).where(eq(orderItems.transferredFromId, f.items[0]!.id));
    const results = await Promise.all([refund(pending!.id, owner), refund(pending!.id, owner), refund(pending!.id, owner)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, f.order.paymentId!));
    expect(payment!.refundedAmount).toBe(1079);
    expect((await outboxOf(t, pending!.id)).map((e) => e.type)).toEqual(['ticket.refunded']);
    expect(await f.available()).toBe(100);
  });

  it('checks access and state: 401, 403 for the buyer and a door collaborator, an admin collaborator allowed, 404, free tickets 422', async () => {
    const f = await makeTicketFixture(t, { owner, buyer, count: 3 });
    expect((await refund(f.items[0]!.id)).statusCode).toBe(401);
    const forbidden = await refund(f.items[0]!.id, buyer);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(REFUND_MESSAGES.forbidden);
    const door = await signUpUser(t.app);
    const admin = await signUpUser(t.app);
    await addCollaborator(t, f.event.id, door.user.id, 'door');
    await addCollaborator(t, f.event.id, admin.user.id, 'admin');
    expect((await refund(f.items[0]!.id, door)).statusCode).toBe(403);
    expect((await cancel(f.items[0]!.id, door, owner.user.id)).json().message).toBe(CANCEL_MESSAGES.forbidden);
    expect((await refund(f.items[0]!.id, admin)).statusCode).toBe(200);
    const unknown = await refund(randomUUID(), owner);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(REFUND_MESSAGES.notFound);
    expect((await refund(f.items[1]!.id, owner, 'not-a-uuid')).statusCode).toBe(422);

    const free = await makeTicketFixture(t, { owner, buyer, count: 1, price: 0 });
    const r = await refund(free.items[0]!.id, owner);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ message: REFUND_MESSAGES.cannot, fieldErrors: { registration: REFUND_MESSAGES.notPaid } });
    expect(await itemRow(t, free.items[0]!.id)).toMatchObject({ status: 'active', refundedAt: null });
  });

  it('records a cash refund without the provider', async () => {
    const f = await makeTicketFixture(t, { owner, buyer, count: 1, price: 1200, fee: 0, paymentMethod: 'cash', paid: false });
    const res = await refund(f.items[0]!.id, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refundedAmount).toBe(1200);
  });

  it('leaves the ticket active when the provider refuses the refund', async () => {
    const f = await makeTicketFixture(t, { owner, buyer, count: 1, price: 500, fee: 0 });
    await t.db.update(sandboxPayments).set({ refundedAmount: 500 }).where(eq(sandboxPayments.id, f.order.paymentId!));
    const res = await refund(f.items[0]!.id, owner);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This payment has already been refunded');
    expect(await itemRow(t, f.items[0]!.id)).toMatchObject({ status: 'active', refundedAt: null });
    expect(await outboxOf(t, f.items[0]!.id)).toEqual([]);
  });

  it('cancels as the organizer without a refund, also a ticket waiting to be claimed', async () => {
    const f = await makeTicketFixture(t, { owner, buyer, count: 2 });
    const res = await cancel(f.items[0]!.id, owner, owner.user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: CANCEL_MESSAGES.success, status: 'canceled', refundedAmount: 0 });
    expect((await outboxOf(t, f.items[0]!.id))[0]).toMatchObject({ type: 'ticket.cancelled', payload: { by: 'organizer' } });
    expect(await f.available()).toBe(99);

    expect((await transfer(f.items[1]!.id, { name: 'Joan Clarke', email: 'joan2@example.com' }, buyer)).statusCode).toBe(200);
    const [pending] = await t.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.transferredFromId, f.items[1]!.id)));
    expect((await cancel(pending!.id, owner, owner.user.id)).statusCode).toBe(200);
    expect(await itemRow(t, pending!.id)).toMatchObject({ status: 'canceled', claimTokenHash: null });
    expect(await f.available()).toBe(100);
    expect((await cancel(pending!.id, owner, owner.user.id)).statusCode).toBe(422);
  });
});
