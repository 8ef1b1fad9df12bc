import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  CANCEL_MESSAGES,
  REFUND_MESSAGES,
  TICKET_DATE_FORMAT,
  TRANSFER_MESSAGES,
  TRANSFER_NAME_MAX,
  type TicketStatus,
  type TicketView,
} from '../../../contracts/tickets.ts';
import { VERIFY_EMAIL_MESSAGES } from '../../../contracts/accounts.messages.ts';
import { formatInZone } from '../../../domain/dates.ts';
import { refundOnRequestOpen } from '../../../domain/event-lifecycle.ts';
import { eventPermissions, type EventPermissions } from '../../../domain/events.ts';
import { isValidEmail, isValidPersonName, normalizeEmail } from '../../../domain/people.ts';
import type { Config } from '../../platform/config.ts';
import type { Db, Queryable, Tx } from '../../platform/db/client.ts';
import { events, orderItems, orders, users } from '../../platform/db/schema/index.ts';
import { verifiedEmail, type AuthUser } from '../../platform/http/auth.ts';
import { AppError, forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { enqueueMail } from '../../platform/mail/mail.jobs.ts';
import type { PaymentProvider } from '../../platform/payments/provider.ts';
import { newToken, tokenDigest } from '../../platform/tokens.ts';
import { returnSold, returnSoldSeat, giveTicketBenefitUseBack, giveTicketListCodeUseBack, transferOrigin } from '../checkout/index.ts';
import { eventRole, noteEventEntry } from '../../platform/access/event-access.ts';
import { describeAdminChange, outsideAdminAct } from '../../platform/access/admin-acts.ts';
import { escapeHtml, notify } from '../notifications/index.ts';
import { oneLine } from '../../platform/html.ts';
import {
  cancelWindowOpen,
  fullName,
  holderName,
  isActive,
  isBuyer,
  isHolder,
  loadRecord,
  loadRecords,
  toTicketView,
  writeTicketEvent,
  type TicketEventDetails,
  type TicketRecord,
} from './ticket-records.ts';
import { subjectName } from '../../../domain/text.ts';

export interface TicketDeps {
  db: Db;
  jobs: Jobs;
  config: Config;
  payments: PaymentProvider;
}

const unprocessable = (message: string, reason?: string) => new AppError('validation_failed', message, reason ? { registration: reason } : undefined);

/** Owner, organization member, site admin, or a collaborator with admin access: may cancel and refund any ticket. */
export async function isEventAdmin(db: Queryable, user: AuthUser, event: TicketRecord['event']): Promise<boolean> {
  const admin = (p: EventPermissions) => p.accessSetting === 'admin';
  const allowed = admin(eventPermissions(await eventRole(db as Db, user, event)));
  // A site admin with no role of their own on the event acts as one: the change gets its audit row.
  if (allowed) await noteEventEntry(db, user, event, admin);
  return allowed;
}

const inventoryLine = (r: TicketRecord) => ({ ticketTypeId: r.item.ticketTypeId, occurrenceId: r.order.occurrenceId, quantity: 1 });

/**
 * What the buyer paid for a ticket (order_items.paid_amount: price less discount, plus the fee unless it was absorbed
 * into the price). A ticket created by a transfer carries no price (revenue stays on the original), so the amount is
 * read from the start of its chain.
 */
export async function paidAmount(db: Queryable, itemId: string): Promise<number> {
  const result = await db.execute<{ paid: number }>(sql`
    select paid_amount as paid from order_items where id = ${transferOrigin(itemId)}`);
  return Number(result.rows[0]?.paid ?? 0);
}

/* ---------------- transfer and claim ---------------- */

function claimLink(config: Config, token: string) {
  return `${config.publicUrl}/tickets/claim/${token}`;
}

async function sendClaimEmail(deps: TicketDeps, r: TicketRecord, input: { email: string; name: string; fromName: string; token: string }) {
  const link = claimLink(deps.config, input.token);
  const event = oneLine(r.event.name);
  const from = oneLine(input.fromName) || 'Someone';
  const when = formatInZone(r.occurrence.startsAt, r.occurrence.timezone, TICKET_DATE_FORMAT);
  await enqueueMail(deps.jobs, {
    to: input.email,
    subject: `${subjectName(from)} sent you a ticket to ${subjectName(event)}`,
    text: [
      `Hi ${oneLine(input.name)},`,
      '',
      `${from} transferred a ticket to ${event} (${r.item.name}, ${when}) to you.`,
      '',
      `Claim your ticket: ${link}`,
      '',
      `Sign in (or sign up) with ${input.email} to claim it.`,
    ].join('\n'),
    html: [
      `<p>Hi ${escapeHtml(oneLine(input.name))},</p>`,
      `<p><strong>${escapeHtml(from)}</strong> transferred a ticket to <strong>${escapeHtml(event)}</strong> (${escapeHtml(r.item.name)}, ${escapeHtml(when)}) to you.</p>`,
      `<p><a href="${escapeHtml(link)}">Claim your ticket</a></p>`,
      `<p>Sign in (or sign up) with ${escapeHtml(input.email)} to claim it.</p>`,
    ].join('\n'),
  });
}

/** The transfer form: a name (a person name per part) and a valid e-mail; 422 with a message per field. */
function parseTransferTarget(body: { user: { name?: string | null; email?: string | null } }) {
  const name = (body.user.name ?? '').trim().replace(/\s+/g, ' ');
  const email = normalizeEmail(body.user.email ?? '');
  const [first = '', ...rest] = name.split(' ');
  const last = rest.join(' ');
  const errors: Record<string, string> = {};
  if (!name) errors.name = TRANSFER_MESSAGES.nameRequired;
  else if (name.length > TRANSFER_NAME_MAX || !isValidPersonName(first) || (last && !isValidPersonName(last)))
    errors.name = TRANSFER_MESSAGES.invalidName;
  if (!email) errors.email = TRANSFER_MESSAGES.emailRequired;
  else if (!isValidEmail(email)) errors.email = TRANSFER_MESSAGES.invalidEmail;
  if (Object.keys(errors).length) {
    const missing = errors.name === TRANSFER_MESSAGES.nameRequired || errors.email === TRANSFER_MESSAGES.emailRequired;
    throw invalid(errors, missing ? TRANSFER_MESSAGES.required : Object.values(errors)[0]);
  }
  return { name, email, firstName: first, lastName: last || null };
}

/**
 * Transfers an active ticket: it becomes 'transferred', a new ticket 'transfer_pending' waits for the new holder
 * to claim it with the e-mailed link (only the token's digest is stored). One transaction: both tickets, a
 * notification when the e-mail belongs to an account, and the outbox event. The e-mail goes after the commit.
 */
export async function transferTicket(
  deps: TicketDeps,
  user: AuthUser,
  itemId: string,
  body: { user: { name?: string | null; email?: string | null } },
) {
  const r = await loadRecord(deps.db, itemId);
  if (!r) throw notFound(TRANSFER_MESSAGES.notFound);
  if (!isHolder(user, r) && !isBuyer(user, r)) throw forbidden(TRANSFER_MESSAGES.forbidden);
  const target = parseTransferTarget(body);
  if (!r.event.transferAllowed) throw unprocessable(TRANSFER_MESSAGES.notAllowed);
  if (!isActive(r.item) || r.item.checkedInAt || r.item.refundedAt) throw unprocessable(TRANSFER_MESSAGES.cannot);
  if (normalizeEmail(user.email) === target.email) throw invalid({ email: TRANSFER_MESSAGES.sameHolder });

  const token = newToken();
  const fromName = fullName(holderName(r)) || user.username;
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const [from] = await tx
      .update(orderItems)
      .set({ status: 'transferred', transferredToName: target.name, transferredToEmail: target.email, transferredAt: now })
      .where(
        and(
          eq(orderItems.id, r.item.id),
          eq(orderItems.status, 'active'),
          isNotNull(orderItems.qrToken),
          isNull(orderItems.refundedAt),
          isNull(orderItems.checkedInAt),
        ),
      )
      .returning({ id: orderItems.id });
    if (!from) throw unprocessable(TRANSFER_MESSAGES.cannot);
    const [created] = await tx
      .insert(orderItems)
      .values({
        orderId: r.order.id,
        ticketTypeId: r.item.ticketTypeId,
        name: r.item.name,
        // The price stays on the original ticket (revenue is counted once); refunds read it from there.
        basePrice: 0,
        baseFee: 0,
        discountAmount: 0,
        status: 'transfer_pending',
        firstName: target.firstName,
        lastName: target.lastName,
        email: target.email,
        seat: r.item.seat,
        // A ticket moved apart from its order keeps its own date through the transfer.
        occurrenceId: r.item.occurrenceId,
        transferredFromId: r.item.id,
        claimTokenHash: tokenDigest(token),
      })
      .returning({ id: orderItems.id });
    // Only a verified account with the address hears of it in the app; the e-mail goes to the address anyway.
    const [account] = await tx
      .select({ id: users.profileId })
      .from(users)
      .where(and(eq(users.email, target.email), isNotNull(users.emailVerifiedAt)))
      .limit(1);
    if (account) {
      await notify(tx, {
        userId: account.id,
        actorId: user.id,
        html: `<strong>${escapeHtml(oneLine(fromName))}</strong> sent you a ticket to <strong>${escapeHtml(r.event.name)}</strong>`,
        link: `/tickets/claim/${token}`,
      });
    }
    await writeTicketEvent(tx, 'ticket.transferred', r, {
      toOrderItemId: created!.id,
      toName: target.name,
      toEmail: target.email,
      byUserId: user.id,
    });
  });
  await sendClaimEmail(deps, r, { email: target.email, name: target.name, fromName, token });
}

async function pendingByToken(db: Queryable, token: string): Promise<TicketRecord> {
  const [r] = await loadRecords(db, and(eq(orderItems.claimTokenHash, tokenDigest(token)), eq(orderItems.status, 'transfer_pending')));
  if (!r) throw notFound(TRANSFER_MESSAGES.claimNotFound);
  return r;
}

async function transferredFromName(db: Queryable, r: TicketRecord): Promise<string | null> {
  if (!r.item.transferredFromId) return null;
  const source = await loadRecord(db, r.item.transferredFromId);
  return source ? fullName(holderName(source)) || null : null;
}

/** What a claim link gives: the event, the ticket and the address it was sent to. */
export async function claimView(db: Queryable, token: string) {
  const r = await pendingByToken(db, token);
  return {
    id: r.item.id,
    eventId: r.event.id,
    eventName: r.event.name,
    ticket: r.item.name,
    email: r.item.email ?? '',
    fromName: await transferredFromName(db, r),
    startsAt: r.occurrence.startsAt.toISOString(),
    timezone: r.occurrence.timezone,
    startsAtText: formatInZone(r.occurrence.startsAt, r.occurrence.timezone, TICKET_DATE_FORMAT),
    location: { name: r.event.locationName, address: r.event.address },
  };
}

/** The new holder claims the ticket: signed in with the e-mail it was sent to; it becomes active with a new QR code. */
export async function claimTicket(db: Db, user: AuthUser, token: string): Promise<TicketView> {
  const r = await pendingByToken(db, token);
  // The account must have the address the ticket was sent to, verified (signing up with it is not enough).
  const sentTo = normalizeEmail(r.item.email ?? '');
  if (sentTo !== verifiedEmail(user)) {
    throw forbidden(sentTo === normalizeEmail(user.email) ? VERIFY_EMAIL_MESSAGES.required : TRANSFER_MESSAGES.claimWrongAccount(r.item.email ?? ''));
  }
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(orderItems)
      .set({ status: 'active', qrToken: newToken(), issuedAt: new Date(), holderUserId: user.id, claimTokenHash: null })
      .where(and(eq(orderItems.id, r.item.id), eq(orderItems.status, 'transfer_pending'), eq(orderItems.claimTokenHash, tokenDigest(token))))
      .returning({ id: orderItems.id });
    if (!claimed) throw notFound(TRANSFER_MESSAGES.claimNotFound);
    await writeTicketEvent(tx, 'ticket.issued', r, { via: 'transfer', transferredFromId: r.item.transferredFromId, holderUserId: user.id });
  });
  // The new holder gets their ticket (its id is their link), never the order it sits in.
  return toTicketView((await loadRecord(db, r.item.id))!, user, { showOrderId: false });
}

/**
 * Sends a fresh claim link for a ticket waiting to be claimed (the patron page's 'Claim ticket' and a lost e-mail):
 * to the address it was sent to, asked by that account or by whoever transferred it. The old link stops working.
 */
export async function resendClaimEmail(deps: TicketDeps, user: AuthUser, itemId: string): Promise<string> {
  const r = await loadRecord(deps.db, itemId);
  if (!r) throw notFound(TRANSFER_MESSAGES.notFound);
  const source = r.item.transferredFromId ? await loadRecord(deps.db, r.item.transferredFromId) : null;
  const recipient = normalizeEmail(r.item.email ?? '') === verifiedEmail(user);
  const sender = !!source && (isHolder(user, source) || isBuyer(user, source));
  if (!recipient && !sender) throw forbidden(TRANSFER_MESSAGES.forbidden);
  if (r.item.status !== 'transfer_pending' || !r.item.email) throw unprocessable(TRANSFER_MESSAGES.claimNotFound);
  const token = newToken();
  const [updated] = await deps.db
    .update(orderItems)
    .set({ claimTokenHash: tokenDigest(token) })
    .where(and(eq(orderItems.id, r.item.id), eq(orderItems.status, 'transfer_pending')))
    .returning({ id: orderItems.id });
  if (!updated) throw unprocessable(TRANSFER_MESSAGES.claimNotFound);
  const fromName = source ? fullName(holderName(source)) : '';
  await sendClaimEmail(deps, r, { email: r.item.email, name: fullName(holderName(r)) || r.item.email, fromName, token });
  return r.item.email;
}

/* ---------------- cancel and refund ---------------- */

/** What a ticket that stops admitting gives back: its place (and chart seat), member benefit use and share code use. */
export async function giveTicketBack(tx: Tx, r: TicketRecord) {
  await returnSold(tx, inventoryLine(r));
  await returnSoldSeat(tx, r.item.id);
  await giveTicketBenefitUseBack(tx, r.item.id);
  await giveTicketListCodeUseBack(tx, r.item.id);
}

/** Marks a ticket canceled and gives its place (and chart seat), member benefit use and share code use back, with the outbox event, in one transaction. */
async function cancelItem(db: Db, r: TicketRecord, statuses: TicketStatus[], extra: TicketEventDetails<'ticket.cancelled'>) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orderItems)
      .set({ status: 'canceled', canceledAt: new Date(), claimTokenHash: null })
      .where(and(eq(orderItems.id, r.item.id), inArray(orderItems.status, statuses), isNull(orderItems.refundedAt)))
      .returning({ id: orderItems.id });
    if (!row) throw unprocessable(CANCEL_MESSAGES.cannot, CANCEL_MESSAGES.notActive);
    await giveTicketBack(tx, r);
    await writeTicketEvent(tx, 'ticket.cancelled', r, extra);
  });
}

export const isProviderError = (err: unknown): err is { message: string; code: string } =>
  typeof err === 'object' &&
  err !== null &&
  typeof (err as { code?: unknown }).code === 'string' &&
  typeof (err as { message?: unknown }).message === 'string';

/** The provider's idempotency key of a ticket's refund: one per claim, so whoever finishes the claim refunds once. */
export const ticketRefundKey = (itemId: string, claimedAt: Date) => `ticket-refund-${itemId}-${claimedAt.getTime()}`;

/**
 * Claims a ticket for its refund (refunded_at set while it is still in `statuses`). The event row is read under a
 * share lock, as checkout's completion does: a cancel (which locks it for update) either committed first, and the
 * claim is refused (the mass refund refunds the ticket), or waits for the claim, which its mass refund then sees.
 */
async function claimForRefund(db: Db, r: TicketRecord, statuses: TicketStatus[], cannot: string): Promise<Date> {
  const claimedAt = new Date();
  // Outside an admin's act: the claim is a lock on the ticket, not the change; the act's audit row is written by the
  // transaction that settles the refund, with the ticket as it was and as the refund left it (docs/decisions/admin.md).
  await outsideAdminAct(() =>
    db.transaction(async (tx) => {
      const [event] = await tx.select({ canceledAt: events.canceledAt }).from(events).where(eq(events.id, r.event.id)).for('share');
      if (event?.canceledAt) throw unprocessable(cannot, CANCEL_MESSAGES.eventCanceled);
      const [claimed] = await tx
        .update(orderItems)
        .set({ refundedAt: claimedAt })
        .where(and(eq(orderItems.id, r.item.id), inArray(orderItems.status, statuses), isNull(orderItems.refundedAt)))
        .returning({ id: orderItems.id });
      if (!claimed) throw unprocessable(cannot, REFUND_MESSAGES.inProgress);
    }),
  );
  return claimedAt;
}

/**
 * Refunds a ticket: the ticket is claimed for the refund (refunded_at set while still active, so a second refund,
 * a transfer or a cancel of it is refused), the provider refunds with the claim's key, then one transaction marks
 * it refunded, gives the seat and its member benefit use back and writes the outbox events. A refused refund
 * releases the claim. The provider is never called inside a transaction (it may use its own connection).
 */
async function refundItem(
  deps: TicketDeps,
  r: TicketRecord,
  opts: { statuses: TicketStatus[]; amount: number; useProvider: boolean; byUserId: string; by: 'holder' | 'organizer'; cannot: string },
): Promise<number> {
  const claimedAt = await claimForRefund(deps.db, r, opts.statuses, opts.cannot);
  let amount = opts.amount;
  let refundId: string | null = null;
  if (opts.useProvider) {
    try {
      const refund = await deps.payments.refund(r.order.paymentId!, opts.amount, ticketRefundKey(r.item.id, claimedAt));
      amount = refund.amount;
      refundId = refund.id;
    } catch (err) {
      await deps.db
        .update(orderItems)
        .set({ refundedAt: null })
        .where(and(eq(orderItems.id, r.item.id), eq(orderItems.refundedAt, claimedAt)));
      if (isProviderError(err)) throw unprocessable(opts.by === 'organizer' ? err.message : opts.cannot, err.message);
      throw err;
    }
  }
  await completeRefund(deps.db, r, claimedAt, { amount, refundId, by: opts.by, byUserId: opts.byUserId, cancelled: opts.by === 'holder' });
  return amount;
}

/**
 * A claimed refund's last step, once per claim (a claim another process finished is left alone): the ticket is
 * refunded, the order's refunded amount grows, the ticket's place and uses go back, with the outbox events.
 */
async function completeRefund(
  db: Db,
  r: TicketRecord,
  claimedAt: Date,
  opts: { amount: number; refundId: string | null; by: 'holder' | 'organizer'; byUserId: string; cancelled: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(orderItems)
      .set({
        status: 'refunded',
        claimTokenHash: null,
        refundedAmount: sql`${orderItems.refundedAmount} + ${opts.amount}`,
        ...(opts.cancelled ? { canceledAt: claimedAt } : {}),
      })
      .where(and(eq(orderItems.id, r.item.id), eq(orderItems.refundedAt, claimedAt), inArray(orderItems.status, ['active', 'transfer_pending'])))
      .returning({ id: orderItems.id });
    if (!done) return;
    // Reports read what went back from the order; capped at its total (the money already left: never fail here).
    await tx
      .update(orders)
      .set({ refundedAmount: sql`least(${orders.refundedAmount} + ${opts.amount}, ${orders.total})`, updatedAt: new Date() })
      .where(eq(orders.id, r.order.id));
    await giveTicketBack(tx, r);
    if (opts.cancelled) await writeTicketEvent(tx, 'ticket.cancelled', r, { by: opts.by, byUserId: opts.byUserId, refunded: true });
    await writeTicketEvent(tx, 'ticket.refunded', r, {
      by: opts.by,
      byUserId: opts.byUserId,
      amount: opts.amount,
      currency: r.order.currency,
      refundId: opts.refundId,
    });
  });
}

/**
 * Finishes the refund of a ticket claimed long ago whose process stopped before its last step (the mass refund of a
 * cancelled event takes it over): the same amount under the claim's key, so a refund the provider already made is
 * answered again instead of made twice. Provider errors are the caller's.
 */
export async function finishClaimedRefund(deps: TicketDeps, r: TicketRecord, byUserId: string): Promise<void> {
  const claimedAt = r.item.refundedAt!;
  let amount = await paidAmount(deps.db, r.item.id);
  let refundId: string | null = null;
  if (r.order.paymentMethod !== 'cash' && r.order.paymentId && amount > 0) {
    const refund = await deps.payments.refund(r.order.paymentId, amount, ticketRefundKey(r.item.id, claimedAt));
    [amount, refundId] = [refund.amount, refund.id];
  }
  await completeRefund(deps.db, r, claimedAt, { amount, refundId, by: 'organizer', byUserId, cancelled: true });
}

export interface CancelResult {
  message: string;
  status: TicketStatus;
  refundedAmount: number;
}

/**
 * Cancel of a ticket. With `ownerId` it is the organizer's cancel (an event admin; active or waiting-to-be-claimed
 * tickets; never refunds). Without, the holder's or buyer's: an active ticket not checked in, when the event
 * allows cancellations and its deadline has not passed; when the event allows refunds and the ticket was paid
 * through the payment provider, the cancel also refunds it (status refunded).
 */
export async function cancelTicket(deps: TicketDeps, user: AuthUser, itemId: string, ownerId: string | undefined): Promise<CancelResult> {
  const r = await loadRecord(deps.db, itemId);
  if (!r) throw notFound(CANCEL_MESSAGES.notFound);
  const done = (status: TicketStatus, refundedAmount = 0): CancelResult => ({ message: CANCEL_MESSAGES.success, status, refundedAmount });
  // A cancelled event's tickets are its mass refund's: a second refund path could refund an order twice.
  if (r.event.canceledAt) throw unprocessable(CANCEL_MESSAGES.cannot, CANCEL_MESSAGES.eventCanceled);

  if (ownerId !== undefined) {
    if (!(await isEventAdmin(deps.db, user, r.event))) throw forbidden(CANCEL_MESSAGES.forbidden);
    if (!isActive(r.item) && r.item.status !== 'transfer_pending') throw unprocessable(CANCEL_MESSAGES.cannot, CANCEL_MESSAGES.notActive);
    await cancelItem(deps.db, r, ['active', 'transfer_pending'], { by: 'organizer', byUserId: user.id });
    return done('canceled');
  }

  if (!isHolder(user, r) && !isBuyer(user, r)) throw forbidden(CANCEL_MESSAGES.forbidden);
  if (!isActive(r.item) || r.item.refundedAt) throw unprocessable(CANCEL_MESSAGES.cannot, CANCEL_MESSAGES.notActive);
  if (r.item.checkedInAt) throw unprocessable(CANCEL_MESSAGES.cannot, CANCEL_MESSAGES.checkedIn);
  // A postponed event's refund window allows a cancel with its refund whatever the usual settings say.
  const refundWindow = refundOnRequestOpen(r.event, new Date());
  if (!r.event.cancelAllowed && !refundWindow) throw unprocessable(CANCEL_MESSAGES.cannot, CANCEL_MESSAGES.notAllowed);
  if (!cancelWindowOpen(r, new Date())) throw unprocessable(CANCEL_MESSAGES.cannot, CANCEL_MESSAGES.deadlinePassed);

  const paid = r.event.refundsAllowed || refundWindow ? await paidAmount(deps.db, r.item.id) : 0;
  if (paid > 0 && r.order.paymentId && r.order.paymentMethod !== 'cash') {
    const refunded = await refundItem(deps, r, {
      statuses: ['active'],
      amount: paid,
      useProvider: true,
      byUserId: user.id,
      by: 'holder',
      cannot: CANCEL_MESSAGES.cannot,
    });
    return done('refunded', refunded);
  }
  await cancelItem(deps.db, r, ['active'], { by: 'holder', byUserId: user.id, refunded: false });
  return done('canceled');
}

/**
 * The organizer's refund of one ticket (an event admin): what was paid for it goes back through the payment
 * provider (cash orders: recorded only, the money is handed back in person); free tickets cannot be refunded.
 */
export async function refundTicket(deps: TicketDeps, user: AuthUser, itemId: string) {
  const r = await loadRecord(deps.db, itemId);
  if (!r) throw notFound(REFUND_MESSAGES.notFound);
  if (!(await isEventAdmin(deps.db, user, r.event))) throw forbidden(REFUND_MESSAGES.forbidden);
  if (r.event.canceledAt) throw unprocessable(REFUND_MESSAGES.cannot, CANCEL_MESSAGES.eventCanceled);
  if (!isActive(r.item) && r.item.status !== 'transfer_pending') throw unprocessable(REFUND_MESSAGES.cannot, REFUND_MESSAGES.notActive);
  const paid = await paidAmount(deps.db, r.item.id);
  const cash = r.order.paymentMethod === 'cash';
  if (paid <= 0 || (!cash && !r.order.paymentId)) throw unprocessable(REFUND_MESSAGES.cannot, REFUND_MESSAGES.notPaid);
  describeAdminChange({ targetType: 'order_item', targetId: r.item.id });
  const refundedAmount = await refundItem(deps, r, {
    statuses: ['active', 'transfer_pending'],
    amount: paid,
    useProvider: !cash,
    byUserId: user.id,
    by: 'organizer',
    cannot: REFUND_MESSAGES.cannot,
  });
  return { message: REFUND_MESSAGES.success, status: 'refunded' as const, refundedAmount, currency: r.order.currency };
}
