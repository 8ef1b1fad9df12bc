import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOOR_OFFLINE_MESSAGES, shortTicketCode, doorListReply, type DoorListReply } from '../../../contracts/tickets.ts';
import { DOOR_LIST_HOURS, DOOR_LIST_MAX_PAGE_SIZE } from '../../../domain/offline-door.ts';
import { doorLists, orderItems } from '../../platform/db/schema/index.ts';
import { course, headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { newToken } from '../../platform/tokens.ts';
import { addCollaborator, makeTicketFixture, type TicketFixture } from './tickets.fixtures.ts';

/**
 * The door list in pages (issue 35): a 50,000-ticket event downloads in bounded pages, all of one list and key, by
 * ticket code; a ticket issued while the pages come is on the last one.
 */

const t = useTestApp();
const DAY = 86_400_000;
let owner: Person;
let door: Person;
let stranger: Person;
let f: TicketFixture;

beforeAll(async () => {
  [owner, door, stranger] = await Promise.all([signUpUser(t.app), signUpUser(t.app), signUpUser(t.app)]);
  f = await makeTicketFixture(t, { owner, count: 7, price: 0 });
  await addCollaborator(t, f.event.id, door.user.id, 'door');
  // Issued the day before: only a ticket issued during a download is "issued since" its list.
  await t.db
    .update(orderItems)
    .set({ issuedAt: new Date(Date.now() - DAY) })
    .where(eq(orderItems.orderId, f.order.id));
});

/** `null`: signed out. */
const get = (query: string, p: Person | null = door) =>
  t.app.inject({ method: 'GET', url: course(f.event.id, `/offline_door_list${query}`), headers: headers(p ?? undefined) });
const page = async (query: string, p: Person = door) => expectReply(await get(query, p), 200, doorListReply);
const refOf = (l: DoorListReply, qrToken: string) => createHmac('sha256', Buffer.from(l.key, 'base64url')).update(qrToken).digest('hex');
const codes = (l: DoorListReply) => l.tickets.map((x) => x.code);
const scannable = async () =>
  (await t.db.select().from(orderItems).where(eq(orderItems.orderId, f.order.id))).filter((i) => i.qrToken).sort((a, b) => a.id.localeCompare(b.id));

/** Every page of a download, `limit` tickets a page. */
async function pages(limit: number): Promise<DoorListReply[]> {
  const all = [await page(`?limit=${limit}`)];
  while (all.at(-1)!.next) all.push(await page(`?listId=${all[0]!.listId}&after=${all.at(-1)!.next!.toLowerCase()}&limit=${limit}`));
  return all;
}

describe('paging the door list', () => {
  it('pages by ticket code under one list and key: each ticket once, with the total', async () => {
    const before = (await t.db.select().from(doorLists)).length;
    const all = await pages(3);
    expect(all.map((p) => p.tickets.length)).toEqual([3, 3, 1]);
    expect(new Set(all.map((p) => `${p.listId} ${p.key} ${p.issuedAt} ${p.expiresAt}`)).size).toBe(1);
    expect((await t.db.select().from(doorLists)).length).toBe(before + 1);
    expect(all.map((p) => p.total)).toEqual([7, 7, 7]);
    expect(all[0]!.next).toBe(codes(all[0]!)[2]);
    const items = await scannable();
    expect(all.flatMap(codes)).toEqual(items.map((i) => shortTicketCode(i.id)));
    expect(all.flatMap((p) => p.tickets.map((x) => x.ref))).toEqual(items.map((i) => refOf(all[0]!, i.qrToken!)));
    // The page size bounds a page; one page when it holds them all.
    expect((await page('')).next).toBeNull();
  });

  it('a ticket issued while the pages come is on the last page, though it falls before the cursor', async () => {
    const [first] = await scannable();
    // Waiting to be claimed (no QR code) when the download starts, claimed after its first page.
    await t.db.update(orderItems).set({ qrToken: null }).where(eq(orderItems.id, first!.id));
    const start = await page('?limit=3');
    expect(codes(start)).not.toContain(shortTicketCode(first!.id));
    const token = newToken();
    await t.db.update(orderItems).set({ qrToken: token, issuedAt: new Date() }).where(eq(orderItems.id, first!.id));
    const rest = [await page(`?listId=${start.listId}&after=${start.next}&limit=3`)];
    while (rest.at(-1)!.next) rest.push(await page(`?listId=${start.listId}&after=${rest.at(-1)!.next}&limit=3`));
    expect(rest.at(-1)!.tickets.map((x) => x.ref)).toContain(refOf(start, token));
    const refs = [start, ...rest].flatMap((p) => p.tickets.map((x) => x.ref));
    expect(new Set(refs)).toEqual(new Set((await scannable()).map((i) => refOf(start, i.qrToken!))));
  });

  it('ends a page after every ticket of its last code (two tickets may share one)', async () => {
    const items = await scannable();
    const twin = items[2]!;
    const { id: _id, paidAmount: _paid, ...copy } = twin;
    const [added] = await t.db
      .insert(orderItems)
      .values({ ...copy, id: `${twin.id.slice(0, 8)}-ffff-4fff-bfff-ffffffffffff`, qrToken: newToken() })
      .returning();
    const first = await page('?limit=3');
    expect(codes(first)).toEqual([...items.slice(0, 3).map((i) => shortTicketCode(i.id)), shortTicketCode(added!.id)]);
    expect(first.next).toBe(shortTicketCode(twin.id));
    const second = await page(`?listId=${first.listId}&after=${first.next}&limit=3`);
    expect(codes(second)).not.toContain(shortTicketCode(twin.id));
    await t.db.delete(orderItems).where(eq(orderItems.id, added!.id));
  });

  it.each<[string, () => string]>([
    ['a cursor that is not a ticket code', () => `?listId=${randomUUID()}&after=zz`],
    ['a cursor of other characters', () => `?listId=${randomUUID()}&after=${encodeURIComponent("1' or '1")}`],
    ['a cursor without its list', () => '?after=ABCDEF12'],
  ])('refuses %s (400)', async (_name, query) => {
    const res = await get(query());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(DOOR_OFFLINE_MESSAGES.badCursor);
  });

  it.each([['0'], [String(DOOR_LIST_MAX_PAGE_SIZE + 1)], ['ten'], ['1.5']])('refuses a page size of %s (422)', async (limit) => {
    expect((await get(`?limit=${limit}`)).statusCode).toBe(422);
  });

  it('serves a next page only of the caller’s own list of this event, while it admits', async () => {
    const first = await page('?limit=3');
    const next = `?listId=${first.listId}&after=${first.next}&limit=3`;
    for (const [who, status] of [
      [owner, 404],
      [stranger, 403],
      [null, 401],
    ] as const) {
      expect((await get(next, who)).statusCode).toBe(status);
    }
    expect((await get(`?listId=${randomUUID()}&after=${first.next}`)).statusCode).toBe(404);
    t.clock.advance(DOOR_LIST_HOURS * 3_600_000);
    const res = await get(next);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(DOOR_OFFLINE_MESSAGES.listNotFound);
  });
});
