import { createHmac, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHECK_IN_MESSAGES,
  DOOR_OFFLINE_MESSAGES,
  shortTicketCode,
  doorListReply,
  doorSyncReply,
  type DoorListReply,
} from '../../../contracts/tickets.ts';
import { doorLists, doorScans, eventCollaborators, orderItems, ticketCheckIns, ticketTypes } from '../../platform/db/schema/index.ts';
import { course, headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { addCollaborator, makeTicketFixture, outboxOf, type TicketFixture } from './tickets.fixtures.ts';

/**
 * The offline door (issue 35): the door list a phone downloads (no QR secret leaves the server), and the upload of
 * its offline scans: each counted once, the first scan of an entry wins, the other phone is told.
 */

const t = useTestApp();
const MIN = 60_000;
let owner: Person;
let door: Person;
let basic: Person;
let stranger: Person;
let f: TicketFixture;
let list: DoorListReply;
const start = new Date(Date.now() - 60 * MIN);

beforeAll(async () => {
  [owner, door, basic, stranger] = await Promise.all([signUpUser(t.app), signUpUser(t.app), signUpUser(t.app), signUpUser(t.app)]);
  f = await makeTicketFixture(t, { owner, count: 6, price: 0, startsAt: start, timezone: 'Europe/London' });
  await addCollaborator(t, f.event.id, door.user.id, 'door');
  await addCollaborator(t, f.event.id, basic.user.id, 'basic');
  list = await download(door);
});

const getList = (p?: Person, eventId = f.event.id) =>
  t.app.inject({ method: 'GET', url: course(eventId, '/offline_door_list'), headers: headers(p) });
const download = async (p: Person) => expectReply(await getList(p), 200, doorListReply);
const refOf = (l: DoorListReply, qrToken: string) => createHmac('sha256', Buffer.from(l.key, 'base64url')).update(qrToken).digest('hex');
const at = (minutes: number) => new Date(start.getTime() + minutes * MIN).toISOString();
const scanOf = (i: number, minutes: number, l = list) => ({
  id: randomUUID(),
  ref: refOf(l, f.items[i]!.qrToken!),
  occurrenceId: f.occurrence.id,
  scannedAt: at(minutes),
});
const post = (payload: object, p: Person | undefined) =>
  t.app.inject({ method: 'POST', url: course(f.event.id, '/offline_door_scans'), headers: headers(p), payload });
const sync = async (deviceId: string, scans: object[], l = list, p: Person = door) =>
  expectReply(await post({ listId: l.listId, deviceId, scans }, p), 200, doorSyncReply);
const usesOf = (itemId: string) => t.db.select().from(ticketCheckIns).where(eq(ticketCheckIns.orderItemId, itemId));

describe('the door list', () => {
  it('keys each ticket by an HMAC of its QR secret under a key of its own, and never ships the secret or the id', async () => {
    expect(list.tickets).toHaveLength(6);
    const body = JSON.stringify(list);
    for (const item of f.items) {
      expect(body).not.toContain(item.qrToken);
      expect(body).not.toContain(item.id);
    }
    expect(list.tickets.map((x) => x.ref).sort()).toEqual(f.items.map((i) => refOf(list, i.qrToken!)).sort());
    expect(list.tickets[0]).toMatchObject({ status: 'active', addOn: false, rule: { kind: 'single' }, occurrenceId: f.occurrence.id, uses: [] });
    const other = await download(door);
    expect(other.key).not.toBe(list.key);
    expect(Date.parse(list.expiresAt) - Date.parse(list.issuedAt)).toBeGreaterThan(23 * 60 * MIN);
  });

  it.each<[string, () => Person | undefined, number]>([
    ['signed out', () => undefined, 401],
    ['another organization', () => stranger, 403],
    ['a collaborator without door access', () => basic, 403],
  ])('refuses %s', async (_name, who, status) => {
    expect((await getList(who())).statusCode).toBe(status);
    expect((await post({ listId: list.listId, deviceId: 'x', scans: [scanOf(0, 1)] }, who())).statusCode).toBe(status);
  });
});

describe('uploading offline scans', () => {
  it('admits at the scan time, counts a replayed upload once, and writes one check-in event', async () => {
    const scans = [scanOf(0, 5), scanOf(1, 6)];
    const first = await sync('phone-a', scans);
    expect(first.results).toEqual(scans.map((s) => ({ id: s.id, outcome: 'admitted', message: null })));
    expect(await sync('phone-a', scans)).toEqual(first);
    const uses = await usesOf(f.items[0]!.id);
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({ checkedInAt: new Date(at(5)), checkedInById: door.user.id, scanId: scans[0]!.id });
    expect((await outboxOf(t, f.items[0]!.id)).filter((e) => e.type === 'ticket.checked_in')).toHaveLength(1);
    const fresh = await download(door);
    expect(fresh.tickets.find((x) => x.ref === refOf(fresh, f.items[0]!.qrToken!))?.uses).toHaveLength(1);
  });

  it('two phones admitted one ticket: the earlier scan wins, whichever uploads first, and the other phone is told', async () => {
    const late = scanOf(2, 20);
    const early = scanOf(2, 10);
    expect((await sync('phone-a', [late])).results[0]!.outcome).toBe('admitted');
    expect((await sync('phone-b', [early])).results[0]!.outcome).toBe('admitted');
    const [use] = await usesOf(f.items[2]!.id);
    expect(use).toMatchObject({ scanId: early.id, checkedInAt: new Date(at(10)) });
    // Phone A's next upload (any scan) hands back its beaten scan; the organizer's list has it too.
    const a = await sync('phone-a', [late]);
    expect(a.results[0]).toMatchObject({
      outcome: 'conflict',
      message: expect.stringMatching(/^Another door device admitted this ticket first, at /),
    });
    expect(a.conflicts.map((c) => c.scanId)).toContain(late.id);
    expect((await download(owner)).conflicts.find((c) => c.scanId === late.id)).toMatchObject({
      deviceId: 'phone-a',
      code: shortTicketCode(f.items[2]!.id),
    });
    // A third, later scan loses to the recorded one.
    const third = await sync('phone-c', [scanOf(2, 30)]);
    expect(third.results[0]!.message).toMatch(/^Already checked in at /);
    expect(await usesOf(f.items[2]!.id)).toHaveLength(1);
  });

  it('an online check-in is never taken back by an earlier offline scan', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: course(f.event.id, '/check_ins'),
      headers: headers(door),
      payload: { code: f.items[3]!.qrToken },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await sync('phone-a', [scanOf(3, 1)])).results[0]!.outcome).toBe('conflict');
    expect((await usesOf(f.items[3]!.id))[0]!.scanId).toBeNull();
  });

  it('a ticket refunded between the download and the upload is a conflict that says so', async () => {
    await t.db.update(orderItems).set({ status: 'refunded' }).where(eq(orderItems.id, f.items[4]!.id));
    expect((await sync('phone-a', [scanOf(4, 5)])).results[0]).toMatchObject({ outcome: 'conflict', message: CHECK_IN_MESSAGES.refunded });
    expect(await usesOf(f.items[4]!.id)).toHaveLength(0);
  });

  it("counts a punch card's entries across phones: an over-use is the latest scan's conflict", async () => {
    const [card] = await t.db
      .insert(ticketTypes)
      .values({ eventId: f.event.id, name: 'Punch card', price: 0, fee: 0, currency: 'usd', quantity: 10, admission: 'punch_card', entries: 2 })
      .returning();
    await t.db.update(orderItems).set({ ticketTypeId: card!.id }).where(eq(orderItems.id, f.items[5]!.id));
    const [a1, a2, b1] = [scanOf(5, 5), scanOf(5, 15), scanOf(5, 10)];
    expect((await sync('phone-a', [a2, a1])).results.map((r) => r.outcome)).toEqual(['admitted', 'admitted']);
    expect((await sync('phone-b', [b1])).results[0]!.outcome).toBe('admitted');
    const uses = await usesOf(f.items[5]!.id);
    expect(uses.map((u) => u.scanId).sort()).toEqual([a1.id, b1.id].sort());
    const [beaten] = await t.db.select().from(doorScans).where(eq(doorScans.id, a2.id));
    expect(beaten).toMatchObject({ outcome: 'conflict' });
  });

  it('refuses scans made after the list expired, and a list that is not the caller’s', async () => {
    const l = await download(door);
    await t.db
      .update(doorLists)
      .set({ expiresAt: new Date(at(2)) })
      .where(eq(doorLists.id, l.listId));
    expect((await sync('phone-a', [scanOf(1, 3, l)], l)).results[0]).toMatchObject({ message: DOOR_OFFLINE_MESSAGES.listExpired });
    const res = await post({ listId: l.listId, deviceId: 'phone-a', scans: [scanOf(1, 1, l)] }, owner);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(DOOR_OFFLINE_MESSAGES.listNotFound);
  });

  it('answers an unknown ref as not found without storing it', async () => {
    const scan = { ...scanOf(0, 1), ref: 'f'.repeat(64) };
    expect((await sync('phone-a', [scan])).results[0]).toMatchObject({ outcome: 'conflict', message: CHECK_IN_MESSAGES.notFound });
    expect(await t.db.select().from(doorScans).where(eq(doorScans.id, scan.id))).toHaveLength(0);
  });

  it.each<[string, () => object]>([
    ['no scans', () => ({ scans: [] })],
    ['a ref that is not an HMAC', () => ({ scans: [{ ...scanOf(0, 1), ref: 'abc' }] })],
    ['a scan time that is not an instant', () => ({ scans: [{ ...scanOf(0, 1), scannedAt: 'yesterday' }] })],
    ['a scan id that is not a UUID', () => ({ scans: [{ ...scanOf(0, 1), id: '1' }] })],
    ['more than 500 scans', () => ({ scans: Array.from({ length: 501 }, () => scanOf(0, 1)) })],
    ['an empty device id', () => ({ deviceId: ' ' })],
  ])('refuses a malformed upload: %s (422)', async (_name, change) => {
    const res = await post({ listId: list.listId, deviceId: 'phone-a', scans: [scanOf(0, 1)], ...change() }, door);
    expect(res.statusCode, res.body).toBe(422);
  });
});

describe('uploads that come late or from someone who lost access (docs/decisions/tickets.md "Lost access")', () => {
  let g: TicketFixture;
  let staff: Person;
  let l: DoorListReply;
  beforeAll(async () => {
    staff = await signUpUser(t.app);
    g = await makeTicketFixture(t, { owner, count: 2, price: 0, startsAt: start, timezone: 'Europe/London' });
    await addCollaborator(t, g.event.id, staff.user.id, 'door');
    l = await expectReply(await getList(staff, g.event.id), 200, doorListReply);
  });
  const scanOfG = (i: number, minutes: number) => ({ ...scanOf(i, minutes, l), ref: refOf(l, g.items[i]!.qrToken!), occurrenceId: g.occurrence.id });
  const postG = (scans: object[]) =>
    t.app.inject({
      method: 'POST',
      url: course(g.event.id, '/offline_door_scans'),
      headers: headers(staff),
      payload: { listId: l.listId, deviceId: 'phone-c', scans },
    });
  const usesOfG = (i: number) => usesOf(g.items[i]!.id);

  it('refuses every upload of a staff member whose door access was removed, recording nothing, until it is back', async () => {
    const scan = scanOfG(0, 30);
    await t.db.delete(eventCollaborators).where(and(eq(eventCollaborators.eventId, g.event.id), eq(eventCollaborators.profileId, staff.user.id)));
    // The scan time is the phone's word: an ex-staff member must not be able to burn tickets with it.
    expect((await postG([scan])).statusCode).toBe(403);
    expect(await t.db.select().from(doorScans).where(eq(doorScans.id, scan.id))).toHaveLength(0);
    expect(await usesOfG(0)).toHaveLength(0);
    await addCollaborator(t, g.event.id, staff.user.id, 'door');
    expect(expectReply(await postG([scan]), 200, doorSyncReply).results[0]).toMatchObject({ outcome: 'admitted' });
    expect(await usesOfG(0)).toHaveLength(1);
  });

  it('takes after the expiry the scans made before it, while the list is kept (a phone back online late)', async () => {
    await t.db
      .update(doorLists)
      .set({ expiresAt: new Date(at(2)) })
      .where(eq(doorLists.id, l.listId));
    const reply = expectReply(await postG([scanOfG(1, 1)]), 200, doorSyncReply);
    expect(reply.results[0]).toMatchObject({ outcome: 'admitted' });
    expect(await usesOfG(1)).toHaveLength(1);
  });
});
