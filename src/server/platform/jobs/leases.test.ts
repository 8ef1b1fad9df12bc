import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app.ts';
import { JOB_SAMPLES, jobState } from '../../testing/jobs.ts';
import { MAIL_QUEUE, REPORT_EXPORT_QUEUE } from './catalog.ts';
import { LEASE_SECONDS, RELEASE_INTERVAL_SECONDS, leaseTimings, markAlive, releaseDeadJobs } from './leases.ts';

describe('jobs of a process that stopped', () => {
  const t = useTestApp();
  let pgBoss: PgBoss;
  beforeAll(async () => {
    pgBoss = new PgBoss({ connectionString: t.runtime.database.connectionString, supervise: false, schedule: false, migrate: false, max: 1 });
    // On PostgreSQL the file's database is dropped when it ends, which can end this instance's idle connection
    // before its stop: pg-boss reports that (57P01) as an 'error' event, which with no listener fails the whole run.
    // Any other error still does.
    pgBoss.on('error', (err) => {
      if ((err as { code?: string }).code !== '57P01') throw err;
    });
    await pgBoss.start();
  });
  afterAll(() => pgBoss?.stop({ graceful: false }));
  const db = () => pgBoss.getDb();
  const fail = (name: string, id: string) => pgBoss.fail(name, id, { message: 'the process running it stopped' });

  /** A job another process took `startedSecondsAgo` ago (pg-boss's active state), as the database holds it. */
  async function activeJob(queue: typeof MAIL_QUEUE | typeof REPORT_EXPORT_QUEUE, startedSecondsAgo: number) {
    const id = (await t.jobs.send(queue, JOB_SAMPLES[queue] as never))!;
    await t.db.execute(sql`update pgboss.job set state = 'active', started_on = now() - ${startedSecondsAgo} * interval '1 second' where id = ${id}`);
    return id;
  }

  it('are retried within a minute of the last sign of life, by any process', () => {
    expect(LEASE_SECONDS + RELEASE_INTERVAL_SECONDS).toBeLessThanOrEqual(60);
  });

  it('a job left active by a dead process fails once its lease ran out, so it retries; a younger one stays', async () => {
    const dead = await activeJob(MAIL_QUEUE, LEASE_SECONDS + 1);
    const young = await activeJob(MAIL_QUEUE, LEASE_SECONDS - 10);
    const released = await releaseDeadJobs(db(), fail, [MAIL_QUEUE]);
    expect(released).toBe(1);
    expect(await jobState(t.db, dead)).toMatchObject({ state: 'retry' });
    expect(await jobState(t.db, young)).toMatchObject({ state: 'active' });
  });

  it.each([
    [LEASE_SECONDS, { heartbeatMs: 10_000, releaseMs: 15_000 }],
    [4, { heartbeatMs: 1_000, releaseMs: 1_500 }],
  ])('a lease of %i s is marked and looked for in the proportions of the defaults', (lease, timings) => {
    expect(leaseTimings(lease)).toEqual(timings);
  });

  it('a shorter lease (JOB_LEASE_SECONDS) releases a job sooner', async () => {
    const dead = await activeJob(REPORT_EXPORT_QUEUE, 5);
    expect(await releaseDeadJobs(db(), fail, [REPORT_EXPORT_QUEUE])).toBe(0);
    expect(await releaseDeadJobs(db(), fail, [REPORT_EXPORT_QUEUE], undefined, 4)).toBe(1);
    expect(await jobState(t.db, dead)).toMatchObject({ state: 'retry' });
  });

  it('a long job whose process still marks it alive is not taken away, whatever its age', async () => {
    const long = await activeJob(REPORT_EXPORT_QUEUE, 20 * 60);
    await markAlive(db(), [long]);
    expect(await releaseDeadJobs(db(), fail, [REPORT_EXPORT_QUEUE])).toBe(0);
    expect(await jobState(t.db, long)).toMatchObject({ state: 'active' });
    // Its process stops marking it: once the last mark is older than the lease, it is released.
    await t.db.execute(
      sql`update pgboss.job set output = jsonb_build_object('alive', now() - ${LEASE_SECONDS + 1} * interval '1 second') where id = ${long}`,
    );
    expect(await releaseDeadJobs(db(), fail, [REPORT_EXPORT_QUEUE])).toBe(1);
    expect(await jobState(t.db, long)).toMatchObject({ state: 'retry' });
  });
});
