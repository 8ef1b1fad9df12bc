import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../platform/config.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { attendeeMessageRecipients, attendeeMessages, events } from '../../platform/db/schema/index.ts';
import { MESSAGE_SEND_QUEUE } from '../../platform/jobs/catalog.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { enqueueMails } from '../../platform/mail/mail.jobs.ts';
import { newToken, tokenDigest } from '../../platform/tokens.ts';
import { messageMail } from './message-mail.ts';
import { organizerName } from './messages.service.ts';

export interface BatchDeps {
  db: Db;
  jobs: Jobs;
  config: Pick<Config, 'mailRatePerMinute' | 'publicUrl'>;
}

const MINUTE = 60_000;

export type BatchOutcome = { done: true; handled: number } | { done: false; handled: number; nextAt: Date };

/** E-mails of every message handed to the mail queue within the minute before `now`: the rate's window. */
async function sentInLastMinute(tx: Tx, now: Date) {
  const { rows } = await tx.execute<{ n: number; oldest: Date | string | null }>(
    sql`select count(*)::int as n, min(sent_at) as oldest from attendee_message_recipients where sent_at > ${new Date(now.getTime() - MINUTE)} and sent_at <= ${now}`,
  );
  const row = rows[0]!;
  return { n: Number(row.n), oldest: row.oldest ? new Date(row.oldest) : null };
}

/**
 * One batch of a message, in one transaction: claims as many queued recipients as the mail rate leaves this minute
 * (skipping rows another run holds), marks the unsubscribed and bounced suppressed, and enqueues the others' e-mails
 * in the transaction that marks them sent. A run that dies before its commit leaves its rows queued and sent nothing;
 * a second run of the same job finds them claimed: no address gets a message twice.
 */
export async function sendBatch(deps: BatchDeps, messageId: string, now: Date, hooks: { beforeCommit?: () => void } = {}): Promise<BatchOutcome> {
  return deps.db.transaction(async (tx) => {
    const [message] = await tx
      .select({ m: attendeeMessages, eventName: events.name })
      .from(attendeeMessages)
      .innerJoin(events, eq(events.id, attendeeMessages.eventId))
      .where(eq(attendeeMessages.id, messageId));
    if (!message) return { done: true, handled: 0 };
    const { m } = message;
    const window = await sentInLastMinute(tx, now);
    const budget = deps.config.mailRatePerMinute - window.n;
    if (budget <= 0) return next(deps, tx, messageId, 0, new Date((window.oldest ?? now).getTime() + MINUTE));

    const { rows: claimed } = await tx.execute<{ id: string; email: string; name: string | null; suppressed: boolean }>(sql`
      with batch as (
        select id, email, name from attendee_message_recipients
         where message_id = ${messageId} and state = 'queued' order by id limit ${budget} for update skip locked
      )
      select batch.*, (exists (select 1 from mail_suppressions s where s.owner_id = ${m.ownerId} and s.email = batch.email)
                       or exists (select 1 from mail_bounces b where b.email = batch.email)) as suppressed
        from batch`);
    const organizer = await organizerName(tx, m.ownerId);
    const toSend = claimed.filter((r) => !r.suppressed);
    const tokens = toSend.map(() => newToken());
    await enqueueMails(
      deps.jobs,
      toSend.map((r, i) => ({
        ...messageMail({
          ...m,
          to: r.email,
          eventName: message.eventName,
          organizer,
          unsubscribe: {
            pageUrl: `${deps.config.publicUrl}/unsubscribe/${tokens[i]}`,
            postUrl: `${deps.config.publicUrl}/api/v1/unsubscribe/${tokens[i]}`,
          },
        }),
        // Its failure for good marks this row failed (recipient-mails.ts).
        ref: { kind: 'message_recipient' as const, id: r.id },
      })),
      tx,
    );
    await tx.execute(sql`
      update attendee_message_recipients r set state = 'sent', sent_at = ${now}, unsubscribe_token_hash = v.hash
        from jsonb_to_recordset(${JSON.stringify(toSend.map((r, i) => ({ id: r.id, hash: tokenDigest(tokens[i]!) })))}::jsonb) as v(id uuid, hash text)
       where r.id = v.id`);
    const suppressedIds = claimed.filter((r) => r.suppressed).map((r) => r.id);
    if (suppressedIds.length) {
      await tx.update(attendeeMessageRecipients).set({ state: 'suppressed' }).where(inArray(attendeeMessageRecipients.id, suppressedIds));
    }
    hooks.beforeCommit?.();
    const { rows: left } = await tx.execute<{ any: boolean }>(
      sql`select exists (select 1 from attendee_message_recipients where message_id = ${messageId} and state = 'queued') as any`,
    );
    if (left[0]?.any) return next(deps, tx, messageId, claimed.length, new Date(now.getTime() + MINUTE));
    await tx
      .update(attendeeMessages)
      .set({ finishedAt: now })
      .where(and(eq(attendeeMessages.id, messageId)));
    return { done: true, handled: claimed.length };
  });
}

/** The next batch's job, due when the rate's window has room again, sent with this batch. */
async function next(deps: BatchDeps, tx: Tx, messageId: string, handled: number, nextAt: Date): Promise<BatchOutcome> {
  await deps.jobs.send(MESSAGE_SEND_QUEUE, { messageId }, { tx, startAfter: nextAt });
  return { done: false, handled, nextAt };
}
