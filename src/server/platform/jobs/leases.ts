import type PgBoss from 'pg-boss';
import type { Logger } from '../logger.ts';

/*
 * Leases: a running job is marked alive by its process every HEARTBEAT_SECONDS; a job whose last mark (or start)
 * is older than LEASE_SECONDS belongs to a process that stopped, and any live process fails it within
 * RELEASE_INTERVAL_SECONDS, so it retries at once. JOB_LEASE_SECONDS changes the lease (the crash tests shorten it
 * to see a dead worker's job run again in seconds); the heartbeat and the release keep their proportions to it. pg-boss 10 has no heartbeat: its only rescue is the job's expiry,
 * which must cover the job's real duration (an export, an encoding: minutes) and stays as the cap on a job that
 * hangs in a live process. The mark lives in the job's `output`, which pg-boss leaves empty while a job is active
 * and overwrites when it completes or fails.
 */

/** How often a process marks its running jobs alive. */
export const HEARTBEAT_SECONDS = 10;
/** A job not marked alive for this long is released (well over a heartbeat: a busy event loop may delay one). */
export const LEASE_SECONDS = 40;
/** How often each process looks for jobs to release (one query). */
export const RELEASE_INTERVAL_SECONDS = 15;

/** The heartbeat and release intervals of a lease of `leaseSeconds`, in the proportions of the defaults. */
export function leaseTimings(leaseSeconds: number): { heartbeatMs: number; releaseMs: number } {
  return {
    heartbeatMs: (leaseSeconds * 1000 * HEARTBEAT_SECONDS) / LEASE_SECONDS,
    releaseMs: (leaseSeconds * 1000 * RELEASE_INTERVAL_SECONDS) / LEASE_SECONDS,
  };
}

type Db = Pick<PgBoss.Db, 'executeSql'>;

/** Marks these active jobs alive now. */
export async function markAlive(db: Db, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db.executeSql(`update pgboss.job set output = jsonb_build_object('alive', now()) where id = any($1::uuid[]) and state = 'active'`, [ids]);
}

/**
 * Fails the active jobs of these queues whose process stopped marking them (`fail` is pg-boss's, so retries and
 * dead letters apply); returns how many.
 */
export async function releaseDeadJobs(
  db: Db,
  fail: (name: string, id: string) => Promise<unknown>,
  names: string[],
  logger?: Logger,
  leaseSeconds = LEASE_SECONDS,
): Promise<number> {
  const { rows } = await db.executeSql(
    `select name, id from pgboss.job where state = 'active' and name = any($1::text[])
       and coalesce((output->>'alive')::timestamptz, started_on) < now() - $2 * interval '1 second'`,
    [names, leaseSeconds],
  );
  for (const { name, id } of rows as { name: string; id: string }[]) {
    logger?.warn({ queue: name, jobId: id }, 'released a job whose process stopped marking it alive');
    await fail(name, id);
  }
  return rows.length;
}

/**
 * This process's side: marks the jobs it runs (`track` when a batch starts, `untrack` when it ends) every
 * HEARTBEAT_SECONDS, and releases dead processes' jobs of `names` every RELEASE_INTERVAL_SECONDS (unless `release`
 * is false: tests, where nothing runs by the clock); both scaled to `leaseSeconds` when given.
 */
export function startLeases(
  db: Db,
  fail: (name: string, id: string) => Promise<unknown>,
  names: string[],
  opts: { logger: Logger; release: boolean; leaseSeconds?: number },
) {
  const leaseSeconds = opts.leaseSeconds ?? LEASE_SECONDS;
  const { heartbeatMs, releaseMs } = leaseTimings(leaseSeconds);
  const running = new Set<string>();
  const report = (what: string) => (err: unknown) => opts.logger.error({ err }, what);
  const beat = setInterval(() => markAlive(db, [...running]).catch(report('marking running jobs alive failed')), heartbeatMs);
  const release = opts.release
    ? setInterval(() => releaseDeadJobs(db, fail, names, opts.logger, leaseSeconds).catch(report('releasing dead jobs failed')), releaseMs)
    : undefined;
  beat.unref();
  release?.unref();
  return {
    async track(ids: string[]) {
      for (const id of ids) running.add(id);
      await markAlive(db, ids);
    },
    untrack(ids: string[]) {
      for (const id of ids) running.delete(id);
    },
    stop() {
      clearInterval(beat);
      clearInterval(release);
    },
  };
}
