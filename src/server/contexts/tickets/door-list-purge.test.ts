import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { doorListReply, doorSyncReply, type DoorListReply } from '../../../contracts/tickets.ts';
import { DOOR_LIST_HOURS, DOOR_LIST_KEPT_DAYS } from '../../../domain/offline-door.ts';
import { DOOR_LISTS_PURGE_QUEUE } from '../../platform/jobs/catalog.ts';
import { doorLists, doorScans, ticketCheckIns } from '../../platform/db/schema/index.ts';
import { course, headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { purgeDoorLists } from './door-list-purge.ts';
import { addCollaborator, makeTicketFixture, type TicketFixture } from './tickets.fixtures.ts';

/**
 * The purge of door lists (issue 35): a list (its signing key) goes DOOR_LIST_KEPT_DAYS after it expired, by the
 * hourly job; the scans made with it stay, as the records of admissions they are.
 */

const t = useTestApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let door: Person;
let f: TicketFixture;

beforeAll(async () => {
  const [owner, staff] = await Promise.all([signUpUser(t.app), signUpUser(t.app)]);
  door = staff;
  f = await makeTicketFixture(t, { owner, count: 2, price: 0, startsAt: new Date(Date.now() - HOUR) });
  await addCollaborator(t, f.event.id, door.user.id, 'door');
});

const download = async () =>
  expectReply(await t.app.inject({ method: 'GET', url: course(f.event.id, '/offline_door_list'), headers: headers(door) }), 200, doorListReply);
const upload = (l: DoorListReply, scans: object[]) =>
  t.app.inject({
    method: 'POST',
    url: course(f.event.id, '/offline_door_scans'),
    headers: headers(door),
    payload: { listId: l.listId, deviceId: 'phone-a', scans },
  });
const listIds = async () => (await t.db.select({ id: doorLists.id }).from(doorLists)).map((l) => l.id);

describe('purging door lists', () => {
  it('purges a list a month past its expiry by the hourly job, keeping its scans and their check-ins', async () => {
    const start = t.clock.now().getTime();
    const list = await download();
    const scan = {
      id: randomUUID(),
      ref: createHmac('sha256', Buffer.from(list.key, 'base64url')).update(f.items[0]!.qrToken!).digest('hex'),
      occurrenceId: f.occurrence.id,
      scannedAt: new Date(start + HOUR).toISOString(),
    };
    expect(expectReply(await upload(list, [scan]), 200, doorSyncReply).results[0]!.outcome).toBe('admitted');
    t.clock.advance(10 * DAY);
    const later = await download();

    // A scan made offline before the expiry may still arrive until the last minute of the month after it.
    const purgedAt = start + DOOR_LIST_HOURS * HOUR + DOOR_LIST_KEPT_DAYS * DAY;
    t.clock.set(new Date(purgedAt - 60_000));
    expect(await t.jobs.runScheduled(DOOR_LISTS_PURGE_QUEUE)).toBe(1);
    expect(await listIds()).toEqual(expect.arrayContaining([list.listId, later.listId]));
    t.clock.set(new Date(purgedAt + 60_000));
    expect(await t.jobs.runScheduled(DOOR_LISTS_PURGE_QUEUE)).toBe(1);
    expect(await listIds()).toEqual([later.listId]);

    const [kept] = await t.db.select().from(doorScans).where(eq(doorScans.id, scan.id));
    expect(kept).toMatchObject({ outcome: 'admitted', listId: null, orderItemId: f.items[0]!.id, byUserId: door.user.id });
    const [use] = await t.db.select().from(ticketCheckIns).where(eq(ticketCheckIns.orderItemId, f.items[0]!.id));
    expect(use).toMatchObject({ scanId: scan.id });
    // Its scans can no longer be mapped to tickets: the phone is told to download again.
    expect((await upload(list, [{ ...scan, id: randomUUID() }])).statusCode).toBe(404);
  });

  it('deletes in short statements until every list due is gone', async () => {
    const now = t.clock.now();
    const expired = new Date(now.getTime() - (DOOR_LIST_KEPT_DAYS + 1) * DAY);
    const rows = Array.from({ length: 7 }, () => ({
      eventId: f.event.id,
      userId: door.user.id,
      key: randomBytes(32).toString('base64url'),
      issuedAt: new Date(expired.getTime() - DOOR_LIST_HOURS * HOUR),
      expiresAt: expired,
    }));
    const due = (await t.db.insert(doorLists).values(rows).returning()).map((l) => l.id);
    const before = await listIds();
    expect(await purgeDoorLists(t.db, now, 2)).toBe(7);
    expect(await t.db.select().from(doorLists).where(inArray(doorLists.id, due))).toEqual([]);
    expect((await listIds()).length).toBe(before.length - 7);
  });
});
