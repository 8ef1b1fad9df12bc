import { and, eq, isNotNull } from 'drizzle-orm';
import { EDIT_GUEST_TEXTS, GUEST_MAIL_TEXTS, RESEND_TEXTS } from '../../../contracts/guests.messages.ts';
import { CHECK_IN_MESSAGES, type GuestRow } from '../../../contracts/tickets.ts';
import { checkAnswers, questionAppliesTo, type AnswerInput, type CheckoutQuestion } from '../../../domain/checkout.ts';
import { invalidFieldMessage, isValidEmail, isValidPersonName, normalizeEmail } from '../../../domain/people.ts';
import type { TicketChange } from '../../../domain/webhooks.ts';
import type { EventAccess } from '../../platform/access/event-access.ts';
import type { Config } from '../../platform/config.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { eventQuestions, orderItems } from '../../platform/db/schema/index.ts';
import { AppError, invalid, notFound } from '../../platform/http/errors.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { enqueueMail } from '../../platform/mail/mail.jobs.ts';
import { newToken } from '../../platform/tokens.ts';
import { guestRowFor } from './guests.service.ts';
import { singleTicketMail } from './guest-mail.ts';
import { isActive, loadRecord, writeTicketEvent, type TicketRecord } from './ticket-records.ts';

/**
 * The organizer's changes to one guest's ticket (issue 34; docs/decisions/tickets.md, Guests): resend it to its
 * address or a corrected one (optionally voiding the old QR code) and edit the holder's names and answers. Admins
 * of the event only (the endpoints' gate); each change is one conditional UPDATE and its ticket.updated outbox
 * event (who and when) and e-mail in the same transaction.
 */
export interface GuestChangeDeps {
  db: Db;
  jobs: Jobs;
  config: Pick<Config, 'publicUrl'>;
  limits: RateLimiter;
}

/** The ticket, only when it belongs to the event in the path (another event's ticket id is a 404). */
export async function guestRecord(db: Db, access: EventAccess, itemId: string): Promise<TicketRecord> {
  const r = await loadRecord(db, itemId);
  if (!r || r.event.id !== access.event.id) throw notFound(CHECK_IN_MESSAGES.notFound);
  return r;
}

/** The address a ticket's e-mails go to: its own, or the buyer's for a ticket bought in the order. */
export const addressOf = (r: Pick<TicketRecord, 'item' | 'order'>) => r.item.email ?? (r.item.transferredFromId ? null : r.order.buyerEmail);

/** The row as it is now, locked until the transaction ends (two changes at once apply one after the other). */
async function lockedItem(tx: Tx, itemId: string) {
  const [row] = await tx.select().from(orderItems).where(eq(orderItems.id, itemId)).for('update');
  return row!;
}

export async function resendTicket(
  deps: GuestChangeDeps,
  access: EventAccess,
  itemId: string,
  body: { email?: string | null; voidQrCode?: boolean },
): Promise<{ message: string; guest: GuestRow }> {
  const r = await guestRecord(deps.db, access, itemId);
  if (!isActive(r.item)) throw new AppError('validation_failed', RESEND_TEXTS.inactive);
  const typed = body.email?.trim();
  const to = typed ? normalizeEmail(typed) : addressOf(r);
  if (!to) throw invalid({ email: RESEND_TEXTS.noEmail });
  if (!isValidEmail(to)) throw invalid({ email: RESEND_TEXTS.invalidEmail });
  await deps.limits.hit(RATE_RULES.ticketResendBurst, itemId);
  await deps.limits.hit(RATE_RULES.ticketResend, itemId);
  await deps.db.transaction(async (tx) => {
    const row = await lockedItem(tx, itemId);
    if (!isActive(row)) throw new AppError('validation_failed', RESEND_TEXTS.inactive);
    const changes: TicketChange[] = [];
    // The corrected address becomes the ticket's own; the order's buyer e-mail stays as it was.
    if (to !== addressOf({ ...r, item: row })) changes.push('email');
    if (body.voidQrCode) changes.push('qrCode');
    const [updated] = await tx
      .update(orderItems)
      .set({ email: to, ...(body.voidQrCode ? { qrToken: newToken() } : {}) })
      .where(and(eq(orderItems.id, itemId), eq(orderItems.status, 'active'), isNotNull(orderItems.qrToken)))
      .returning();
    const fresh = { ...r, item: updated! };
    if (changes.length) await writeTicketEvent(tx, 'ticket.updated', fresh, { changes, byUserId: access.user.id });
    const mail = await singleTicketMail(deps.config, fresh, to, {
      subject: RESEND_TEXTS.subject,
      intro: GUEST_MAIL_TEXTS.resent,
      newQrCode: !!body.voidQrCode,
    });
    await enqueueMail(deps.jobs, mail, tx);
  });
  return { message: RESEND_TEXTS.sent(to), guest: await guestRowFor(deps.db, access, (await loadRecord(deps.db, itemId))!) };
}

/** The event's questions a ticket of `ticketTypeId` answers, terms apart: a waiver's acceptance is the holder's own. */
async function editableQuestions(db: Db, eventId: string, ticketTypeId: string): Promise<CheckoutQuestion[]> {
  const rows = await db
    .select()
    .from(eventQuestions)
    .where(eq(eventQuestions.eventId, eventId))
    .orderBy(eventQuestions.position, eventQuestions.createdAt);
  return rows.filter((q) => q.fieldType !== 'terms' && questionAppliesTo(q, ticketTypeId));
}

export async function editGuest(
  deps: Pick<GuestChangeDeps, 'db'>,
  access: EventAccess,
  itemId: string,
  body: { firstName: string; lastName: string; answers: AnswerInput[] },
): Promise<{ message: string; guest: GuestRow }> {
  const r = await guestRecord(deps.db, access, itemId);
  const errors: Record<string, string> = {};
  if (!isValidPersonName(body.firstName)) errors.firstName = invalidFieldMessage(EDIT_GUEST_TEXTS.firstName);
  if (!isValidPersonName(body.lastName)) errors.lastName = invalidFieldMessage(EDIT_GUEST_TEXTS.lastName);
  const questions = await editableQuestions(deps.db, r.event.id, r.item.ticketTypeId);
  const answerErrors: Record<string, string> = {};
  const answers = checkAnswers(questions, body.answers, 'attendee', new Date(), answerErrors);
  for (const [key, message] of Object.entries(answerErrors)) errors[key.replace('attendee.orderAnswers.', 'answers.')] = message;
  if (Object.keys(errors).length) throw invalid(errors);
  await deps.db.transaction(async (tx) => {
    const row = await lockedItem(tx, itemId);
    // Terms answers (waivers) stay as the holder gave them; answers to since-deleted questions stay too.
    const kept = row.answers.filter((a) => !questions.some((q) => q.id === a.questionId));
    const next = [...answers, ...kept];
    const changes: TicketChange[] = [];
    if (row.firstName !== body.firstName || row.lastName !== body.lastName) changes.push('name');
    if (JSON.stringify(sortById(row.answers)) !== JSON.stringify(sortById(next))) changes.push('answers');
    if (!changes.length) return;
    await tx.update(orderItems).set({ firstName: body.firstName, lastName: body.lastName, answers: next }).where(eq(orderItems.id, itemId));
    await writeTicketEvent(tx, 'ticket.updated', r, { changes, byUserId: access.user.id });
  });
  return { message: EDIT_GUEST_TEXTS.saved, guest: await guestRowFor(deps.db, access, (await loadRecord(deps.db, itemId))!) };
}

const sortById = (answers: readonly { questionId: string; answer: string }[]) =>
  [...answers].map((a) => [a.questionId, a.answer]).sort(([a], [b]) => a!.localeCompare(b!));
