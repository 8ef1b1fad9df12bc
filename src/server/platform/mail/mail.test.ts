import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createTestApp, useTestApp, waitFor, type TestApp } from '../../testing/test-app.ts';
import { eq } from 'drizzle-orm';
import { enqueueMail, enqueueMailOnce } from './mail.jobs.ts';
import { mailOutbox } from '../db/schema/index.ts';

/** A real SMTP peer on loopback that records what it receives. */
function startSmtp() {
  const received: { to: string[]; raw: string }[] = [];
  let failuresLeft = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          return callback(new Error('451 try again later'));
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return new Promise<{ port: number; received: typeof received; failNext(n: number): void; close(): Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.server.address() as AddressInfo).port,
        received,
        failNext: (n) => (failuresLeft = n),
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

describe('outgoing e-mail over SMTP through the queue', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
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
    await enqueueMail(t.runtime.jobs, { to: 'ada@example.com', subject: 'Hello from the queue', text: 'Body text' });
    const msg = await waitFor(() => smtp.received.find((m) => m.raw.includes('Hello from the queue')));
    expect(msg.to).toEqual(['ada@example.com']);
    expect(msg.raw).toContain('From: Ovation <team@ovation.test>');
    expect(msg.raw).toContain('Body text');
  });

  it('sends attachments (the tickets PDF) as MIME parts', async () => {
    const pdf = Buffer.from('%PDF-1.3 fake ticket');
    await enqueueMail(t.runtime.jobs, {
      to: 'ada@example.com',
      subject: 'With attachment',
      text: 'See the PDF',
      attachments: [{ filename: 'tickets-1.pdf', contentType: 'application/pdf', contentBase64: pdf.toString('base64') }],
    });
    const msg = await waitFor(() => smtp.received.find((m) => m.raw.includes('With attachment')));
    expect(msg.raw).toMatch(/Content-Type: application\/pdf; name="?tickets-1\.pdf"?/);
    expect(msg.raw).toMatch(/Content-Disposition: attachment; filename="?tickets-1\.pdf"?/);
    expect(msg.raw.replace(/\r?\n/g, '')).toContain(pdf.toString('base64'));
  });

  it('retries when the SMTP server refuses, so the e-mail is not lost', async () => {
    smtp.failNext(1);
    await enqueueMail(t.runtime.jobs, { to: 'grace@example.com', subject: 'Second try', text: 'Retry me' });
    const msg = await waitFor(() => smtp.received.find((m) => m.raw.includes('Second try')), 40_000);
    expect(msg.to).toEqual(['grace@example.com']);
  }, 60_000);
});

describe('outgoing e-mail without SMTP', () => {
  const t = useTestApp();

  it('lands in the built-in outbox', async () => {
    expect(t.runtime.mailer.kind).toBe('outbox');
    await enqueueMail(t.runtime.jobs, { to: 'ada@example.com', subject: 'Outbox hello', text: 'Stored', html: '<p>Stored</p>' });
    const rows = await waitFor(async () => {
      const r = await t.db.select().from(mailOutbox);
      return r.length ? r : undefined;
    });
    expect(rows[0]).toMatchObject({ to: 'ada@example.com', subject: 'Outbox hello', text: 'Stored', html: '<p>Stored</p>', attachments: [] });
  });

  it('keeps attachments in the outbox', async () => {
    const attachments = [{ filename: 'tickets-2.pdf', contentType: 'application/pdf', contentBase64: Buffer.from('%PDF-').toString('base64') }];
    await enqueueMail(t.runtime.jobs, { to: 'grace@example.com', subject: 'Outbox PDF', text: 'Attached', attachments });
    const [row] = await waitFor(async () => {
      const r = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'grace@example.com'));
      return r.length ? r : undefined;
    });
    expect(row!.attachments).toEqual(attachments);
  });

  it('sends a keyed e-mail once (enqueueMailOnce)', async () => {
    const message = { to: 'once@example.com', subject: 'Once', text: 'Only once' };
    const sent = await Promise.all([1, 2, 3].map(() => enqueueMailOnce(t.db, t.runtime.jobs, 'test:once', message)));
    expect(sent.filter(Boolean)).toHaveLength(1);
    await waitFor(async () => ((await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'once@example.com'))).length ? true : undefined));
    await new Promise((r) => setTimeout(r, 1000));
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'once@example.com'))).toHaveLength(1);
  });
});
