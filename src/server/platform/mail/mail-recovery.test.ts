import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app.ts';
import { mailBounces } from '../db/schema/index.ts';
import type { Jobs } from '../jobs/queue.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import { MAIL_QUEUE, enqueueMail, isPermanentRefusal, isServerOutage, registerMailWorker } from './mail.jobs.ts';

/** An SMTP error as nodemailer reports it: a code, and the server's reply code when it answered. */
const smtpError = (code: string, responseCode?: number) => Object.assign(new Error(`${code} ${responseCode ?? ''}`), { code, responseCode });

describe('what counts as the SMTP server being down', () => {
  it.each([
    [smtpError('ECONNECTION'), true],
    [smtpError('ETIMEDOUT'), true],
    [smtpError('ESOCKET'), true],
    [smtpError('EDNS'), true],
    [smtpError('EMESSAGE', 421), true],
    [smtpError('EMESSAGE', 451), true],
    [smtpError('EENVELOPE', 452), true],
    [smtpError('EENVELOPE', 550), false],
    [smtpError('EENVELOPE', 450), false],
    [smtpError('EMESSAGE', 554), false],
    [smtpError('EAUTH', 535), false],
    [new Error('a bug'), false],
  ])('%s: %s', (err, down) => {
    expect(isServerOutage(err)).toBe(down);
  });
});

describe('what counts as a refusal for good (a bounce)', () => {
  it.each([
    [smtpError('EENVELOPE', 550), true],
    [smtpError('EENVELOPE', 553), true],
    [smtpError('EMESSAGE', 554), true],
    [smtpError('EENVELOPE', 450), false],
    [smtpError('EMESSAGE', 451), false],
    [smtpError('EAUTH', 535), false],
    [smtpError('ECONNECTION'), false],
    [new Error('a bug'), false],
  ])('%s: %s', (err, bounce) => {
    expect(isPermanentRefusal(err)).toBe(bounce);
  });
});

describe('after an SMTP outage', () => {
  const t = useTestApp();
  const message = (subject: string): MailMessage => ({ to: 'patron@example.com', subject, text: 'x' });

  /** The mail worker's handler, called directly with a mailer that fails while `failure` is set. */
  async function mailWorker() {
    let handler: ((m: MailMessage, job: { id: string }) => Promise<void>) | undefined;
    const jobs: Jobs = { ...t.jobs, work: async (_queue, h) => void (handler = h as typeof handler) };
    const state = { failure: undefined as Error | undefined };
    const mailer: Mailer = {
      kind: 'smtp',
      close: () => undefined,
      deliver: async () => {
        if (state.failure) throw state.failure;
      },
    };
    await registerMailWorker(jobs, mailer, t.db);
    return { state, deliver: (subject: string) => handler!(message(subject), { id: crypto.randomUUID() }) };
  }

  /** Mail jobs waiting for their retry, as an outage leaves them: due in 1 to 15 minutes. */
  async function backlog(n: number) {
    for (let i = 0; i < n; i += 1) {
      const id = await enqueueMail(t.jobs, message(`Backlog ${i}`));
      await t.db.execute(
        sql`update pgboss.job set state = 'retry', retry_count = ${i + 3}, start_after = now() + ${60 * (i + 1)} * interval '1 second' where id = ${id}`,
      );
    }
  }

  const latestDue = async () => {
    const { rows } = await t.db.execute<{ s: number }>(
      sql`select coalesce(max(extract(epoch from start_after - now())), 0)::float as s from pgboss.job where name = ${MAIL_QUEUE} and state = 'retry'`,
    );
    return Number(rows[0]!.s);
  };

  it('sends the backlog at once when a send succeeds after the server was down, not at each e-mail’s next retry', async () => {
    const worker = await mailWorker();
    await backlog(3);
    expect(await latestDue()).toBeGreaterThan(170);

    worker.state.failure = smtpError('EMESSAGE', 451);
    await expect(worker.deliver('Still down')).rejects.toThrow();
    expect(await latestDue()).toBeGreaterThan(170);

    worker.state.failure = undefined;
    await worker.deliver('Back up');
    expect(await latestDue()).toBeLessThanOrEqual(1);

    // Only the first success after the outage: later ones leave retries where they are.
    await t.db.execute(sql`update pgboss.job set start_after = now() + interval '5 minutes' where name = ${MAIL_QUEUE} and state = 'retry'`);
    await worker.deliver('Next one');
    expect(await latestDue()).toBeGreaterThan(290);
  });

  it('leaves the retries alone after a refusal of one e-mail (a bad address), which is no outage', async () => {
    await t.db.execute(sql`delete from pgboss.job where name = ${MAIL_QUEUE}`);
    const worker = await mailWorker();
    await backlog(2);
    worker.state.failure = smtpError('EENVELOPE', 550);
    await expect(worker.deliver('Bad address')).rejects.toThrow();
    worker.state.failure = undefined;
    await worker.deliver('Fine');
    expect(await latestDue()).toBeGreaterThan(110);
  });

  it('puts an address an SMTP server refused for good (5xx) on the bounce list, and not one refused for now (4xx)', async () => {
    const worker = await mailWorker();
    worker.state.failure = smtpError('EENVELOPE', 550);
    await expect(worker.deliver('Refused')).rejects.toThrow();
    const [bounce] = await t.db.select().from(mailBounces).where(eq(mailBounces.email, 'patron@example.com'));
    expect(bounce?.reply).toContain('550');

    await t.db.delete(mailBounces);
    worker.state.failure = smtpError('EAUTH', 535); // our credentials, not the address
    await expect(worker.deliver('Locked out')).rejects.toThrow();
    worker.state.failure = smtpError('EENVELOPE', 450);
    await expect(worker.deliver('Later')).rejects.toThrow();
    expect(await t.db.select().from(mailBounces)).toEqual([]);
  });
});
