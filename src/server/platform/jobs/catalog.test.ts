import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { insertUncheckedJob, JOB_SAMPLES, jobState } from '../../testing/jobs.ts';
import { mailsTo, useTestApp } from '../../testing/test-app.ts';
import {
  JOBS,
  MAIL_FAILED_QUEUE,
  MAIL_QUEUE,
  ORDER_COMPLETED_QUEUE,
  PAYMENT_EVENTS_QUEUE,
  QUEUE_NAMES,
  QUEUES,
  RECONCILE_QUEUE,
  type QueueName,
} from './catalog.ts';
import { InvalidJobPayload } from './queue.ts';

describe('job catalog', () => {
  it.each(QUEUE_NAMES)('%s has a policy, a payload schema and a sample it accepts', (name) => {
    const { policy, payload } = JOBS[name];
    expect(QUEUES[name]).toBe(policy);
    expect(policy.expireInSeconds).toBeGreaterThan(0);
    expect(policy.expireInSeconds).toBeLessThanOrEqual(300);
    expect(Number.isInteger(policy.retryLimit) && policy.retryLimit >= 0).toBe(true);
    expect(policy.retryDelayMax).toBeGreaterThanOrEqual(policy.retryDelay);
    expect(payload.safeParse(JOB_SAMPLES[name]).success).toBe(true);
  });

  it.each(QUEUE_NAMES.filter((name) => JOBS[name].policy.deadLetter))("%s's dead letter is a queue created before it", (name) => {
    const deadLetter = JOBS[name].policy.deadLetter as QueueName;
    expect(QUEUE_NAMES.indexOf(deadLetter)).toBeGreaterThanOrEqual(0);
    expect(QUEUE_NAMES.indexOf(deadLetter)).toBeLessThan(QUEUE_NAMES.indexOf(name));
    // A dead letter receives the failed job's data unchanged: it must take the same payload.
    expect(JOBS[deadLetter].payload.safeParse(JOB_SAMPLES[name]).success).toBe(true);
  });
});

describe('typed jobs on a real queue', () => {
  const t = useTestApp();
  const jobsOf = async (name: QueueName) =>
    Number((await t.db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = ${name}`)).rows[0]!.n);

  it.each<[QueueName, unknown]>([
    [MAIL_QUEUE, { subject: 'No address', text: 'x' }],
    [MAIL_QUEUE, { to: 'a@example.com', subject: 'Bad attachment', text: 'x', attachments: [{ filename: 'a.pdf' }] }],
    [ORDER_COMPLETED_QUEUE, { orderId: 'nope' }],
    [ORDER_COMPLETED_QUEUE, {}],
    [PAYMENT_EVENTS_QUEUE, { id: 'evt_1', type: 'payment.refunded', raw: null }],
    [RECONCILE_QUEUE, { before: 'yesterday' }],
    [MAIL_QUEUE, null],
  ])('refuses to send a %s job with the payload %j, and writes nothing', async (name, payload) => {
    const before = await jobsOf(name);
    await expect(t.jobs.send(name, payload as never)).rejects.toThrow(InvalidJobPayload);
    await expect(t.db.transaction((tx) => t.jobs.send(name, payload as never, { tx }))).rejects.toThrow(InvalidJobPayload);
    expect(await jobsOf(name)).toBe(before);
  });

  it('sends in a transaction: the job exists only if the transaction commits', async () => {
    const payload = { orderId: '00000000-0000-4000-8000-00000000abcd' };
    const count = async () =>
      Number(
        (
          await t.db.execute<{ n: number }>(
            sql`select count(*)::int as n from pgboss.job where name = ${ORDER_COMPLETED_QUEUE} and data->>'orderId' = ${payload.orderId}`,
          )
        ).rows[0]!.n,
      );
    await expect(
      t.db.transaction(async (tx) => {
        await t.jobs.send(ORDER_COMPLETED_QUEUE, payload, { tx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await count()).toBe(0);
    await t.db.transaction((tx) => t.jobs.send(ORDER_COMPLETED_QUEUE, payload, { tx }));
    expect(await count()).toBe(1);
  });

  it('refuses to schedule a queue whose jobs need data', async () => {
    await expect(t.jobs.schedule(ORDER_COMPLETED_QUEUE, '* * * * *')).rejects.toThrow(InvalidJobPayload);
  });

  it('fails a job whose payload does not parse for good, and the queue keeps working (jobs.test.ts checks its log)', async () => {
    const bad = await insertUncheckedJob(t.db, MAIL_QUEUE, { to: 42, subject: 'Broken' });
    // Fetched in the same batch as the bad one: it is delivered all the same.
    await t.jobs.send(MAIL_QUEUE, { to: 'still-works@example.com', subject: 'After a bad job', text: 'Hello' });
    await t.jobs.run(MAIL_QUEUE);
    const failed = await jobState(t.db, bad);
    // No retry: another try would fail the same way.
    expect(failed).toMatchObject({ state: 'failed', retryCount: 0 });
    expect(JSON.stringify(failed!.output)).toContain(`Invalid payload for the ${MAIL_QUEUE} queue`);
    expect(await mailsTo(t.db, 'still-works@example.com')).toHaveLength(1);

    // Its dead letter receives the data as pg-boss does for any job failed for good, and fails it once too.
    await t.jobs.runUntilIdle();
    const { rows } = await t.db.execute<{ id: string }>(
      sql`select id from pgboss.job where name = ${MAIL_FAILED_QUEUE} and data->>'subject' = 'Broken'`,
    );
    expect(rows).toHaveLength(1);
    expect(await jobState(t.db, rows[0]!.id)).toMatchObject({ state: 'failed', retryCount: 0 });

    // A bad confirmation job neither retries nor stops the queue.
    const badOrder = await insertUncheckedJob(t.db, ORDER_COMPLETED_QUEUE, { orderId: 'nope' });
    await t.jobs.runUntilIdle();
    expect(await jobState(t.db, badOrder)).toMatchObject({ state: 'failed', retryCount: 0 });
  });
});
