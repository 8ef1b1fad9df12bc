import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../testing/test-app.ts';
import { insertUncheckedJob, JOB_SAMPLES, jobState } from '../../testing/jobs.ts';
import { createLogger } from '../logger.ts';
import { JOBS, MAIL_QUEUE, ORDER_COMPLETED_QUEUE, PAYMENT_EVENTS_QUEUE, QUEUES, type QueueName } from './catalog.ts';
import { retriesToCover, retryDelaySeconds } from './retry.ts';
import { startJobs, type JobRunner } from './queue.ts';

describe('retry delays', () => {
  it.each([
    [0, 10],
    [1, 20],
    [6, 640],
    [7, 900],
    [50, 900],
  ])('retry after %i failures waits %i s (doubling from 10 s, capped at 15 min)', (count, seconds) => {
    expect(retryDelaySeconds({ retryDelay: 10, retryDelayMax: 900 }, count)).toBe(seconds);
  });

  it('counts the retries that span a duration', () => {
    expect(retriesToCover({ retryDelay: 10, retryDelayMax: 900 }, 30)).toBe(2);
    expect(retriesToCover({ retryDelay: 10, retryDelayMax: 900 }, 1270)).toBe(7);
    expect(retriesToCover({ retryDelay: 10, retryDelayMax: 900 }, 1271)).toBe(8);
  });
});

describe('queue expiry', () => {
  const t = useTestApp();

  it("expires a dead worker's job after its queue's real duration, not pg-boss's 15 minutes", async () => {
    const expiry = async (name: QueueName) => {
      const id = await t.jobs.send(name, JOB_SAMPLES[name]);
      const { rows } = await t.db.execute<{ s: number }>(sql`select extract(epoch from expire_in)::int as s from pgboss.job where id = ${id}`);
      return Number(rows[0]!.s);
    };
    expect(await expiry(MAIL_QUEUE)).toBe(60);
    expect(await expiry(PAYMENT_EVENTS_QUEUE)).toBe(60);
    expect(await expiry(ORDER_COMPLETED_QUEUE)).toBe(60);
    for (const policy of Object.values(QUEUES)) expect(policy.expireInSeconds).toBeLessThanOrEqual(300);
  });
});

const silent = createLogger('silent');

describe('queues at start', () => {
  const t = useTestApp();
  const row = async (name: QueueName) =>
    (
      await t.db.execute<{ expire: number; retries: number; updated: string }>(
        sql`select expire_seconds as expire, retry_limit as retries, updated_on::text as updated from pgboss.queue where name = ${name}`,
      )
    ).rows[0]!;

  it("gives a queue left with another policy the catalog's and leaves those already as it says untouched", async () => {
    await t.db.execute(sql`update pgboss.queue set expire_seconds = 900, retry_limit = 0 where name = ${MAIL_QUEUE}`);
    const untouched = await row(PAYMENT_EVENTS_QUEUE);
    await (await startJobs(t.runtime.database.connectionString, JOBS, { workers: false, schedules: false, logger: silent })).stop();
    expect(await row(MAIL_QUEUE)).toMatchObject({ expire: QUEUES[MAIL_QUEUE].expireInSeconds, retries: QUEUES[MAIL_QUEUE].retryLimit });
    expect(await row(PAYMENT_EVENTS_QUEUE)).toEqual(untouched);
  });
});

describe('the worker loop waking workers', () => {
  const t = useTestApp();

  it('worker loop: runs a due job within a second in any queue, though idle workers poll only every 30 s', async () => {
    const policy = { expireInSeconds: 60, retryLimit: 0, retryDelay: 0, retryDelayMax: 0 };
    const catalog = { 'test.wake-a': { payload: z.object({}), policy }, 'test.wake-b': { payload: z.object({}), policy } } as const;
    // Two queues of its own, so no worker of the app's catalog runs here: the queue API typed for them.
    const jobs = (await startJobs(t.runtime.database.connectionString, catalog as never, { workers: true, logger: silent })) as unknown as {
      work(name: string, handler: () => Promise<void>): Promise<void>;
      send(name: string, payload: object, options?: { startAfter: number }): Promise<string | null>;
      stop(): Promise<void>;
    };
    try {
      const ran: Record<string, number> = {};
      for (const name of Object.keys(catalog)) {
        await jobs.work(name, async () => {
          ran[name] = Date.now();
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000)); // both workers asked once and now sleep for 30 s
      const sent = Date.now();
      await jobs.send('test.wake-b', {});
      await jobs.send('test.wake-a', {}, { startAfter: 1 }); // due a second later, as a retry would be
      await expect.poll(() => Object.keys(ran).length, { timeout: 5_000, interval: 50 }).toBe(2);
      expect(ran['test.wake-b']! - sent).toBeLessThan(1_000);
      expect(ran['test.wake-a']! - sent).toBeGreaterThanOrEqual(1_000);
      expect(ran['test.wake-a']! - sent).toBeLessThan(2_500);
    } finally {
      await jobs.stop();
    }
  });
});

/** Queues of the tests' own, the queue API typed loosely for them (the app's catalog types its own queues). */
const payload = z.object({ n: z.number().int().optional() });
const TEST_CATALOG = {
  'test.run-ok': { payload, policy: { expireInSeconds: 60, retryLimit: 0, retryDelay: 0, retryDelayMax: 0 } },
  'test.run-next': { payload, policy: { expireInSeconds: 60, retryLimit: 0, retryDelay: 0, retryDelayMax: 0 } },
  'test.run-flaky': { payload, policy: { expireInSeconds: 60, retryLimit: 3, retryDelay: 60, retryDelayMax: 600 } },
  'test.run-loop': { payload, policy: { expireInSeconds: 60, retryLimit: 0, retryDelay: 0, retryDelayMax: 0 } },
};
type TestQueue = keyof typeof TEST_CATALOG;
type LooseRunner = Omit<JobRunner, 'send' | 'work' | 'run' | 'runScheduled' | 'schedule'> & {
  send(name: TestQueue, payload: object): Promise<string | null>;
  work(name: TestQueue, handler: (data: { n?: number }, job: { id: string }) => Promise<void>): Promise<void>;
  run(name: TestQueue): Promise<number>;
  runScheduled(name: TestQueue): Promise<number>;
  schedule(name: TestQueue, cron: string): Promise<void>;
};

describe('running jobs in-process (tests drive the queue)', () => {
  const t = useTestApp();
  let jobs: LooseRunner;
  const lines: Record<string, unknown>[] = [];
  const ran: string[] = [];
  let flakyFailures = 0;

  beforeAll(async () => {
    const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
    const runner = await startJobs(t.runtime.database.connectionString, TEST_CATALOG as never, { workers: false, schedules: false, logger });
    jobs = runner as unknown as LooseRunner;
    await jobs.work('test.run-ok', async (data) => {
      ran.push(`ok ${data.n ?? '-'}`);
      if (data.n === 1) await jobs.send('test.run-next', { n: 2 });
    });
    await jobs.work('test.run-next', async (data) => void ran.push(`next ${data.n}`));
    await jobs.work('test.run-flaky', async () => {
      flakyFailures += 1;
      throw new Error('the receiver is down');
    });
    await jobs.work('test.run-loop', async () => void (await jobs.send('test.run-loop', {})));
  });
  afterAll(() => jobs?.stop());
  beforeEach(async () => {
    ran.length = 0;
    lines.length = 0;
    await t.db.execute(sql`delete from pgboss.job where name like 'test.run-%'`);
  });

  it('registers handlers without any worker: a sent job waits until the test runs it', async () => {
    await jobs.send('test.run-ok', { n: 5 });
    expect(ran).toEqual([]);
    expect(await jobs.run('test.run-ok')).toBe(1);
    expect(ran).toEqual(['ok 5']);
    expect(await jobs.run('test.run-ok')).toBe(0);
  });

  it('runs a job made due the very millisecond before (PGlite reads now() in milliseconds)', async () => {
    for (let i = 0; i < 20; i += 1) {
      const id = await jobs.send('test.run-ok', { n: 100 + i });
      await t.db.execute(sql`update pgboss.job set start_after = now() where id = ${id}`); // as retryNow does
      expect(await jobs.runUntilIdle()).toBe(1);
    }
  });

  it('runs every batch of a queue and completes its jobs', async () => {
    const ids = await Promise.all(Array.from({ length: 120 }, (_, n) => jobs.send('test.run-ok', { n: n + 10 })));
    expect(await jobs.run('test.run-ok')).toBe(120);
    expect(await jobState(t.db, ids[0]!)).toMatchObject({ state: 'completed' });
  });

  it('runUntilIdle follows the jobs that jobs send, across queues', async () => {
    await jobs.send('test.run-ok', { n: 1 });
    expect(await jobs.runUntilIdle()).toBe(2);
    expect(ran).toEqual(['ok 1', 'next 2']);
    expect(await jobs.runUntilIdle()).toBe(0);
  });

  it('a failing job waits for its retry, so runUntilIdle ends, and it logs with its id and queue', async () => {
    flakyFailures = 0;
    const id = await jobs.send('test.run-flaky', {});
    expect(await jobs.runUntilIdle()).toBe(1);
    expect(flakyFailures).toBe(1);
    expect(await jobState(t.db, id!)).toMatchObject({ state: 'retry' });
    const { rows } = await t.db.execute<{ s: number }>(
      sql`select extract(epoch from start_after - now())::float as s from pgboss.job where id = ${id}`,
    );
    expect(Number(rows[0]!.s)).toBeGreaterThan(50);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        queue: 'test.run-flaky',
        jobId: id,
        retryInSeconds: 60,
        err: expect.objectContaining({ message: 'the receiver is down' }),
      }),
    );
    // The retry made due (as retryNow does after an outage) runs on the next call.
    expect(await jobs.retryNow('test.run-flaky' as QueueName)).toBe(1);
    expect(await jobs.run('test.run-flaky')).toBe(1);
    expect(flakyFailures).toBe(2);
  });

  it('an invalid payload fails for good at once, logged with its id and queue', async () => {
    const bad = await insertUncheckedJob(t.db, 'test.run-ok' as QueueName, { n: 'not a number' });
    const good = await jobs.send('test.run-ok', { n: 7 });
    expect(await jobs.runUntilIdle()).toBe(2);
    expect(ran).toEqual(['ok 7']);
    expect(await jobState(t.db, bad)).toMatchObject({ state: 'failed', retryCount: 0 });
    expect(await jobState(t.db, good!)).toMatchObject({ state: 'completed' });
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 50, queue: 'test.run-ok', jobId: bad, err: expect.objectContaining({ type: 'InvalidJobPayload' }) }),
    );
  });

  it('runUntilIdle stops with a clear error when jobs keep making jobs', async () => {
    await jobs.send('test.run-loop', {});
    await expect(jobs.runUntilIdle(5)).rejects.toThrow('Jobs were still due after 5 rounds of runUntilIdle');
  });

  it("runScheduled does the cron's work now; with schedules off no cron is created", async () => {
    await jobs.schedule('test.run-ok', '* * * * *');
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.schedule where name = 'test.run-ok'`);
    expect(Number(rows[0]!.n)).toBe(0);
    expect(await jobs.runScheduled('test.run-ok')).toBe(1);
    expect(ran).toEqual(['ok -']);
  });
});

describe('the test app', () => {
  const t = useTestApp();

  it('starts with no schedule, and its jobs wait for the test to run them', async () => {
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.schedule`);
    expect(Number(rows[0]!.n)).toBe(0);
    const id = await t.jobs.send(MAIL_QUEUE, { to: 'harness@example.com', subject: 'Waits', text: 'x' });
    expect(await jobState(t.db, id!)).toMatchObject({ state: 'created' });
    await t.jobs.runUntilIdle();
    expect(await jobState(t.db, id!)).toMatchObject({ state: 'completed' });
  });
});
