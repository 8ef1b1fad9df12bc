import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { mailOnce } from '../db/schema/index.ts';
import type { Jobs } from '../jobs/queue.ts';
import type { MailMessage, Mailer } from './mailer.ts';

export const MAIL_QUEUE = 'mail.send';

/** Outgoing e-mail always goes through the queue, so a failing SMTP server means a retry, not a lost e-mail. */
export function enqueueMail(jobs: Jobs, message: MailMessage) {
  return jobs.send(MAIL_QUEUE, message);
}

/**
 * Enqueues an e-mail that must go out once per `key` (an order's confirmation): the first caller records the key
 * and enqueues; a retried or racing caller finds the key and sends nothing (returns false). When enqueueing
 * fails the key is removed again, so the caller's retry sends it. Not inside a transaction: the queue uses its
 * own connection.
 */
export async function enqueueMailOnce(db: Queryable, jobs: Jobs, key: string, message: MailMessage): Promise<boolean> {
  const claimed = await db.insert(mailOnce).values({ key }).onConflictDoNothing().returning({ key: mailOnce.key });
  if (!claimed.length) return false;
  try {
    await jobs.send(MAIL_QUEUE, message);
  } catch (err) {
    await db.delete(mailOnce).where(eq(mailOnce.key, key));
    throw err;
  }
  return true;
}

export function registerMailWorker(jobs: Jobs, mailer: Mailer) {
  return jobs.work<MailMessage>(MAIL_QUEUE, (m) => mailer.deliver(m));
}
