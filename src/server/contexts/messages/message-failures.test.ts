import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { failedMailReply } from '../../../contracts/admin.ts';
import { messageReply, type sendMessageBody } from '../../../contracts/messages.ts';
import { attendeeMessageRecipients, notifications } from '../../platform/db/schema/index.ts';
import { MAIL_FAILED_QUEUE, MAIL_QUEUE } from '../../platform/jobs/catalog.ts';
import { course, headers, makeAdmin, makeEvent, type Person } from '../../testing/events.ts';
import { endRetryWindow, insertUncheckedJob, jobState, retryingJobs } from '../../testing/jobs.ts';
import { expectReply } from '../../testing/replies.ts';
import { startSmtp, type TestSmtp } from '../../testing/smtp.ts';
import { createTestApp, signUpUser, type TestApp } from '../../testing/test-app.ts';
import { firstOccurrenceId } from '../reporting/reporting.fixtures.ts';
import { insertHolders } from './messages.fixtures.ts';

/**
 * An attendee message whose e-mail to one holder is given up (a day of 4xx, or a 5xx at once) counts that holder as
 * failed, not sent: the mail job carries the recipient's row (`ref`) to the dead letter. An admin's retry that
 * delivers it counts it as sent again.
 */
let smtp: TestSmtp;
let t: TestApp;
let owner: Person;
let admin: Person;
let eventId: string;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  [owner, admin] = [await signUpUser(t.app), await signUpUser(t.app)];
  await makeAdmin(t, admin.user.id);
  const event = await makeEvent(t, owner, owner.user.id, { tickets: [{ name: 'General', price: 0, quantity: 100 }] });
  eventId = event.id;
  const seed = { ownerId: owner.user.id, eventId, occurrenceId: await firstOccurrenceId(t, eventId), ticketTypeId: event.ticketIds[0]! };
  await insertHolders(t, { ...seed, count: 3, prefix: 'fan' });
  await t.jobs.runUntilIdle(); // the sign-ups' e-mails
}, 120_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const send = async (subject: string) => {
  const body: z.input<typeof sendMessageBody> = { subject, body: 'Doors at 7.', format: 'text', audience: 'all', clientKey: randomUUID() };
  const res = await t.app.inject({ method: 'POST', url: course(eventId, '/messages'), headers: headers(owner), payload: body });
  return expectReply(res, 201, messageReply).message.id;
};
const summaryOf = async (id: string) =>
  expectReply(await t.app.inject({ method: 'GET', url: course(eventId, `/messages/${id}`), headers: headers(owner) }), 200, messageReply).message
    .summary;
const arrived = (subject: string, to: string) => smtp.received.filter((m) => m.to.includes(to) && m.raw.includes(subject)).length;
const adminNotices = async () => (await t.db.select().from(notifications).where(eq(notifications.userId, admin.user.id))).length;

/** The admins' console: the failed e-mail to `to` with `subject`, and its Retry. */
async function failedMail(to: string, subject: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/deliveries/mail', headers: headers(admin) });
  return expectReply(res, 200, failedMailReply).failed.find((m) => m.to === to && m.subject === subject);
}
const retry = (id: string) => t.app.inject({ method: 'POST', url: `/api/v1/admin/deliveries/mail/${id}/retry`, headers: headers(admin) });

describe("an attendee message's e-mail given up", () => {
  it('after its day of retries (4xx): the holder counts as failed, not sent; an admin retry that delivers it, as sent again', async () => {
    smtp.refuseRecipient('fan1@example.com', 450);
    const id = await send('Busy box');
    await t.jobs.runUntilIdle();
    // Retrying: handed over, not given up yet.
    expect(await retryingJobs(t.db, MAIL_QUEUE)).toBe(1);
    expect(await summaryOf(id)).toEqual({ queued: 0, sent: 3, failed: 0, suppressed: 0 });

    const noticesBefore = await adminNotices();
    expect(await endRetryWindow(t.db, MAIL_QUEUE)).toBe(1);
    await t.jobs.runUntilIdle(); // the last try fails, then the dead letter's job
    expect(await summaryOf(id)).toEqual({ queued: 0, sent: 2, failed: 1, suppressed: 0 });
    expect(await adminNotices()).toBe(noticesBefore + 1);

    // The admin retries while the mailbox is still busy: still failed (a day later, the dead letter again).
    const listed = await failedMail('fan1@example.com', 'Busy box');
    expect(listed).toBeDefined();
    expect((await retry(listed!.id)).statusCode).toBe(200);
    await t.jobs.runUntilIdle();
    expect(await summaryOf(id)).toMatchObject({ sent: 2, failed: 1 });
    await endRetryWindow(t.db, MAIL_QUEUE);
    await t.jobs.runUntilIdle();
    expect(await summaryOf(id)).toMatchObject({ sent: 2, failed: 1 });

    // Accepted this time: delivered once, and sent again.
    smtp.refuseRecipient('fan1@example.com', null);
    expect((await retry((await failedMail('fan1@example.com', 'Busy box'))!.id)).statusCode).toBe(200);
    await t.jobs.runUntilIdle();
    expect(arrived('Busy box', 'fan1@example.com')).toBe(1);
    expect(await summaryOf(id)).toEqual({ queued: 0, sent: 3, failed: 0, suppressed: 0 });
  });

  it('refused for good (5xx): failed at once, and only that holder', async () => {
    smtp.refuseRecipient('fan2@example.com', 550);
    const id = await send('No such box');
    await t.jobs.runUntilIdle(); // one try, then the dead letter
    expect(await summaryOf(id)).toEqual({ queued: 0, sent: 2, failed: 1, suppressed: 0 });
    const rows = await t.db.select().from(attendeeMessageRecipients).where(eq(attendeeMessageRecipients.messageId, id));
    expect(rows.map((r) => [r.email, r.state]).sort()).toEqual([
      ['fan1@example.com', 'sent'],
      ['fan2@example.com', 'failed'],
      ['fan3@example.com', 'sent'],
    ]);
    // The dead letter's job runs again (a crash after its commit): nothing changes twice.
    const failed = await failedMail('fan2@example.com', 'No such box');
    await insertUncheckedJob(t.db, MAIL_FAILED_QUEUE, {
      to: 'fan2@example.com',
      subject: 'No such box',
      text: 'x',
      ref: { kind: 'message_recipient', id: rows.find((r) => r.email === 'fan2@example.com')!.id },
    });
    await t.jobs.runUntilIdle();
    expect(await summaryOf(id)).toEqual({ queued: 0, sent: 2, failed: 1, suppressed: 0 });
    // The mailbox is fixed and the admin retries: delivered, sent.
    smtp.refuseRecipient('fan2@example.com', null);
    expect((await retry(failed!.id)).statusCode).toBe(200);
    await t.jobs.runUntilIdle();
    expect(await summaryOf(id)).toEqual({ queued: 0, sent: 3, failed: 0, suppressed: 0 });
  });

  it('handles the dead letter of an e-mail queued before it carried its ref: the admins are told, nothing crashes', async () => {
    const before = await adminNotices();
    const job = await insertUncheckedJob(t.db, MAIL_FAILED_QUEUE, { to: 'old@example.com', subject: 'Older job', text: 'x' });
    await t.jobs.runUntilIdle();
    expect(await jobState(t.db, job)).toMatchObject({ state: 'completed' });
    expect(await adminNotices()).toBe(before + 1);
  });
});
