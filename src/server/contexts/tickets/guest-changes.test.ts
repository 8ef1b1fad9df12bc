import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { mailsAfterJobs, signUpUser, useTestApp } from '../../testing/test-app.ts';
import { headers, type Person } from '../../testing/events.ts';
import { eventQuestions, orderItems, orders } from '../../platform/db/schema/index.ts';
import { requireEventAccess } from '../../platform/access/event-access.ts';
import { rateLimiter } from '../../platform/http/rate-limit.ts';
import { EDIT_GUEST_TEXTS, RESEND_TEXTS } from '../../../contracts/guests.messages.ts';
import { CHECK_IN_MESSAGES } from '../../../contracts/tickets.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout.ts';
import { addCollaborator, itemRow, makeTicketFixture, outboxOf, type TicketFixture } from './tickets.fixtures.ts';
import { resendTicket } from './guest-changes.service.ts';

const t = useTestApp();
let owner: Person;
let admin: Person;
let door: Person;
let basic: Person;
let stranger: Person;
let f: TicketFixture;
let other: TicketFixture;

beforeAll(async () => {
  [owner, admin, door, basic, stranger] = await Promise.all([
    signUpUser(t.app),
    signUpUser(t.app),
    signUpUser(t.app),
    signUpUser(t.app),
    signUpUser(t.app),
  ]);
  f = await makeTicketFixture(t, {
    owner,
    count: 4,
    buyerEmail: 'buyer@example.com',
    attendees: [
      { firstName: 'Alan', lastName: 'Turing', email: 'alan@exmaple.com' },
      { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
      { firstName: 'Katherine', lastName: 'Johnson', email: 'kj@example.com' },
      { firstName: 'Mary', lastName: 'Jackson', email: 'mary@example.com' },
    ],
  });
  other = await makeTicketFixture(t, { owner: stranger, count: 1 });
  await addCollaborator(t, f.event.id, admin.user.id, 'admin');
  await addCollaborator(t, f.event.id, door.user.id, 'door');
  await addCollaborator(t, f.event.id, basic.user.id, 'basic');
});

const base = (eventId = f.event.id) => `/api/v1/management/courses/${eventId}`;
const resend = (itemId: string, payload: object, p?: Person, eventId = f.event.id) =>
  t.app.inject({ method: 'POST', url: `${base(eventId)}/registrations/${itemId}/resend`, headers: headers(p), payload });
const edit = (itemId: string, payload: object, p?: Person, eventId = f.event.id) =>
  t.app.inject({ method: 'PATCH', url: `${base(eventId)}/registrations/${itemId}`, headers: headers(p), payload });
const checkIn = (code: string) => t.app.inject({ method: 'POST', url: `${base()}/check_ins`, headers: headers(owner), payload: { code } });

describe('resend a ticket', () => {
  it('sends it to a corrected address, stored on the ticket; the buyer e-mail and the old QR code stay', async () => {
    const item = f.items[0]!;
    const res = await resend(item.id, { email: ' Alan@Example.com ' }, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: RESEND_TEXTS.sent('alan@example.com'), guest: { id: item.id, email: 'alan@example.com' } });
    const row = await itemRow(t, item.id);
    expect(row.email).toBe('alan@example.com');
    expect(row.qrToken).toBe(item.qrToken);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, f.order.id));
    expect(order!.buyerEmail).toBe('buyer@example.com');
    const mails = await mailsAfterJobs(t, 'alan@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your ticket for Jazz Night');
    expect(mails[0]!.text).toContain(`/ticket/${item.id}`);
    expect(mails[0]!.text).not.toContain(f.order.id);
    expect(await outboxOf(t, item.id)).toEqual([
      { type: 'ticket.updated', payload: expect.objectContaining({ changes: ['email'], byUserId: owner.user.id }) },
    ]);
  });

  it('to the same address: no change recorded, the e-mail goes again', async () => {
    const item = f.items[1]!;
    expect((await resend(item.id, {}, admin)).statusCode).toBe(200);
    expect(await mailsAfterJobs(t, 'grace@example.com')).toHaveLength(1);
    expect(await outboxOf(t, item.id)).toEqual([]);
  });

  it('voiding the old QR code: a new one is issued and the old one is refused at the door', async () => {
    const item = f.items[2]!;
    const res = await resend(item.id, { voidQrCode: true }, owner);
    expect(res.statusCode, res.body).toBe(200);
    const row = await itemRow(t, item.id);
    expect(row.qrToken).not.toBe(item.qrToken);
    const refused = await checkIn(item.qrToken!);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(CHECK_IN_MESSAGES.notFound);
    expect((await checkIn(row.qrToken!)).statusCode).toBe(200);
    const [mail] = await mailsAfterJobs(t, 'kj@example.com');
    expect(mail!.text).toContain('only the attached one works at the door');
    expect((await outboxOf(t, item.id)).map((e) => e.type)).toEqual(['ticket.updated', 'ticket.checked_in']);
  });

  it('refuses bad input, inactive tickets and another event’s ticket', async () => {
    const item = f.items[3]!;
    const bad = await resend(item.id, { email: 'not-an-address' }, owner);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fieldErrors).toEqual({ email: RESEND_TEXTS.invalidEmail });
    expect((await resend(item.id, { voidQrCode: 'yes' }, owner)).statusCode).toBe(422);
    expect((await resend(other.items[0]!.id, {}, owner)).statusCode).toBe(404);
    expect((await resend(item.id, {}, owner, other.event.id)).statusCode).toBe(403);
    await t.db.update(orderItems).set({ status: 'canceled' }).where(eq(orderItems.id, item.id));
    const inactive = await resend(item.id, {}, owner);
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().message).toBe(RESEND_TEXTS.inactive);
    await t.db.update(orderItems).set({ status: 'active' }).where(eq(orderItems.id, item.id));
  });

  it('is for the event admins: door and basic 403, others 403, signed out 401', async () => {
    const item = f.items[3]!;
    expect((await resend(item.id, {}, door)).statusCode).toBe(403);
    expect((await resend(item.id, {}, basic)).statusCode).toBe(403);
    expect((await resend(item.id, {}, stranger)).statusCode).toBe(403);
    expect((await resend(item.id, {})).statusCode).toBe(401);
  });

  it('a double click resends once; five resends an hour per ticket, then 429', async () => {
    const item = f.items[3]!;
    const user = { id: owner.user.id, username: 'owner', email: owner.email, emailVerified: true, admin: false, managedOrganizations: [] };
    const access = await requireEventAccess(t.db, user, f.event.id, 'canEditDetails');
    const deps = { db: t.db, jobs: t.jobs, config: { publicUrl: 'http://localhost' }, limits: rateLimiter(t.db, 1) };
    const before = (await itemRow(t, item.id)).qrToken;
    const results = await Promise.allSettled([
      resendTicket(deps, access, item.id, { voidQrCode: true }),
      resendTicket(deps, access, item.id, { voidQrCode: true }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await outboxOf(t, item.id)).filter((e) => e.type === 'ticket.updated')).toHaveLength(1);
    expect((await itemRow(t, item.id)).qrToken).not.toBe(before);
    expect(await mailsAfterJobs(t, 'mary@example.com')).toHaveLength(1);
    // The burst window is 10 seconds: step past it by ending the counter's window, as time would.
    const pastBurst = () => t.db.execute(sql`update rate_limits set reset_at = now() where key = ${`ticket-resend-burst:${item.id}`}`);
    for (let i = 0; i < 4; i++) {
      await pastBurst();
      await resendTicket(deps, access, item.id, {});
    }
    await pastBurst();
    await expect(resendTicket(deps, access, item.id, {})).rejects.toMatchObject({ message: RESEND_TEXTS.rateLimited });
  });
});

describe('edit an attendee', () => {
  let dietId: string;
  let mealId: string;
  let waiverId: string;

  beforeAll(async () => {
    const rows = await t.db
      .insert(eventQuestions)
      .values([
        { eventId: f.event.id, fieldType: 'short text', title: 'Dietary needs', required: true, position: 0 },
        { eventId: f.event.id, fieldType: 'dropdown', title: 'Meal', content: 'Fish\nVeg', position: 1 },
        { eventId: f.event.id, fieldType: 'terms', title: 'Waiver', content: 'I accept the risks', required: true, position: 2 },
      ])
      .returning();
    [dietId, mealId, waiverId] = rows.map((r) => r.id) as [string, string, string];
    await t.db
      .update(orderItems)
      .set({
        answers: [
          { questionId: dietId, title: 'Dietary needs', answer: 'None' },
          { questionId: waiverId, title: 'Waiver', answer: 'agreed', agreedAt: '2026-01-01T00:00:00.000Z' },
        ],
      })
      .where(eq(orderItems.id, f.items[1]!.id));
  });

  it('changes names and answers, keeps the waiver as the holder gave it, and records who changed it', async () => {
    const item = f.items[1]!;
    const res = await edit(
      item.id,
      {
        firstName: 'Grace ',
        lastName: 'Brewster Hopper',
        answers: [
          { questionId: dietId, answer: 'Vegan' },
          { questionId: mealId, answer: 'Veg' },
          { questionId: waiverId, answer: 'rejected' },
        ],
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: EDIT_GUEST_TEXTS.saved, guest: { name: 'Grace Brewster Hopper' } });
    const row = await itemRow(t, item.id);
    expect(row.answers).toEqual([
      { questionId: dietId, title: 'Dietary needs', answer: 'Vegan' },
      { questionId: mealId, title: 'Meal', answer: 'Veg' },
      { questionId: waiverId, title: 'Waiver', answer: 'agreed', agreedAt: '2026-01-01T00:00:00.000Z' },
    ]);
    const events = (await outboxOf(t, item.id)).filter((e) => e.type === 'ticket.updated');
    expect(events.at(-1)!.payload).toMatchObject({ changes: ['name', 'answers'], byUserId: admin.user.id });
  });

  it('a second identical save (a double click) changes and records nothing', async () => {
    const item = f.items[1]!;
    const before = (await outboxOf(t, item.id)).length;
    const body = {
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      answers: [
        { questionId: dietId, answer: 'Vegan' },
        { questionId: mealId, answer: 'Veg' },
      ],
    };
    const [a, b] = await Promise.all([edit(item.id, body, owner), edit(item.id, body, owner)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await outboxOf(t, item.id)).length).toBe(before);
  });

  it('validates like checkout: names, required answers, dropdown options', async () => {
    const item = f.items[1]!;
    const res = await edit(item.id, { firstName: 'Gr4ce', lastName: '', answers: [{ questionId: mealId, answer: 'Steak' }] }, owner);
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual({
      firstName: 'Invalid first name',
      lastName: 'Invalid last name',
      [`answers.${dietId}`]: CHECKOUT_MESSAGES.questionRequired,
      [`answers.${mealId}`]: 'Invalid answer',
    });
    expect((await edit(item.id, { firstName: 'A', lastName: 'B', answers: [{ questionId: 'x' }] }, owner)).statusCode).toBe(422);
    expect((await edit(item.id, { lastName: 'B' }, owner)).statusCode).toBe(422);
  });

  it('is for the event admins, on this event’s tickets only', async () => {
    const body = { firstName: 'Alan', lastName: 'Turing', answers: [{ questionId: dietId, answer: 'None' }] };
    expect((await edit(f.items[0]!.id, body, door)).statusCode).toBe(403);
    expect((await edit(f.items[0]!.id, body, basic)).statusCode).toBe(403);
    expect((await edit(f.items[0]!.id, body, stranger)).statusCode).toBe(403);
    expect((await edit(f.items[0]!.id, body)).statusCode).toBe(401);
    expect((await edit(other.items[0]!.id, body, owner)).statusCode).toBe(404);
  });
});
