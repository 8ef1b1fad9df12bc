import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { VIEWER_WINDOW_MS } from '../../../domain/broadcasts.ts';
import { broadcastViewers } from '../../platform/db/schema/index.ts';
import type { Person } from '../../testing/events.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { onlineBroadcast } from './broadcasts.fixtures.ts';
import { VIEWER_COUNT_CACHE_MS, VIEWERS_PRUNE_BATCH, viewerCounter, type ViewerCounter } from './viewers.ts';

const t = useTestApp();
let owner: Person;
const [ada, grace, alan] = [randomUUID(), randomUUID(), randomUUID()];

beforeAll(async () => {
  owner = await signUpUser(t.app);
});

/** A clock of the test's own, shared by the counters of one test: epoch ms it sets. */
function clock(start = Date.UTC(2026, 0, 10, 20)) {
  let now = start;
  return { now: () => now, at: (ms: number) => (now = start + ms), start };
}

/** One API process's counter on the test's database: no timer, so it writes only when told or before a count. */
const processOn = (now: () => number): ViewerCounter => viewerCounter(t.db, { now, flushMs: 0, log: { warn: () => undefined } });

const broadcastIds = async (n: number) => {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) ids.push((await onlineBroadcast(t, { owner, buyer: await signUpUser(t.app) })).broadcast.id);
  return ids;
};

const rowCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(broadcastViewers))[0]!.n;

describe('the viewer count across API processes', () => {
  it('counts a viewer whose polls alternate between two processes once, and two viewers as two, per broadcast', async () => {
    const [first, second] = (await broadcastIds(2)) as [string, string];
    const c = clock();
    const [a, b] = [processOn(c.now), processOn(c.now)];
    a.touch(first, ada);
    b.touch(first, ada);
    b.touch(first, grace);
    b.touch(second, ada);
    // A broadcast deleted since its viewer polled (here: never made) is skipped, not a failed batch.
    b.touch(randomUUID(), alan);
    await b.flush();
    const expected = new Map([
      [first, 2],
      [second, 1],
    ]);
    expect(await a.counts([first, second])).toEqual(expected);
    expect(await b.counts([first, second])).toEqual(expected);
    const unknown = randomUUID();
    expect(await a.counts([unknown])).toEqual(new Map([[unknown, 0]]));
  });

  it('never writes per poll: touches wait for the write, and a count writes its own process first', async () => {
    const [id] = (await broadcastIds(1)) as [string];
    const c = clock();
    const [a, b] = [processOn(c.now), processOn(c.now)];
    const before = await rowCount();
    for (let poll = 0; poll < 5; poll += 1) a.touch(id, ada);
    b.touch(id, grace);
    expect(await rowCount()).toBe(before);
    // Its own viewer counts at once; the other process's once it has written (and the cache has run out).
    expect(await a.counts([id])).toEqual(new Map([[id, 1]]));
    expect(await rowCount()).toBe(before + 1);
    await b.flush();
    a.touch(id, ada); // a viewer already counted here polls again: the cached count stands
    expect(await a.counts([id])).toEqual(new Map([[id, 1]]));
    c.at(VIEWER_COUNT_CACHE_MS);
    expect(await a.counts([id])).toEqual(new Map([[id, 2]]));
  });

  it('counts a viewer while seen within the window, read through a cache of a few seconds', async () => {
    const [id] = (await broadcastIds(1)) as [string];
    const c = clock();
    const counter = processOn(c.now);
    counter.touch(id, ada);
    c.at(10_000);
    counter.touch(id, ada);
    c.at(20_000);
    counter.touch(id, grace);
    const reads: [number, number][] = [
      [20_000, 2],
      [10_000 + VIEWER_WINDOW_MS - 1, 2],
      // Within the cache's life of the read before: the same answer, though ada's window just ended.
      [10_000 + VIEWER_WINDOW_MS, 2],
      [10_000 + VIEWER_WINDOW_MS - 1 + VIEWER_COUNT_CACHE_MS, 1],
      [20_000 + VIEWER_WINDOW_MS + VIEWER_COUNT_CACHE_MS, 0],
    ];
    for (const [at, viewers] of reads) {
      c.at(at);
      expect([at, (await counter.counts([id])).get(id)]).toEqual([at, viewers]);
    }
  });

  it('deletes rows older than the window in batches, once a window after the last prune', async () => {
    const [id] = (await broadcastIds(1)) as [string];
    const c = clock();
    const old = new Date(c.start - VIEWER_WINDOW_MS).toISOString();
    await t.db.execute(sql`
      insert into ${broadcastViewers} (broadcast_id, viewer_id, last_seen_at)
      select ${id}, gen_random_uuid(), ${old} from generate_series(1, ${VIEWERS_PRUNE_BATCH + 5})`);
    const counter = processOn(c.now);
    const left = async () =>
      (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from ${broadcastViewers} where broadcast_id = ${id}`)).rows[0]!.n;
    // A process that never wrote a viewer leaves the table alone.
    await counter.flush();
    expect(await left()).toBe(VIEWERS_PRUNE_BATCH + 5);
    counter.touch(id, ada);
    await counter.flush(); // writes ada, then prunes one batch
    expect(await left()).toBe(6);
    await counter.flush(); // the batch was full: the rest at once
    expect(await left()).toBe(1);
    // ada's own row goes once its window has passed, at the next write or tick.
    c.at(VIEWER_WINDOW_MS);
    await counter.flush();
    expect(await left()).toBe(0);
    expect(await counter.counts([id])).toEqual(new Map([[id, 0]]));
  });

  it('two processes writing the same viewers at once both succeed, in any order', async () => {
    const [id] = (await broadcastIds(1)) as [string];
    const c = clock();
    const [a, b] = [processOn(c.now), processOn(c.now)];
    const viewers = Array.from({ length: 200 }, () => randomUUID());
    for (let round = 0; round < 5; round += 1) {
      for (const v of viewers) a.touch(id, v);
      for (const v of [...viewers].reverse()) b.touch(id, v);
      await Promise.all([a.flush(), b.flush()]);
    }
    c.at(VIEWER_COUNT_CACHE_MS);
    expect(await a.counts([id])).toEqual(new Map([[id, 200]]));
  });
});
