import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, signUpUser, type TestApp } from '../../testing/test-app.ts';
import { startSmtp, type TestSmtp } from '../../testing/smtp.ts';
import { skipToNextRetry as skipRetryWait } from '../../testing/jobs.ts';
import { failedMailReply } from '../../../contracts/admin.ts';
import { expectReply } from '../../testing/replies.ts';
import { mailBounces, notifications, users } from '../db/schema/index.ts';
import { QUEUES } from '../jobs/catalog.ts';
import { MAIL_QUEUE, enqueueMail } from './mail.jobs.ts';

const HOUR = 3600;
let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const health = async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json().mail;
const arrived = (subject: string) => smtp.received.filter((m) => m.raw.includes(subject)).length;

const skipToNextRetry = () => skipRetryWait(t.db, MAIL_QUEUE);

describe('an SMTP outage', () => {
  it('retries e-mail for a day with growing, capped delays: an hour-long outage loses nothing and sends nothing twice', async () => {
    const policy = QUEUES[MAIL_QUEUE]!;
    let total = 0;
    for (let i = 0; i < policy.retryLimit; i += 1) total += Math.min(policy.retryDelayMax, policy.retryDelay * 2 ** i);
    expect(total).toBeGreaterThanOrEqual(24 * HOUR);

    smtp.refuseAll(true);
    const subjects = ['Outage 1', 'Outage 2', 'Outage 3'];
    for (const subject of subjects) await enqueueMail(t.jobs, { to: 'patron@example.com', subject, text: 'Still coming' });
    // An hour of simulated time: each step runs the due tries (every e-mail fails), then skips to the next retry.
    const waits: number[] = [];
    for (let simulated = 0; ;) {
      await t.jobs.runUntilIdle();
      expect((await health()).retrying).toBe(subjects.length);
      if (simulated >= HOUR) break;
      const wait = await skipToNextRetry();
      waits.push(wait);
      simulated += wait;
    }
    expect((await health()).failed).toBe(0);
    expect(waits[0]).toBeLessThan(60);
    expect(Math.max(...waits)).toBeGreaterThan(waits[0]! * 10);
    expect(Math.max(...waits)).toBeLessThanOrEqual(policy.retryDelayMax + 1);

    smtp.refuseAll(false);
    await skipToNextRetry();
    await t.jobs.runUntilIdle();
    expect(subjects.map(arrived)).toEqual([1, 1, 1]);
    expect(await health()).toMatchObject({ retrying: 0, failed: 0 });
  }, 120_000);

  it('tells site admins about an e-mail that failed for good, shows it in health, and admins can re-send it', async () => {
    const admin = await signUpUser(t.app);
    await t.db.update(users).set({ admin: true }).where(eq(users.profileId, admin.user.id));
    const someone = await signUpUser(t.app);
    smtp.refuseAll(true);
    // No retries left: the first refusal is final (as after a day of them).
    await t.jobs.send(MAIL_QUEUE, { to: 'lost@example.com', subject: 'Given up <soon>', text: 'x' }, { retryLimit: 0 });
    await t.jobs.runUntilIdle(); // the e-mail fails for good, then its dead letter's job tells the admins
    expect((await health()).failed).toBe(1);
    const [notice, ...more] = await t.db.select().from(notifications).where(eq(notifications.userId, admin.user.id));
    expect(more).toHaveLength(0);
    expect(notice!.content).toContain('lost@example.com');
    expect(notice!.content).toContain('Given up &lt;soon&gt;');
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, someone.user.id))).toHaveLength(0);

    const retry = (cookie?: string) => t.app.inject({ method: 'POST', url: '/api/v1/admin/mail/retry_failed', headers: cookie ? { cookie } : {} });
    expect((await retry()).statusCode).toBe(404);
    expect((await retry(someone.cookie)).statusCode).toBe(404);
    smtp.refuseAll(false);
    const res = await retry(admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ retried: 1 });
    await t.jobs.runUntilIdle();
    expect(arrived('Given up')).toBe(1);
    expect(await health()).toMatchObject({ failed: 0 });
  });
});

describe('a refusal of one address', () => {
  const admins = async () => {
    const admin = await signUpUser(t.app);
    await t.db.update(users).set({ admin: true }).where(eq(users.profileId, admin.user.id));
    return admin;
  };
  const retryState = async (to: string) => {
    const { rows } = await t.db.execute<{ state: string; retry_count: number }>(
      sql`select state, retry_count from pgboss.job where name = ${MAIL_QUEUE} and data->>'to' = ${to}`,
    );
    return rows;
  };

  it('for good (5xx): no retry, on the bounce list, told to the admins and listed as bounced in their console', async () => {
    const admin = await admins();
    smtp.refuseRecipient('gone@example.com', 550);
    await enqueueMail(t.jobs, { to: 'Gone@example.com', subject: 'Your tickets', text: 'x' });
    await t.jobs.runUntilIdle(); // one try, then the dead letter's job tells the admins
    expect(await retryState('Gone@example.com')).toEqual([{ state: 'failed', retry_count: 0 }]);
    expect(await health()).toMatchObject({ retrying: 0, failed: 1 });
    const [bounce] = await t.db.select().from(mailBounces).where(eq(mailBounces.email, 'gone@example.com'));
    expect(bounce?.reply).toContain('550');

    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, admin.user.id));
    expect(notice!.content).toContain('bounced');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/deliveries/mail', headers: { cookie: admin.cookie } });
    const listed = expectReply(res, 200, failedMailReply).failed.find((m) => m.to === 'Gone@example.com');
    expect(listed).toMatchObject({ subject: 'Your tickets', bounced: true });
    expect(listed!.error).toContain('550');

    // The admin's Retry takes the address off the bounce list (bulk messages try it again); refused again, it is back.
    const bounces = () => t.db.select().from(mailBounces).where(eq(mailBounces.email, 'gone@example.com'));
    const retry = () => t.app.inject({ method: 'POST', url: `/api/v1/admin/deliveries/mail/${listed!.id}/retry`, headers: { cookie: admin.cookie } });
    expect((await retry()).statusCode).toBe(200);
    expect(await bounces()).toEqual([]);
    await t.jobs.runUntilIdle();
    expect(await bounces()).toHaveLength(1);
    // Accepted this time (the mailbox was fixed): off the list, and delivered.
    smtp.refuseRecipient('gone@example.com', null);
    expect((await retry()).statusCode).toBe(200);
    await t.jobs.runUntilIdle();
    expect(await bounces()).toEqual([]);
    expect(arrived('Your tickets')).toBe(1);
  });

  it('for now (4xx): retries with growing delays, stays off the bounce list, and arrives once accepted', async () => {
    smtp.refuseRecipient('busy@example.com', 450);
    await enqueueMail(t.jobs, { to: 'busy@example.com', subject: 'Busy box', text: 'x' });
    await t.jobs.runUntilIdle();
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      expect(await retryState('busy@example.com')).toEqual([{ state: 'retry', retry_count: i }]);
      waits.push(await skipToNextRetry());
      await t.jobs.runUntilIdle();
    }
    expect(waits[3]).toBeGreaterThan(waits[0]! * 4);
    expect(await t.db.select().from(mailBounces).where(eq(mailBounces.email, 'busy@example.com'))).toEqual([]);

    smtp.refuseRecipient('busy@example.com', null);
    await skipToNextRetry();
    await t.jobs.runUntilIdle();
    expect(arrived('Busy box')).toBe(1);
    expect(await retryState('busy@example.com')).toEqual([expect.objectContaining({ state: 'completed' })]);
  });
});
