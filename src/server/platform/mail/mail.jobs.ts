import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { mailBounces, mailOnce } from '../db/schema/index.ts';
import { MAIL_QUEUE } from '../jobs/catalog.ts';
import { PermanentJobFailure, type Jobs } from '../jobs/queue.ts';
import type { MailMessage, Mailer } from './mailer.ts';
import { mailDeliveredFor } from './mail-refs.ts';

export { MAIL_FAILED_QUEUE, MAIL_QUEUE } from '../jobs/catalog.ts';

/**
 * Outgoing e-mail always goes through the queue, so a failing SMTP server means a retry, not a lost e-mail. With
 * `tx` the job is written in that transaction: it exists exactly when the change that sends it commits.
 */
export function enqueueMail(jobs: Jobs, message: MailMessage, tx?: Tx) {
  return jobs.send(MAIL_QUEUE, message, { tx });
}

/** Enqueues many e-mails in one statement, in `tx` (a batch of an attendee message). */
export function enqueueMails(jobs: Jobs, messages: readonly MailMessage[], tx: Tx) {
  return jobs.sendMany(MAIL_QUEUE, messages, { tx });
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

/** Nodemailer's codes for a server it could not reach or talk to (no reply code then). */
const UNREACHABLE = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET']);
/** Replies that say the server, not the e-mail, is the trouble: unavailable, local error, out of storage. */
const SERVER_TROUBLE = new Set([421, 451, 452]);

/** Whether a failed send means the SMTP server is down (every e-mail fails alike), not that this e-mail was refused. */
export function isServerOutage(err: unknown): boolean {
  const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown };
  if (typeof responseCode === 'number') return SERVER_TROUBLE.has(responseCode);
  return typeof code === 'string' && UNREACHABLE.has(code);
}

/** A reply code the server gave for this e-mail (none when it was not reached). */
const replyCodeOf = (err: unknown) => {
  const { responseCode } = (err ?? {}) as { responseCode?: unknown };
  return typeof responseCode === 'number' ? responseCode : null;
};

/**
 * Whether the server refused this e-mail for good: a 5xx reply (RFC 5321) to its recipient or its data. A 5xx to the
 * log-in (EAUTH: our credentials) is our server's trouble, not the address's, and keeps retrying like a 4xx.
 */
export function isPermanentRefusal(err: unknown): boolean {
  const code = replyCodeOf(err);
  return code !== null && code >= 500 && code <= 599 && (err as { code?: unknown }).code !== 'EAUTH';
}

/** An address as the bounce list keys it: trimmed, lower case. */
export const bounceKey = (to: string) => to.trim().toLowerCase();

/** The address goes on the bounce list, which bulk messages skip (contexts/messages) and their summaries count. */
async function recordBounce(db: Db, to: string, err: unknown) {
  const reply = (err instanceof Error ? err.message : String(replyCodeOf(err))).slice(0, 500);
  const email = bounceKey(to);
  await db
    .insert(mailBounces)
    .values({ email, reply })
    .onConflictDoUpdate({ target: mailBounces.email, set: { reply, bouncedAt: new Date() } });
}

/** Which of these addresses are on the bounce list (lower case). */
export async function bouncedOf(db: Db, addresses: readonly string[]): Promise<Set<string>> {
  const emails = [...new Set(addresses.map(bounceKey))];
  if (!emails.length) return new Set();
  const rows = await db.select({ email: mailBounces.email }).from(mailBounces).where(inArray(mailBounces.email, emails));
  return new Set(rows.map((r) => r.email));
}

/**
 * Gives the e-mails that failed for good (those of `ids`, or all) one more try in `tx` (an admin's act); returns how
 * many. Their addresses leave the bounce list: whoever retries expects them tried, and bulk messages to skip them no
 * longer (a corrected mailbox, a server that refused wrongly); one refused again goes back on it.
 */
export async function retryFailedMails(jobs: Jobs, tx: Tx, ids?: readonly string[]): Promise<number> {
  const retried = await jobs.retryFailed(MAIL_QUEUE, { ids, tx });
  const emails = retried.map((data) => (data as Partial<MailMessage> | null)?.to).filter((to): to is string => typeof to === 'string');
  if (emails.length) {
    await tx.delete(mailBounces).where(inArray(mailBounces.email, emails.map(bounceKey)));
  }
  return retried.length;
}

/**
 * Delivers each e-mail job. After an outage the e-mails waiting for a retry would trickle out over their own
 * delays (up to 15 minutes): the first send that succeeds after the server was down makes them all due at once.
 * A refused e-mail (a bad address) is no outage, so it does not pull the retries of others forward. A delivered
 * e-mail's owner is told (its ref): a recipient marked failed and retried by an admin reads sent again.
 */
export function registerMailWorker(jobs: Jobs, mailer: Mailer, db: Db) {
  let serverWasDown = false;
  return jobs.work(MAIL_QUEUE, async (m, job) => {
    try {
      await mailer.deliver(m, job.id);
    } catch (err) {
      if (isServerOutage(err)) serverWasDown = true;
      if (!isPermanentRefusal(err)) throw err; // for now (4xx, no answer): retries with growing delays for a day
      // Refused for good: no retry would pass. It fails at once, so its dead letter tells the admins and their
      // console lists it as bounced.
      await recordBounce(db, m.to, err);
      throw new PermanentJobFailure(`Bounced: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    }
    await mailDeliveredFor(db, m.ref);
    if (serverWasDown) {
      serverWasDown = false;
      await jobs.retryNow(MAIL_QUEUE);
    }
  });
}
