import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVENT_LIFECYCLE_MESSAGES as M, EVENT_LIFECYCLE_REASONS as R } from '../../../contracts/event-lifecycle.messages.ts';
import { duplicateEventReply, unpublishReply, type duplicateEventBody } from '../../../contracts/event-lifecycle.ts';
import { businessEventsReply } from '../../../contracts/events-management.ts';
import {
  eventCollaboratorInvitations,
  eventCollaborators,
  eventOccurrences,
  eventQuestions,
  events,
  orders,
  ticketTypes,
} from '../../platform/db/schema/index.ts';
import { course, errorShape, headers, inDays, makeEvent, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { addCollaborator, makeTicketFixture } from '../tickets/tickets.fixtures.ts';

const t = useTestApp();
const HOUR = 3_600_000;

type DuplicateInput = z.input<typeof duplicateEventBody>;
const duplicate = (id: string, body: DuplicateInput, p?: Person) =>
  t.app.inject({ method: 'POST', url: course(id, '/duplicate'), headers: headers(p), payload: body });
const act = (id: string, path: string, p?: Person, method: 'POST' | 'DELETE' = 'POST') =>
  t.app.inject({ method, url: course(id, path), headers: headers(p) });
const table = async (p: Person, query: string) =>
  expectReply(
    await t.app.inject({ method: 'GET', url: `/api/v1/profile_management/events?ownerId=${p.user.id}&${query}`, headers: headers(p) }),
    200,
    businessEventsReply,
  ).data;

let owner: Person;
let helper: Person;
let door: Person;
let stranger: Person;
beforeAll(async () => {
  [owner, helper, door, stranger] = await Promise.all([signUpUser(t.app), signUpUser(t.app), signUpUser(t.app), signUpUser(t.app)]);
});

describe('duplicate', () => {
  it('copies details, tickets, questions and team as a draft with the new date; never orders', async () => {
    const salesEnd = inDays(2);
    const { id, ticketIds } = await makeEvent(t, owner, owner.user.id, {
      details: { description: '<p>Big night</p>', tags: ['jazz'], bannerMessages: [{ type: 'info', message: 'Doors at 7', dismissible: true }] },
      tickets: [
        { name: 'General', price: 1500, quantity: 100, endsSalesAt: salesEnd },
        { name: 'VIP', price: 5000, quantity: 10, visibilityScope: 'secret', code: 'VIPONLY' },
      ],
    });
    await t.db.insert(eventQuestions).values({ eventId: id, fieldType: 'text', title: 'Diet?', onlyForTickets: [ticketIds[1]!] });
    await addCollaborator(t, id, helper.user.id, 'admin');
    await t.db.insert(eventCollaboratorInvitations).values({ eventId: id, email: 'later@example.com', tokenHash: randomUUID() });
    const [source] = await t.db.select().from(events).where(eq(events.id, id));
    await makeTicketFixture(t, { owner, reuse: await reuseOf(id) });

    const startsAt = new Date(source!.startsAt!.getTime() + 7 * 24 * HOUR).toISOString();
    const res = await duplicate(id, { key: randomUUID(), name: 'Test Concert (copy)', startsAt }, helper);
    const { eventId } = expectReply(res, 201, duplicateEventReply);

    const [copy] = await t.db.select().from(events).where(eq(events.id, eventId));
    expect(copy).toMatchObject({
      ownerId: owner.user.id,
      name: 'Test Concert (copy)',
      published: false,
      publishedAt: null,
      description: '<p>Big night</p>',
      tags: ['jazz'],
      bannerMessages: source!.bannerMessages,
      locationName: 'Lovelace Hall',
      startsAt: new Date(startsAt),
      endsAt: new Date(source!.endsAt!.getTime() + 7 * 24 * HOUR),
      duplicatedFromId: id,
    });
    const tickets = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, eventId)).orderBy(asc(ticketTypes.position));
    expect(tickets.map((x) => [x.name, x.price, x.code, x.endsSalesAt?.toISOString() ?? null])).toEqual([
      ['General', 1500, null, new Date(new Date(salesEnd).getTime() + 7 * 24 * HOUR).toISOString()],
      ['VIP', 5000, 'VIPONLY', null],
    ]);
    const [question] = await t.db.select().from(eventQuestions).where(eq(eventQuestions.eventId, eventId));
    expect(question!.onlyForTickets).toEqual([tickets[1]!.id]);
    const team = await t.db.select().from(eventCollaborators).where(eq(eventCollaborators.eventId, eventId));
    expect(team.map((c) => [c.profileId, c.accessSetting])).toEqual([[helper.user.id, 'admin']]);
    expect(await t.db.select().from(eventCollaboratorInvitations).where(eq(eventCollaboratorInvitations.eventId, eventId))).toEqual([]);
    expect(await t.db.select().from(orders).where(eq(orders.eventId, eventId))).toEqual([]);
  });

  it('moves a date series together from its new first date, each date keeping its length; a pass keeps its dates', async () => {
    const { id, ticketIds } = await makeEvent(t, owner, owner.user.id, { publish: false });
    const dates = await t.db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, id));
    const first = dates[0]!;
    const [second] = await t.db
      .insert(eventOccurrences)
      .values({
        eventId: id,
        startsAt: new Date(first.startsAt.getTime() + 2 * 24 * HOUR),
        endsAt: new Date(first.startsAt.getTime() + 2 * 24 * HOUR + HOUR),
        timezone: first.timezone,
      })
      .returning();
    await t.db
      .update(ticketTypes)
      .set({ admission: 'pass', passOccurrenceIds: [second!.id] })
      .where(eq(ticketTypes.id, ticketIds[0]!));
    const startsAt = new Date(first.startsAt.getTime() + 3 * 24 * HOUR);
    const { eventId } = expectReply(
      await duplicate(id, { key: randomUUID(), name: 'Series', startsAt: startsAt.toISOString() }, owner),
      201,
      duplicateEventReply,
    );
    const copied = await t.db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, eventId)).orderBy(asc(eventOccurrences.startsAt));
    expect(copied.map((o) => [o.startsAt.getTime() - startsAt.getTime(), o.endsAt.getTime() - o.startsAt.getTime()])).toEqual([
      [0, first.endsAt.getTime() - first.startsAt.getTime()],
      [2 * 24 * HOUR, HOUR],
    ]);
    // The copy's pass is for the copy's own second date, not the original's.
    const [pass] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, eventId));
    expect(pass!.passOccurrenceIds).toEqual([copied[1]!.id]);
  });

  it('makes one copy of a double click (same key), and refuses the key for another event', async () => {
    const { id } = await makeEvent(t, owner, owner.user.id, { publish: false });
    const other = await makeEvent(t, owner, owner.user.id, { publish: false });
    const body = { key: randomUUID(), name: 'Twice', startsAt: inDays(20) };
    const [a, b] = await Promise.all([duplicate(id, body, owner), duplicate(id, body, owner)]);
    const ids = [expectReply(a, 201, duplicateEventReply).eventId, expectReply(b, 201, duplicateEventReply).eventId];
    expect(ids[0]).toBe(ids[1]);
    expect(await t.db.select({ id: events.id }).from(events).where(eq(events.duplicatedFromId, id))).toHaveLength(1);
    const reused = await duplicate(other.id, body, owner);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ ...errorShape, reason: R.duplicateKeyReused, message: M.keyReused });
  });

  it('checks the session, the admin right, the event and the dates', async () => {
    const { id } = await makeEvent(t, owner, owner.user.id, { publish: false });
    await addCollaborator(t, id, door.user.id, 'door');
    const body = { key: randomUUID(), name: 'Copy', startsAt: inDays(9) };
    expect((await duplicate(id, body)).statusCode).toBe(401);
    expect((await duplicate(id, body, stranger)).statusCode).toBe(403);
    expect((await duplicate(id, body, door)).statusCode).toBe(403);
    expect((await duplicate(randomUUID(), body, owner)).statusCode).toBe(404);
    const noDate = await duplicate(id, { key: randomUUID(), name: 'Copy' }, owner);
    expect(noDate.statusCode).toBe(422);
    expect(noDate.json().fieldErrors).toEqual({ startsAt: M.needsStart });
    const backwards = await duplicate(id, { key: randomUUID(), name: 'Copy', startsAt: inDays(9), endsAt: inDays(8) }, owner);
    expect(backwards.statusCode).toBe(422);
    expect(Object.keys(backwards.json().fieldErrors)).toEqual(['endsAt']);
    expect((await duplicate(id, { key: 'nope', name: '', startsAt: 'soon' }, owner)).statusCode).toBe(422);
  });
});

async function reuseOf(eventId: string) {
  const [event] = await t.db.select().from(events).where(eq(events.id, eventId));
  const [occurrence] = await t.db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, eventId));
  const [ticketType] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, eventId)).orderBy(asc(ticketTypes.position));
  return { event: event!, occurrence: occurrence!, ticketType: ticketType! };
}

describe('unpublish', () => {
  it('puts an event without sales back to draft; a draft cannot be unpublished', async () => {
    const { id } = await makeEvent(t, owner, owner.user.id);
    expect(expectReply(await act(id, '/unpublish', owner), 200, unpublishReply)).toEqual({ state: 'draft' });
    const [row] = await t.db.select().from(events).where(eq(events.id, id));
    expect(row).toMatchObject({ published: false, unpublishedAt: null });
    const managed = await t.app.inject({ method: 'GET', url: `/api/v1/management/courses/${id}`, headers: headers(owner) });
    expect(managed.json().event).toMatchObject({ published: false, unpublished: false });
    const again = await act(id, '/unpublish', owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.notPublished);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/events/${id}`, headers: headers(stranger) })).statusCode).toBe(404);
  });

  it('after sales: off every list, the holder keeps the page, others are told; publish brings it back', async () => {
    const buyer = await signUpUser(t.app);
    const sold = await makeTicketFixture(t, { owner, buyer });
    const id = sold.event.id;
    expect(expectReply(await act(id, '/unpublish', owner), 200, unpublishReply)).toEqual({ state: 'unpublished' });
    const page = (p?: Person) => t.app.inject({ method: 'GET', url: `/api/v1/events/${id}`, headers: headers(p) });
    expect((await page(buyer)).statusCode).toBe(200);
    expect((await page(owner)).statusCode).toBe(200);
    for (const res of [await page(stranger), await page()]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ reason: R.eventUnpublished, message: M.noLongerAvailable });
    }
    const search = await t.app.inject({ method: 'GET', url: `/api/v1/events?query=Jazz` });
    expect(JSON.stringify(search.json())).not.toContain(id);
    const [row] = (await table(owner, 'past=false')).filter((r) => r.id === id);
    expect(row).toMatchObject({ published: false, unpublished: true });
    // The editor's header says Unpublished, not Draft.
    const managed = () => t.app.inject({ method: 'GET', url: `/api/v1/management/courses/${id}`, headers: headers(owner) });
    expect((await managed()).json().event).toMatchObject({ published: false, unpublished: true });
    // The holder's ticket stays.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/ticket_pages/tickets/${sold.order.id}`, headers: headers(buyer) })).statusCode).toBe(
      200,
    );

    expect((await act(id, '/publish', owner)).statusCode).toBe(200);
    const [back] = await t.db.select().from(events).where(eq(events.id, id));
    expect(back).toMatchObject({ published: true, unpublishedAt: null });
    expect((await managed()).json().event).toMatchObject({ published: true, unpublished: false });
    expect((await page(stranger)).statusCode).toBe(200);
  });

  it('is for admins of the event', async () => {
    const { id } = await makeEvent(t, owner, owner.user.id);
    await addCollaborator(t, id, door.user.id, 'door');
    expect((await act(id, '/unpublish')).statusCode).toBe(401);
    expect((await act(id, '/unpublish', stranger)).statusCode).toBe(403);
    expect((await act(id, '/unpublish', door)).statusCode).toBe(403);
    expect((await act(randomUUID(), '/unpublish', owner)).statusCode).toBe(404);
  });
});

describe('archive', () => {
  it('takes a past event out of the default lists until unarchived; only past events', async () => {
    const upcoming = await makeEvent(t, owner, owner.user.id);
    const refused = await act(upcoming.id, '/archive', owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: R.eventNotPast, message: M.onlyPastArchived });

    const past = await makeTicketFixture(t, { owner, startsAt: new Date(Date.now() - 48 * HOUR) });
    const id = past.event.id;
    expect((await act(id, '/archive', owner)).json()).toEqual({ ok: true });
    expect((await act(id, '/archive', owner)).statusCode).toBe(200);
    expect((await table(owner, 'past=true')).map((r) => r.id)).not.toContain(id);
    const shown = (await table(owner, 'past=true&archived=true')).find((r) => r.id === id);
    expect(shown).toMatchObject({ archived: true });
    // Buyers see no difference.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/events/${id}` })).statusCode).toBe(200);

    expect((await act(id, '/archive', owner, 'DELETE')).json()).toEqual({ ok: true });
    expect((await table(owner, 'past=true')).find((r) => r.id === id)).toMatchObject({ archived: false });
  });

  it('is for admins of the event', async () => {
    const past = await makeTicketFixture(t, { owner, startsAt: new Date(Date.now() - 48 * HOUR) });
    await addCollaborator(t, past.event.id, door.user.id, 'door');
    expect((await act(past.event.id, '/archive')).statusCode).toBe(401);
    expect((await act(past.event.id, '/archive', door)).statusCode).toBe(403);
    expect((await act(past.event.id, '/archive', stranger, 'DELETE')).statusCode).toBe(403);
  });
});
