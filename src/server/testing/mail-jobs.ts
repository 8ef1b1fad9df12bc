import { sql } from 'drizzle-orm';
import type { MailMessage } from '../platform/mail/mailer.ts';
import { MAIL_QUEUE } from '../platform/jobs/catalog.ts';
import type { TestApp } from './test-app.ts';

/**
 * The e-mails queued to `to` (waiting, sent or archived), oldest first: read from the queue itself, so a test sees
 * what a request sent as soon as it answers, without waiting for the mail worker.
 */
export async function queuedMailsTo(db: TestApp['db'], to: string): Promise<MailMessage[]> {
  const mine = sql`name = ${MAIL_QUEUE} and data->>'to' = ${to}`;
  const result = await db.execute<{ data: MailMessage }>(sql`
    select data from (
      select data, created_on from pgboss.job where ${mine}
      union all select data, created_on from pgboss.archive where ${mine}
    ) sent order by created_on`);
  return result.rows.map((r) => r.data);
}
