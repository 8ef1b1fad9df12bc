import { and, desc, eq, sql } from 'drizzle-orm';
import type { MessageView, sendMessageBody } from '../../../contracts/messages.ts';
import type { z } from 'zod';
import { MESSAGES_ERRORS as E } from '../../../contracts/messages.messages.ts';
import { noteNothingChanged } from '../../platform/access/admin-acts.ts';
import type { EventAccess } from '../../platform/access/event-access.ts';
import type { Config } from '../../platform/config.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import {
  RECIPIENT_STATES,
  attendeeMessageRecipients,
  attendeeMessages,
  eventOccurrences,
  profiles,
  ticketTypes,
} from '../../platform/db/schema/index.ts';
import { forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import { MESSAGE_SEND_QUEUE } from '../../platform/jobs/catalog.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { enqueueMail } from '../../platform/mail/mail.jobs.ts';
import { audienceSql, type AudienceInput } from './audience.ts';
import { messageMail, type MessageContent } from './message-mail.ts';

export interface MessagesDeps {
  db: Db;
  jobs: Jobs;
  config: Config;
  limits: RateLimiter;
}

type SendBody = z.output<typeof sendMessageBody>;

/** A ticket type or a date named by the audience must be this event's (another event's id is refused). */
export async function assertAudienceOfEvent(db: Queryable, eventId: string, input: AudienceInput) {
  if (input.audience === 'ticket_type' && input.ticketTypeId) {
    const [row] = await db.select({ eventId: ticketTypes.eventId }).from(ticketTypes).where(eq(ticketTypes.id, input.ticketTypeId));
    if (row?.eventId !== eventId) throw invalid({ ticketTypeId: E.notThisEvent });
  }
  if (input.audience === 'date' && input.occurrenceId) {
    const [row] = await db.select({ eventId: eventOccurrences.eventId }).from(eventOccurrences).where(eq(eventOccurrences.id, input.occurrenceId));
    if (row?.eventId !== eventId) throw invalid({ occurrenceId: E.notThisEvent });
  }
}

export async function organizerName(db: Queryable, ownerId: string): Promise<string> {
  const [row] = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, ownerId));
  return row?.name ?? '';
}

/** The e-mail as a holder gets it (with a placeholder unsubscribe link): what the preview shows. */
export async function previewMessage(db: Db, { event }: EventAccess, content: MessageContent) {
  noteNothingChanged(); // a POST for its body's size; it changes nothing
  const mail = messageMail({ ...content, to: '', eventName: event.name, organizer: await organizerName(db, event.ownerId), unsubscribe: null });
  return { subject: mail.subject, html: mail.html ?? '', text: mail.text };
}

/** A test copy to the sender's own address, only once its owner confirmed it (no mail to an unverified address). */
export async function sendTest(deps: MessagesDeps, { user, event }: EventAccess, content: MessageContent) {
  if (!user.emailVerified) throw forbidden(E.unverified);
  await deps.limits.hit(RATE_RULES.messageTest, user.id);
  const organizer = await organizerName(deps.db, event.ownerId);
  const mail = messageMail({ ...content, to: user.email, eventName: event.name, organizer, unsubscribe: null, test: true });
  // In a transaction, so a site admin's test (an admin act) has its audit row with the e-mail it sends.
  await deps.db.transaction((tx) => enqueueMail(deps.jobs, mail, tx));
  return { sentTo: user.email };
}

/**
 * Records the message and its recipients (the audience as it is now, one row per address) and sends its first
 * batch job, in one transaction. The compose form's key makes a second click find the first message.
 */
export async function sendMessage(deps: MessagesDeps, { user, event }: EventAccess, body: SendBody): Promise<MessageView> {
  await assertAudienceOfEvent(deps.db, event.id, body);
  const id = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(attendeeMessages)
      .values({
        eventId: event.id,
        ownerId: event.ownerId,
        senderId: user.id,
        clientKey: body.clientKey,
        subject: body.subject,
        body: body.body,
        format: body.format,
        audience: body.audience,
        ticketTypeId: body.audience === 'ticket_type' ? body.ticketTypeId : null,
        occurrenceId: body.audience === 'date' ? body.occurrenceId : null,
        recipientCount: 0,
      })
      .onConflictDoNothing()
      .returning({ id: attendeeMessages.id });
    if (!created) {
      const [first] = await tx
        .select({ id: attendeeMessages.id })
        .from(attendeeMessages)
        .where(and(eq(attendeeMessages.eventId, event.id), eq(attendeeMessages.clientKey, body.clientKey)));
      return first!.id;
    }
    const inserted = await tx.execute(
      sql`insert into attendee_message_recipients (message_id, email, name) select ${created.id}, email, name from (${audienceSql(event.id, body)}) a`,
    );
    const recipients = inserted.rowCount ?? 0;
    if (!recipients) throw invalid({ audience: E.noRecipients }, E.noRecipients);
    await tx.update(attendeeMessages).set({ recipientCount: recipients }).where(eq(attendeeMessages.id, created.id));
    await deps.jobs.send(MESSAGE_SEND_QUEUE, { messageId: created.id }, { tx });
    return created.id;
  });
  return getMessage(deps.db, event.id, id);
}

/** How many of the message's recipients are in `state`. */
const recipientsIn = (state: (typeof RECIPIENT_STATES)[number]) =>
  sql<number>`(select count(*) from ${attendeeMessageRecipients} r where r.message_id = ${attendeeMessages.id} and r.state = ${state})::int`.mapWith(
    Number,
  );

/**
 * Each message with who sent it and its delivery summary (failed: handed to the mail queue, then given up: refused
 * for good, or a day of retries; the mail's dead letter marks the row, recipient-mails.ts).
 */
function messagesQuery(db: Queryable) {
  return db
    .select({
      m: attendeeMessages,
      senderName: profiles.name,
      ticketTypeName: ticketTypes.name,
      occurrenceStartsAt: eventOccurrences.startsAt,
      queued: recipientsIn('queued'),
      sent: recipientsIn('sent'),
      failed: recipientsIn('failed'),
      suppressed: recipientsIn('suppressed'),
    })
    .from(attendeeMessages)
    .leftJoin(profiles, eq(profiles.id, attendeeMessages.senderId))
    .leftJoin(ticketTypes, eq(ticketTypes.id, attendeeMessages.ticketTypeId))
    .leftJoin(eventOccurrences, eq(eventOccurrences.id, attendeeMessages.occurrenceId));
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof messagesQuery>['execute']>>[number];

function viewOf({ m, senderName, ticketTypeName, occurrenceStartsAt, queued, sent, suppressed, failed }: MessageRow): MessageView {
  return {
    id: m.id,
    subject: m.subject,
    body: m.body,
    format: m.format,
    audience: m.audience,
    ticketTypeName,
    occurrenceStartsAt: occurrenceStartsAt?.toISOString() ?? null,
    sender: senderName === null ? null : { name: senderName },
    recipients: m.recipientCount,
    summary: { queued, sent, failed, suppressed },
    createdAt: m.createdAt.toISOString(),
    finishedAt: m.finishedAt?.toISOString() ?? null,
  };
}

export async function listMessages(db: Db, eventId: string): Promise<MessageView[]> {
  const rows = await messagesQuery(db).where(eq(attendeeMessages.eventId, eventId)).orderBy(desc(attendeeMessages.createdAt)).limit(100);
  return rows.map(viewOf);
}

/** One message of this event: another event's message id is not found. */
export async function getMessage(db: Queryable, eventId: string, messageId: string): Promise<MessageView> {
  const [row] = await messagesQuery(db).where(and(eq(attendeeMessages.id, messageId), eq(attendeeMessages.eventId, eventId)));
  if (!row) throw notFound(E.messageNotFound);
  return viewOf(row);
}
