import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { roomReply } from '../../../contracts/waiting-room.ts';
import { waitingRoomVisitors } from '../../platform/db/schema/index.ts';
import { headers, makeEvent, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { joiner } from './queue.service.ts';

// Two joiners on one database stand for two API processes; only meaningful on PostgreSQL (vitest.postgres.config.ts).
const t = useTestApp();
let owner: Person;
beforeAll(async () => {
  owner = await signUpUser(t.app);
});

const MINUTE = 60_000;
const keys = (n: number) => Array.from({ length: n }, () => `c:${randomUUID()}`);

it('two processes joining the same visitors at once, then across the opening: one row each, places exactly 1..N', async () => {
  const { id: eventId } = await makeEvent(t, owner, owner.user.id, { tickets: [{ name: 'GA', price: 0, quantity: 10 }] });
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/events/${eventId}/waiting_rooms`,
    payload: { enabled: true, opensAt: new Date(t.clock.now().getTime() + 10 * MINUTE).toISOString(), ratePerMinute: 60 },
    headers: headers(owner),
  });
  const room = expectReply(saved, 200, roomReply).room;
  const processes = [joiner(t.db, () => t.clock.now()), joiner(t.db, () => t.clock.now())];

  // Before the opening: every visitor arrives in both processes at once (two tabs behind a balancer), so the same key
  // is inserted by two statements side by side: both must hand back the one row.
  const early = keys(300);
  const joins = early.flatMap((key) => processes.map((p) => p.join(room.id, key).then((j) => ({ key, visitor: j.visitor }))));
  const joined = await Promise.all(joins);
  const idOf = new Map<string, string>();
  for (const { key, visitor } of joined) {
    expect(visitor?.visitorKey).toBe(key);
    expect(visitor?.position).toBeNull();
    if (idOf.has(key)) expect(visitor?.id).toBe(idOf.get(key));
    else idOf.set(key, visitor!.id);
  }

  // Across the opening: early visitors come back and newcomers arrive in both processes while the first batch after
  // the opening draws; batches that waited for the draw's lock must see the room opened and go the locked way.
  t.clock.advance(10 * MINUTE);
  const late = keys(100);
  const after = await Promise.all(
    [...early.slice(0, 100), ...late].flatMap((key) => processes.map((p) => p.join(room.id, key).then((j) => ({ key, visitor: j.visitor })))),
  );
  for (const { key, visitor } of after) expect(visitor?.visitorKey).toBe(key);

  const rows = await t.db
    .select({ key: waitingRoomVisitors.visitorKey, position: waitingRoomVisitors.position })
    .from(waitingRoomVisitors)
    .where(eq(waitingRoomVisitors.roomId, room.id))
    .orderBy(asc(waitingRoomVisitors.position));
  expect(rows).toHaveLength(400);
  expect(rows.map((r) => r.position)).toEqual(Array.from({ length: 400 }, (_, i) => i + 1));
  // The draw placed every early arrival before every newcomer, and each join was answered with its row's place.
  const lateSet = new Set(late);
  expect(rows.slice(0, 300).every((r) => !lateSet.has(r.key))).toBe(true);
  const placeOf = new Map(rows.map((r) => [r.key, r.position]));
  for (const { key, visitor } of after) expect(visitor?.position).toBe(placeOf.get(key));
});
