import { ADMIN_LIMITS, ADMIN_MESSAGES, type FailedMail, type PausedWebhook } from '../../../contracts/admin.ts';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { MAIL_QUEUE, bounceKey, bouncedOf, retryFailedMails } from '../../platform/mail/mail.jobs.ts';
import { listPausedWebhooks, resumePausedWebhook } from '../webhooks/index.ts';

/**
 * Failed deliveries for the site admins: e-mails the queue gave up on (shown with the full address: admins read
 * every mail in the outbox already, and must tell a bad address from a down server) and paused webhooks.
 */

/** What the console shows of a mail job's payload (a MailMessage; another shape shows as blanks). */
function mailOf(data: unknown): { to: string; subject: string } {
  const m = (data ?? {}) as { to?: unknown; subject?: unknown };
  return { to: typeof m.to === 'string' ? m.to : '', subject: typeof m.subject === 'string' ? m.subject : '' };
}

export async function failedMails(db: Db, jobs: Jobs): Promise<{ failed: FailedMail[]; total: number }> {
  const [rows, backlog] = await Promise.all([jobs.failed(MAIL_QUEUE, ADMIN_LIMITS.failedMailShown), jobs.backlog(MAIL_QUEUE)]);
  const mails = rows.map((r) => ({ id: r.id, ...mailOf(r.data), error: r.error, failedAt: r.failedAt.toISOString() }));
  const bounced = await bouncedOf(
    db,
    mails.map((m) => m.to),
  );
  return { failed: mails.map((m) => ({ ...m, bounced: bounced.has(bounceKey(m.to)) })), total: backlog.failed };
}

/** In a transaction, as every admin act: the audit row commits with the retry (the refusal inside it writes none). */
export async function retryMail(db: Db, jobs: Jobs, id: string): Promise<{ retried: number }> {
  return db.transaction(async (tx) => {
    const retried = await retryFailedMails(jobs, tx, [id]);
    if (!retried) throw notFound(ADMIN_MESSAGES.mailNotFound);
    return { retried };
  });
}

export async function pausedWebhooks(db: Db): Promise<{ paused: PausedWebhook[] }> {
  return { paused: await listPausedWebhooks(db, ADMIN_LIMITS.failedMailShown) };
}

export async function resumeWebhook(db: Db, id: string): Promise<{ ok: true }> {
  if (!(await resumePausedWebhook(db, id))) throw notFound(ADMIN_MESSAGES.webhookNotFound);
  return { ok: true };
}
