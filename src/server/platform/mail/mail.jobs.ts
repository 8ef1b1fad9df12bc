import type { Jobs } from '../jobs/queue.ts';
import type { MailMessage, Mailer } from './mailer.ts';

export const MAIL_QUEUE = 'mail.send';

/** Outgoing e-mail always goes through the queue, so a failing SMTP server means a retry, not a lost e-mail. */
export function enqueueMail(jobs: Jobs, message: MailMessage) {
  return jobs.send(MAIL_QUEUE, message);
}

export function registerMailWorker(jobs: Jobs, mailer: Mailer) {
  return jobs.work<MailMessage>(MAIL_QUEUE, (m) => mailer.deliver(m));
}
