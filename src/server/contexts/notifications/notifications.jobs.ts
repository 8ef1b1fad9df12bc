import { eq } from 'drizzle-orm';
import { mailBouncedNotice, mailFailedNotice } from '../../../contracts/notifications.messages.ts';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { MAIL_FAILED_QUEUE } from '../../platform/jobs/catalog.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { bouncedOf } from '../../platform/mail/mail.jobs.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { mailFailedFor } from '../../platform/mail/mail-refs.ts';
import { escapeHtml, notify } from './notifications.service.ts';

/**
 * An e-mail that failed for good is never silent: every site admin is told whether it bounced, and what it was for
 * (its ref: an attendee message's recipient) is marked failed, in one transaction.
 */
export async function notifyMailFailed(db: Db, message: Pick<MailMessage, 'to' | 'subject' | 'ref'>) {
  const admins = await db.select({ id: users.profileId }).from(users).where(eq(users.admin, true));
  const notice = (await bouncedOf(db, [message.to])).size ? mailBouncedNotice : mailFailedNotice;
  const html = notice(escapeHtml(message.to), escapeHtml(message.subject));
  await db.transaction(async (tx) => {
    for (const admin of admins) await notify(tx, { userId: admin.id, html });
    await mailFailedFor(tx, message.ref);
  });
}

export async function registerNotificationJobs(deps: { db: Db; jobs: Jobs }) {
  await deps.jobs.work(MAIL_FAILED_QUEUE, async (message, job) => {
    job.log.error({ to: message.to, subject: message.subject }, 'an e-mail failed for good: the site admins are told');
    await notifyMailFailed(deps.db, message);
  });
}
