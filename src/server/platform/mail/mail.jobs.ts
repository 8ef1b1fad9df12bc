import type { Db, Tx } from '../db/client.ts';
import { mailBounces, mailOnce } from '../db/schema/index.ts';
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
 * A 5xx reply refuses the address for good (RFC 5321): it goes on the bounce list, which bulk messages skip
 * (contexts/messages). The e-mail itself still retries as before: the list only spares the next bulk sends.
 */
async function recordBounce(db: Db, to: string, err: unknown) {
  const code = replyCodeOf(err);
  if (code === null || code < 500 || code > 599) return;
  const reply = (err instanceof Error ? err.message : String(code)).slice(0, 500);
  const email = to.trim().toLowerCase();
  await db
    .insert(mailBounces)
    .values({ email, reply })
    .onConflictDoUpdate({ target: mailBounces.email, set: { reply, bouncedAt: new Date() } });
}

/**
 * Delivers each e-mail job. After an outage the e-mails waiting for a retry would trickle out over their own
 * delays (up to 15 minutes): the first send that succeeds after the server was down makes them all due at once.
 * A refused e-mail (a bad address) is no outage, so it does not pull the retries of a permanently bad one forward.
 */
export function registerMailWorker(jobs: Jobs, mailer: Mailer, db: Db) {
  let serverWasDown = false;
  return jobs.work(MAIL_QUEUE, async (m, job) => {
    try {
      await mailer.deliver(m, job.id);
    } catch (err) {
      if (isServerOutage(err)) serverWasDown = true;
      await recordBounce(db, m.to, err);
      throw err;
    }
    if (serverWasDown) {
      serverWasDown = false;
      await jobs.retryNow(MAIL_QUEUE);
    }
  });
}
