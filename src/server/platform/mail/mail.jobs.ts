import type { Db, Tx } from '../db/client.ts';
import { mailOnce } from '../db/schema/index.ts';
import { jobsInTransaction, type Jobs } from '../jobs/queue.ts';
import type { MailMessage, Mailer } from './mailer.ts';

export const MAIL_QUEUE = 'mail.send';
/** Where an e-mail's data goes once its day of retries is over (the dead letter of MAIL_QUEUE). */
export const MAIL_FAILED_QUEUE = 'mail.failed';

/**
 * Outgoing e-mail always goes through the queue, so a failing SMTP server means a retry, not a lost e-mail. With
 * `tx` the job is written in that transaction: it exists exactly when the change that sends it commits.
 */
export function enqueueMail(jobs: Jobs, message: MailMessage, tx?: Tx) {
  return jobs.send(MAIL_QUEUE, message, tx ? jobsInTransaction(tx) : undefined);
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
  return jobs.work<MailMessage>(MAIL_QUEUE, (m, job) => mailer.deliver(m, job.id));
}
