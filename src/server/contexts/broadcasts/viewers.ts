import { and, count, gt, inArray, sql } from 'drizzle-orm';
import { VIEWER_WINDOW_MS } from '../../../domain/broadcasts.ts';
import { ttlCache } from '../../platform/cache.ts';
import type { Db } from '../../platform/db/client.ts';
import { broadcasts, broadcastViewers } from '../../platform/db/schema/index.ts';

/** How often a process writes the viewers it saw since the last write: one upsert, whatever their number. */
export const VIEWERS_FLUSH_MS = 5_000;
/** How long a process reuses a broadcast's count (the pages poll it every 5 to 10 s). */
export const VIEWER_COUNT_CACHE_MS = 5_000;
/** Old rows deleted per statement, so that a crowd leaving at once never makes one long delete. */
export const VIEWERS_PRUNE_BATCH = 1_000;
/** Broadcasts whose count a process keeps at once. */
const CACHED_COUNTS = 10_000;

/**
 * Who is watching each broadcast, on every API process (docs/decisions/broadcasts.md, "The viewer count"): a playlist
 * poll is a touch in this process's memory, never a database write; every VIEWERS_FLUSH_MS the process writes the
 * (broadcast, viewer, last seen) it saw in one upsert into `broadcast_viewers`, whichever process served them. The
 * count is the distinct viewers seen within VIEWER_WINDOW_MS there, read once per VIEWER_COUNT_CACHE_MS per process:
 * a viewer whose polls alternate between processes is one row, so counted once.
 */
export interface ViewerCounter {
  /** A viewer's player fetched the playlist now. */
  touch(broadcastId: string, viewerId: string): void;
  /** Viewers of each broadcast seen within the window by any process (0 for none). */
  counts(broadcastIds: readonly string[]): Promise<Map<string, number>>;
  /** Writes the touches kept since the last write (and deletes old rows when due). */
  flush(): Promise<void>;
  /** Shutdown: stops the timer and writes what is left. */
  stop(): Promise<void>;
}

export interface ViewerCounterOptions {
  /** Epoch ms by the app's clock: touches, the window and the cache are read on it. */
  now: () => number;
  /** The write timer's interval; 0: no timer (writes on `flush`, before a count is read, and on `stop`). */
  flushMs: number;
  log: { warn(obj: object, msg: string): void };
}

const SEP = ' ';

export function viewerCounter(db: Db, o: ViewerCounterOptions): ViewerCounter {
  /** `<broadcast> <viewer>` -> their latest poll in this process (epoch ms), while within the window. */
  const seen = new Map<string, number>();
  /** The keys of `seen` polled since the last write. */
  let touched = new Set<string>();
  /** The latest poll this process wrote whose row may still wait to be pruned; null when none. */
  let writtenUpTo: number | null = null;
  let prunedAt = -Infinity;
  const cache = ttlCache<number>(VIEWER_COUNT_CACHE_MS, CACHED_COUNTS, o.now);
  const loading = new Map<string, Promise<number>>();
  // Writes run one after the other: each takes what was touched when its turn came.
  let chain = Promise.resolve();

  const write = async () => {
    const now = o.now();
    for (const [key, at] of seen) if (now - at >= VIEWER_WINDOW_MS && !touched.has(key)) seen.delete(key);
    if (touched.size) {
      const batch = new Map([...touched].map((key) => [key, seen.get(key)!]));
      touched = new Set();
      try {
        await upsertViewers(db, batch);
        for (const at of batch.values()) writtenUpTo = Math.max(writtenUpTo ?? 0, at);
      } catch (err) {
        for (const key of batch.keys()) touched.add(key); // written with the next batch, at their latest poll
        o.log.warn({ err, viewers: batch.size }, 'broadcast viewers: write failed, kept for the next one');
        return;
      }
    }
    await pruneWhenDue();
  };

  /** Once a window after the last prune, while rows this process wrote may have grown old; again at once after a full batch. */
  const pruneWhenDue = async () => {
    const now = o.now();
    if (writtenUpTo === null || now - prunedAt < VIEWER_WINDOW_MS) return;
    const cutoff = now - VIEWER_WINDOW_MS;
    try {
      const deleted = await pruneViewers(db, cutoff);
      prunedAt = deleted === VIEWERS_PRUNE_BATCH ? -Infinity : now;
      if (deleted < VIEWERS_PRUNE_BATCH && writtenUpTo <= cutoff) writtenUpTo = null;
    } catch (err) {
      o.log.warn({ err }, 'broadcast viewers: pruning failed');
    }
  };

  const flush = () => (chain = chain.then(write));
  const timer = o.flushMs > 0 ? setInterval(() => void flush(), o.flushMs) : null;
  timer?.unref();

  /** Counts for broadcasts not cached: this process's own touches written first, so they count at once. */
  const load = async (ids: string[]) => {
    await flush();
    const found = await countViewers(db, ids, o.now() - VIEWER_WINDOW_MS);
    for (const id of ids) cache.set(id, found.get(id) ?? 0);
    return found;
  };

  return {
    touch(broadcastId, viewerId) {
      const key = broadcastId + SEP + viewerId;
      const now = o.now();
      const last = seen.get(key);
      // A viewer new here makes this process's cached count stale: they see themselves counted at their next read.
      if (last === undefined || now - last >= VIEWER_WINDOW_MS) cache.delete(broadcastId);
      seen.set(key, now);
      touched.add(key);
    },
    async counts(broadcastIds) {
      const missing = [...new Set(broadcastIds)].filter((id) => cache.get(id) === undefined && !loading.has(id));
      if (missing.length) {
        const loaded = load(missing);
        for (const id of missing) {
          const one = loaded.then((found) => found.get(id) ?? 0);
          loading.set(id, one);
          void one.finally(() => loading.delete(id)).catch(() => undefined);
        }
      }
      const counts = await Promise.all(broadcastIds.map(async (id) => [id, cache.get(id) ?? (await loading.get(id)) ?? 0] as const));
      return new Map(counts);
    },
    flush,
    async stop() {
      if (timer) clearInterval(timer);
      await flush();
    },
  };
}

/** One broadcast's count. */
export const viewersOf = async (viewers: ViewerCounter, broadcastId: string) => (await viewers.counts([broadcastId])).get(broadcastId) ?? 0;

/**
 * One statement for the whole batch, in key order (two processes writing the same viewers lock their rows in the same
 * order, so they never deadlock); a broadcast deleted meanwhile is skipped, not an error for the batch.
 */
async function upsertViewers(db: Db, batch: Map<string, number>) {
  const rows = [...batch].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, at]) => [...key.split(SEP), new Date(at).toISOString()]);
  await db.execute(sql`
    insert into ${broadcastViewers} (broadcast_id, viewer_id, last_seen_at)
    select v.broadcast_id, v.viewer_id, v.last_seen_at
    from unnest(${sql.param(rows.map((r) => r[0]))}::uuid[], ${sql.param(rows.map((r) => r[1]))}::uuid[],
      ${sql.param(rows.map((r) => r[2]))}::timestamptz[]) with ordinality as v(broadcast_id, viewer_id, last_seen_at, n)
    where exists (select 1 from ${broadcasts} b where b.id = v.broadcast_id)
    order by v.n
    on conflict (broadcast_id, viewer_id) do update set last_seen_at = greatest(${broadcastViewers.lastSeenAt}, excluded.last_seen_at)`);
}

/**
 * Deletes up to a batch of rows seen before `cutoff`; rows another process is writing right now are skipped
 * (they are being seen again), so a prune never waits on a write.
 */
async function pruneViewers(db: Db, cutoff: number): Promise<number> {
  const { rowCount } = await db.execute(sql`
    delete from ${broadcastViewers} where (broadcast_id, viewer_id) in (
      select broadcast_id, viewer_id from ${broadcastViewers} where last_seen_at <= ${new Date(cutoff).toISOString()}
      limit ${VIEWERS_PRUNE_BATCH} for update skip locked)`);
  return rowCount ?? 0;
}

async function countViewers(db: Db, ids: string[], cutoff: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: broadcastViewers.broadcastId, n: count() })
    .from(broadcastViewers)
    .where(and(inArray(broadcastViewers.broadcastId, ids), gt(broadcastViewers.lastSeenAt, new Date(cutoff))))
    .groupBy(broadcastViewers.broadcastId);
  return new Map(rows.map((r) => [r.id, r.n]));
}
