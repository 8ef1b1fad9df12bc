import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp, type TestApp } from '../../testing/test-app.ts';
import { startSmtp, type TestSmtp } from '../../testing/smtp.ts';
import type { Jobs } from '../jobs/queue.ts';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { MAIL_QUEUE, enqueueMail, enqueueMailOnce } from './mail.jobs.ts';
import { retryingJobs, skipToNextRetry } from '../../testing/jobs.ts';
import { mailOutbox } from '../db/schema/index.ts';

describe('outgoing e-mail over SMTP through the queue', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Ovation <team@ovation.test>' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers a queued e-mail to the SMTP server', async () => {
    expect(t.runtime.mailer.kind).toBe('smtp');
    await enqueueMail(t.jobs, { to: 'ada@example.com', subject: 'Hello from the queue', text: 'Body text' });
    expect(await t.jobs.run(MAIL_QUEUE)).toBe(1);
    const msg = smtp.received.find((m) => m.raw.includes('Hello from the queue'))!;
    expect(msg.to).toEqual(['ada@example.com']);
    expect(msg.raw).toContain('From: Ovation <team@ovation.test>');
    expect(msg.raw).toContain('Body text');
    // The job's id: a try after a crash that followed the delivery carries the same Message-ID.
    expect(msg.raw).toMatch(/Message-ID: <[0-9a-f-]{36}@ovation\.test>/i);
  });

  it('sends attachments (the tickets PDF) as MIME parts', async () => {
    const pdf = Buffer.from('%PDF-1.3 fake ticket');
    await enqueueMail(t.jobs, {
      to: 'ada@example.com',
      subject: 'With attachment',
      text: 'See the PDF',
      attachments: [{ filename: 'tickets-1.pdf', contentType: 'application/pdf', contentBase64: pdf.toString('base64') }],
    });
    await t.jobs.run(MAIL_QUEUE);
    const msg = smtp.received.find((m) => m.raw.includes('With attachment'))!;
    expect(msg.raw).toMatch(/Content-Type: application\/pdf; name="?tickets-1\.pdf"?/);
    expect(msg.raw).toMatch(/Content-Disposition: attachment; filename="?tickets-1\.pdf"?/);
    expect(msg.raw.replace(/\r?\n/g, '')).toContain(pdf.toString('base64'));
  });

  it('retries when the SMTP server refuses, so the e-mail is not lost', async () => {
    smtp.failNext(1);
    await enqueueMail(t.jobs, { to: 'grace@example.com', subject: 'Second try', text: 'Retry me' });
    // The first try fails and waits for its retry; the test skips the wait (mail-outage.test.ts checks the delays).
    await t.jobs.runUntilIdle();
    expect(await retryingJobs(t.db, MAIL_QUEUE)).toBe(1);
    expect(smtp.received.some((m) => m.raw.includes('Second try'))).toBe(false);
    expect(await skipToNextRetry(t.db, MAIL_QUEUE)).toBeGreaterThan(0);
    await t.jobs.runUntilIdle();
    const msg = smtp.received.find((m) => m.raw.includes('Second try'))!;
    expect(msg.to).toEqual(['grace@example.com']);
  });
});

describe('outgoing e-mail without SMTP', () => {
  const t = useTestApp();

  it('lands in the built-in outbox', async () => {
    expect(t.runtime.mailer.kind).toBe('outbox');
    await enqueueMail(t.jobs, { to: 'ada@example.com', subject: 'Outbox hello', text: 'Stored', html: '<p>Stored</p>' });
    await t.jobs.runUntilIdle();
    const rows = await t.db.select().from(mailOutbox);
    expect(rows[0]).toMatchObject({ to: 'ada@example.com', subject: 'Outbox hello', text: 'Stored', html: '<p>Stored</p>', attachments: [] });
  });

  it('keeps attachments in the outbox', async () => {
    const attachments = [{ filename: 'tickets-2.pdf', contentType: 'application/pdf', contentBase64: Buffer.from('%PDF-').toString('base64') }];
    await enqueueMail(t.jobs, { to: 'grace@example.com', subject: 'Outbox PDF', text: 'Attached', attachments });
    await t.jobs.runUntilIdle();
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'grace@example.com'));
    expect(row!.attachments).toEqual(attachments);
  });

  it('records the key and queues the e-mail in one transaction: a failure after queueing leaves neither', async () => {
    const message = { to: 'atomic@example.com', subject: 'Atomic', text: 'Once' };
    // The job is written, then the process fails before the key's transaction commits.
    const failing: Jobs = { ...t.jobs, send: async (...args) => (await t.jobs.send(...args), Promise.reject(new Error('crash'))) };
    await expect(enqueueMailOnce(t.db, failing, 'test:atomic', message)).rejects.toThrow('crash');
    expect(await enqueueMailOnce(t.db, t.jobs, 'test:atomic', message)).toBe(true);
    await t.jobs.runUntilIdle();
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'atomic@example.com'))).toHaveLength(1);
  });

  it('delivers a message once to the outbox when its job runs again after a crash that followed the delivery', async () => {
    const id = randomUUID();
    const message = { to: 'rerun@example.com', subject: 'Rerun', text: 'Once' };
    await t.runtime.mailer.deliver(message, id);
    await t.runtime.mailer.deliver(message, id);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'rerun@example.com'))).toHaveLength(1);
  });

  it('sends a keyed e-mail once (enqueueMailOnce)', async () => {
    const message = { to: 'once@example.com', subject: 'Once', text: 'Only once' };
    const sent = await Promise.all([1, 2, 3].map(() => enqueueMailOnce(t.db, t.jobs, 'test:once', message)));
    expect(sent.filter(Boolean)).toHaveLength(1);
    await t.jobs.runUntilIdle();
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'once@example.com'))).toHaveLength(1);
  });
});
