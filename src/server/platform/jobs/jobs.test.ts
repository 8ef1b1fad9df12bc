import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../testing/test-app.ts';
import { JOB_SAMPLES } from '../../testing/jobs.ts';
import { MAIL_QUEUE, ORDER_COMPLETED_QUEUE, PAYMENT_EVENTS_QUEUE, QUEUES, type QueueName } from './catalog.ts';
import { retriesToCover, retryDelaySeconds } from './retry.ts';

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
