import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { WAITING_ROOM_MESSAGES as M, WAITING_ROOM_REASONS as R } from '../../../contracts/waiting-room.messages.ts';
import { adminRoomsReply, eventRoomsReply, roomReply, standingReply, type SaveRoomBody } from '../../../contracts/waiting-room.ts';
import { WAITING_ROOM } from '../../../domain/waiting-room.ts';
import { eventPageArrivals, waitingRoomVisitors, waitingRooms } from '../../platform/db/schema/index.ts';
import { CLIENT_COOKIE } from '../../platform/http/visitor.ts';
import { headers, makeAdmin, makeEvent, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { arrivalCounter } from './arrivals.ts';
import { passCookie } from './passes.ts';

// One app and database for the file; the app's clock stands still until a test moves it (the on-sale time).
const t = useTestApp({ QUEUE_SIGNING_SECRET: 'a-test-secret-of-more-than-32-characters' });
let owner: Person;
let admin: Person;
let stranger: Person;
beforeAll(async () => {
  [owner, admin, stranger] = await Promise.all([signUpUser(t.app), signUpUser(t.app), signUpUser(t.app)]);
  await makeAdmin(t, admin.user.id);
});

const MINUTE = 60_000;
const freeEvent = () => makeEvent(t, owner, owner.user.id, { tickets: [{ name: 'GA', price: 0, quantity: 1000 }] });

/** A visitor: a browser's id cookie, signed in or not, and the pass cookies it has been given. */
interface Browser {
  id: string;
  person?: Person;
  jar: Record<string, string>;
}
const browser = (person?: Person): Browser => ({ id: randomUUID(), person, jar: {} });
function cookieOf(b: Browser) {
  const parts = [`${CLIENT_COOKIE}=${b.id}`, ...Object.entries(b.jar).map(([k, v]) => `${k}=${v}`)];
  if (b.person) parts.push(b.person.cookie);
  return { cookie: parts.join('; ') };
}
function keep(b: Browser, res: { cookies: { name: string; value: string }[] }) {
  for (const c of res.cookies) if (c.name.startsWith('ovation_pass_')) b.jar[c.name] = c.value;
}

async function saveRoom(eventId: string, body: Partial<SaveRoomBody> = {}, by: Person = owner) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/events/${eventId}/waiting_rooms`,
    payload: { enabled: true, opensAt: new Date(t.clock.now().getTime() + 10 * MINUTE).toISOString(), ratePerMinute: 60, ...body },
    headers: headers(by),
  });
  return expectReply(res, 200, roomReply).room;
}
async function visitPage(b: Browser, eventId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/event/${eventId}/waiting-room`, headers: cookieOf(b) });
  keep(b, res);
  return res;
}
async function standing(b: Browser, roomId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/waiting_rooms/${roomId}/standing`, headers: cookieOf(b) });
  keep(b, res);
  return expectReply(res, 200, standingReply);
}
const order = (b: Browser, eventId: string, ticketId: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/orders?event=${eventId}`, payload: { tickets: { [ticketId]: 1 } }, headers: cookieOf(b) });

describe('the waiting page', () => {
  it('joins before the on-sale, keeps one place per visitor (second tab, reload), and is a few KB of HTML', async () => {
    const { id } = await freeEvent();
    const room = await saveRoom(id);
    const b = browser();
    const first = await visitPage(b, id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body.length).toBeLessThan(4_096);
    expect(first.body).toContain('role="status"');
    expect(first.body).toContain('Tickets go on sale at');
    expect(first.body).toContain(`/api/v1/waiting_rooms/${room.id}/standing`);
    expect(first.body).not.toMatch(/<script>(?!<\/script>)/);
    // A second tab and a reload: the same row.
    await visitPage(b, id);
    expect((await standing(b, room.id)).state).toBe('before_opening');
    const rows = await t.db.select().from(waitingRoomVisitors).where(eq(waitingRoomVisitors.roomId, room.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ visitorKey: `c:${b.id}`, position: null });
  });

  it('gives a fresh browser its id cookie, and a room that is off sends the visitor on to the tickets', async () => {
    const { id } = await freeEvent();
    const fresh = await t.app.inject({ method: 'GET', url: `/event/${id}/waiting-room` });
    expect(fresh.statusCode).toBe(302);
    expect(fresh.headers.location).toBe(`/event/${id}/select`);
    await saveRoom(id);
    const joined = await t.app.inject({ method: 'GET', url: `/event/${id}/waiting-room` });
    expect(joined.statusCode).toBe(200);
    expect(joined.cookies.find((c) => c.name === CLIENT_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  it('answers 404 for an unknown event or room and 422 for a malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/event/${randomUUID()}/waiting-room` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/waiting_rooms/${randomUUID()}/standing` })).json()).toMatchObject({
      message: M.roomNotFound,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/waiting_rooms/nope/standing' })).statusCode).toBe(422);
  });

  it('serves its script from our origin (the page policy allows no inline script)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/waiting_rooms/page.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.body.length).toBeLessThan(1_500);
  });
});

describe('the draw, admissions and the pass', () => {
  it('puts early arrivals in random order at the opening, later ones at the end, and admits at the rate', async () => {
    const { id, ticketIds } = await freeEvent();
    const room = await saveRoom(id, { ratePerMinute: 2 });
    const early = Array.from({ length: 6 }, () => browser());
    for (const b of early) await visitPage(b, id);
    t.clock.advance(10 * MINUTE);
    const late = browser();
    await visitPage(late, id);
    const places = await Promise.all(early.map((b) => standing(b, room.id)));
    // Places 1..6 among the early arrivals (any order), the late one 7th; at the opening nobody is in yet.
    expect(places.map((p) => p.place).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await standing(late, room.id)).place).toBe(7);
    expect(places.every((p) => p.state === 'waiting' && p.estimateSeconds === p.place! * 30)).toBe(true);
    // One minute: two admitted; the first two in the draw now hold a pass, the others do not.
    t.clock.advance(MINUTE);
    const after = await Promise.all(early.map((b) => standing(b, room.id)));
    const admitted = early.filter((_b, i) => after[i]!.state === 'admitted');
    expect(admitted).toHaveLength(2);
    expect(
      after
        .filter((s) => s.state === 'waiting')
        .map((s) => s.place)
        .sort(),
    ).toEqual([1, 2, 3, 4]);
    expect(Object.keys(admitted[0]!.jar)).toEqual([passCookie(room.id)]);
    const waiting = early.find((b) => !admitted.includes(b))!;
    expect(waiting.jar).toEqual({});
    // The ticket step: no pass, refused; a pass, one order, then it is used.
    const refused = await order(waiting, id, ticketIds[0]!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reason: R.passRequired, message: M.passRequired });
    expect((await order(admitted[0]!, id, ticketIds[0]!)).statusCode).toBe(200);
    const again = await order(admitted[0]!, id, ticketIds[0]!);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: R.passUsed });
    expect((await standing(admitted[0]!, room.id)).state).toBe('used');
  });

  it('refuses a forged, expired or moved pass, and two tabs at once get one order', async () => {
    const { id, ticketIds } = await freeEvent();
    const room = await saveRoom(id, { opensAt: t.clock.now().toISOString(), ratePerMinute: 1000 });
    const b = browser();
    await standing(b, room.id);
    t.clock.advance(MINUTE);
    expect((await standing(b, room.id)).state).toBe('admitted');
    const pass = b.jar[passCookie(room.id)]!;
    // Moved to another session: another browser, or a signed-in stranger.
    const thief = { ...browser(), jar: { [passCookie(room.id)]: pass } };
    expect((await order(thief, id, ticketIds[0]!)).json()).toMatchObject({ reason: R.passInvalid, message: M.passInvalid });
    const signedIn = { ...browser(stranger), jar: { [passCookie(room.id)]: pass } };
    expect((await order(signedIn, id, ticketIds[0]!)).json()).toMatchObject({ reason: R.passInvalid });
    // Forged: a later expiry on the same signature, another visitor's id.
    const [roomId, visitorId, expires, sig] = pass.split('.');
    const forged = [`${roomId}.${visitorId}.${Number(expires) + 3600}.${sig}`, `${roomId}.${randomUUID()}.${expires}.${sig}`, 'garbage'];
    for (const f of forged) {
      const res = await order({ ...b, jar: { [passCookie(room.id)]: f } }, id, ticketIds[0]!);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ reason: R.passInvalid });
    }
    // Expired.
    t.clock.advance(WAITING_ROOM.passTtlSeconds * 1000 + 1000);
    expect((await order(b, id, ticketIds[0]!)).json()).toMatchObject({ reason: R.passExpired, message: M.passExpired });
    // A fresh pass (still admitted), sent by two tabs at once: one order.
    await standing(b, room.id);
    const both = await Promise.all([order(b, id, ticketIds[0]!), order(b, id, ticketIds[0]!)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('keeps the pass of a visitor who signs in on the same browser, and lets staff and other events through', async () => {
    const { id, ticketIds } = await freeEvent();
    const room = await saveRoom(id, { opensAt: t.clock.now().toISOString(), ratePerMinute: 1000 });
    const b = browser();
    await standing(b, room.id);
    t.clock.advance(MINUTE);
    await standing(b, room.id);
    const person = await signUpUser(t.app);
    expect((await order({ ...b, person }, id, ticketIds[0]!)).statusCode).toBe(200);
    // Another event without a room sells as before.
    const other = await freeEvent();
    expect((await order(browser(), other.id, other.ticketIds[0]!)).statusCode).toBe(200);
    // A room that is turned off no longer asks for a pass, and its waiting visitors are sent on.
    await saveRoom(id, { enabled: false });
    expect((await order(browser(), id, ticketIds[0]!)).statusCode).toBe(200);
    expect(await standing(browser(), room.id)).toMatchObject({ state: 'admitted', next: `/event/${id}/select` });
  });

  it('does not bank a quiet spell: after everyone was let in, one newcomer goes in and the next wait at the rate', async () => {
    const { id } = await freeEvent();
    const room = await saveRoom(id, { opensAt: t.clock.now().toISOString(), ratePerMinute: 1 });
    // At the opening nobody is in yet: one a minute.
    expect((await standing(browser(), room.id)).place).toBe(1);
    expect((await standing(browser(), room.id)).place).toBe(2);
    t.clock.advance(60 * MINUTE);
    const newcomers = [browser(), browser(), browser()];
    const places = [];
    for (const b of newcomers) places.push(await standing(b, room.id));
    expect(places.map((p) => [p.state, p.place])).toEqual([
      ['admitted', null],
      ['waiting', 1],
      ['waiting', 2],
    ]);
  });
});

describe('settings', () => {
  it("the organizer reads and saves the event's rooms; a date must be the event's; a rate must be positive", async () => {
    const { id } = await freeEvent();
    const read = expectReply(
      await t.app.inject({ method: 'GET', url: `/api/v1/events/${id}/waiting_rooms`, headers: headers(owner) }),
      200,
      eventRoomsReply,
    );
    expect(read).toMatchObject({ rooms: [], defaultRatePerMinute: WAITING_ROOM.defaultRatePerMinute });
    const room = await saveRoom(id, { ratePerMinute: 90 });
    expect(room).toMatchObject({ enabled: true, ratePerMinute: 90, joined: 0, admitted: 0, autoStarted: false });
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/v1/events/${id}/waiting_rooms`, payload, headers: headers(owner) });
    const badDate = await put({ enabled: true, opensAt: t.clock.now().toISOString(), occurrenceId: randomUUID() });
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().fieldErrors).toEqual({ occurrenceId: M.dateNotFound });
    expect((await put({ enabled: true, opensAt: t.clock.now().toISOString(), ratePerMinute: 0 })).statusCode).toBe(422);
    expect((await put({ enabled: true, opensAt: 'soon' })).statusCode).toBe(422);
  });

  it('turns away strangers and signed-out callers', async () => {
    const { id } = await freeEvent();
    const body = { enabled: true, opensAt: t.clock.now().toISOString() };
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/events/${id}/waiting_rooms`, payload: body })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/events/${id}/waiting_rooms`, payload: body, headers: headers(stranger) });
    expect([403, 404]).toContain(res.statusCode);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/waiting_rooms', headers: headers(owner) })).statusCode).toBe(404);
  });

  it('an admin lists the rooms that are on and changes a rate: who was let in stays in, and the act is audited', async () => {
    const { id } = await freeEvent();
    const room = await saveRoom(id, { opensAt: t.clock.now().toISOString(), ratePerMinute: 10 });
    for (let i = 0; i < 30; i++) await standing(browser(), room.id);
    t.clock.advance(MINUTE);
    const list = expectReply(
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/waiting_rooms', headers: headers(admin) }),
      200,
      adminRoomsReply,
    );
    expect(list.rooms.find((r) => r.id === room.id)).toMatchObject({ joined: 30, admitted: 10, eventName: 'Test Concert' });
    const patch = (payload: object, by = admin) =>
      t.app.inject({ method: 'PATCH', url: `/api/v1/admin/waiting_rooms/${room.id}`, payload, headers: headers(by) });
    expect(expectReply(await patch({ ratePerMinute: 5 }), 200, roomReply).room).toMatchObject({ ratePerMinute: 5, admitted: 10 });
    t.clock.advance(MINUTE);
    expect(expectReply(await patch({ ratePerMinute: 5 }), 200, roomReply).room.admitted).toBe(15);
    expect((await patch({ ratePerMinute: 5 }, owner)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/v1/admin/waiting_rooms/${randomUUID()}`,
          payload: { ratePerMinute: 5 },
          headers: headers(admin),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('the automatic start', () => {
  it('turns the room on once the event page arrivals of every process pass the threshold in a window', async () => {
    const { id } = await freeEvent();
    // Two processes' counters on one database.
    const a = arrivalCounter(t.db, () => t.clock.now());
    const b = arrivalCounter(t.db, () => t.clock.now());
    const half = WAITING_ROOM.autoArrivals / 2;
    for (let i = 0; i < half - 1; i++) await a.arrived(id);
    for (let i = 0; i < half; i++) await b.arrived(id);
    t.clock.advance(WAITING_ROOM.arrivalFlushMs);
    await a.arrived(id);
    const [room] = await t.db.select().from(waitingRooms).where(eq(waitingRooms.eventId, id));
    expect(room).toMatchObject({ enabled: true, ratePerMinute: WAITING_ROOM.defaultRatePerMinute });
    expect(room!.autoStartedAt).not.toBeNull();
    const [count] = await t.db.select().from(eventPageArrivals).where(eq(eventPageArrivals.eventId, id));
    expect(count!.arrivals).toBe(WAITING_ROOM.autoArrivals);
  });

  it('never turns on a room the organizer turned off', async () => {
    const { id } = await freeEvent();
    await saveRoom(id, { enabled: false });
    const a = arrivalCounter(t.db, () => t.clock.now());
    for (let i = 0; i < WAITING_ROOM.autoArrivals; i++) await a.arrived(id);
    const [room] = await t.db.select().from(waitingRooms).where(eq(waitingRooms.eventId, id));
    expect(room!.enabled).toBe(false);
  });
});
