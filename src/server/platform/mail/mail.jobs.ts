import type { Db, Tx } from '../db/client.ts';
import { mailOnce } from '../db/schema/index.ts';
import { MAIL_QUEUE } from '../jobs/catalog.ts';
import type { Jobs } from '../jobs/queue.ts';
import type { MailMessage, Mailer } from './mailer.ts';

export { MAIL_FAILED_QUEUE, MAIL_QUEUE } from '../jobs/catalog.ts';

/**
 * Outgoing e-mail always goes through the queue, so a failing SMTP server means a retry, not a lost e-mail. With
 * `tx` the job is written in that transaction: it exists exactly when the change that sends it commits.
 */
export function enqueueMail(jobs: Jobs, message: MailMessage, tx?: Tx) {
  return jobs.send(MAIL_QUEUE, message, { tx });
}

/**
 * Enqueues an e-mail that must go out once per `key` (an order's confirmation): the first caller records the key
 * and enqueues, in one transaction (a crash between them neither loses the e-mail nor leaves the key without
 * it); a retried or racing caller finds the key and sends nothing (returns false).
 */
export function enqueueMailOnce(db: Db, jobs: Jobs, key: string, message: MailMessage): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(mailOnce).values({ key }).onConflictDoNothing().returning({ key: mailOnce.key });
    if (!claimed.length) return false;
    await enqueueMail(jobs, message, tx);
    return true;
  });
}

export function registerMailWorker(jobs: Jobs, mailer: Mailer) {
  return jobs.work(MAIL_QUEUE, (m, job) => mailer.deliver(m, job.id));
}
