import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../testing/test-app.ts';
import { JOB_SAMPLES } from '../../testing/jobs.ts';
import { MAIL_QUEUE, ORDER_COMPLETED_QUEUE, PAYMENT_EVENTS_QUEUE, QUEUES, type QueueName } from './catalog.ts';
import { retriesToCover, retryDelaySeconds } from './retry.ts';
import { startJobs } from './queue.ts';

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
  const t = useTestApp({ RUN_WORKERS: 'false' });

  it("expires a dead worker's job after its queue's real duration, not pg-boss's 15 minutes", async () => {
    const expiry = async (name: QueueName) => {
      const id = await t.runtime.jobs.send(name, JOB_SAMPLES[name]);
      const { rows } = await t.db.execute<{ s: number }>(sql`select extract(epoch from expire_in)::int as s from pgboss.job where id = ${id}`);
      return Number(rows[0]!.s);
    };
    expect(await expiry(MAIL_QUEUE)).toBe(60);
    expect(await expiry(PAYMENT_EVENTS_QUEUE)).toBe(60);
    expect(await expiry(ORDER_COMPLETED_QUEUE)).toBe(60);
    for (const policy of Object.values(QUEUES)) expect(policy.expireInSeconds).toBeLessThanOrEqual(300);
  });
});

describe('waking workers', () => {
  const t = useTestApp({ RUN_WORKERS: 'false' });

  it('runs a due job within a second in any queue, though idle workers poll only every 30 s', async () => {
    const policy = { expireInSeconds: 60, retryLimit: 0, retryDelay: 0, retryDelayMax: 0 };
    const catalog = { 'test.wake-a': { payload: z.object({}), policy }, 'test.wake-b': { payload: z.object({}), policy } } as const;
    // Two queues of its own, so no worker of the app's catalog runs here: the queue API typed for them.
    const jobs = (await startJobs(t.runtime.database.connectionString, catalog as never, { workers: true })) as unknown as {
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
