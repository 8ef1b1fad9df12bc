import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { EVENT_LIFECYCLE_MAILS, MASS_REFUND_MAX_ATTEMPTS, type MassRefundKind } from '../../../contracts/event-cancel.ts';
import { massRefundBacksOff } from '../../../domain/event-lifecycle.ts';
import { formatMoney } from '../../../domain/money.ts';
import { normalizeEmail } from '../../../domain/people.ts';
import { subjectName } from '../../../domain/text.ts';
import type { Tx } from '../../platform/db/client.ts';
import { events, massRefundOrders, massRefunds, orderItems, orders, users } from '../../platform/db/schema/index.ts';
import { escapeHtml, oneLine } from '../../platform/html.ts';
import { MASS_REFUND_QUEUE } from '../../platform/jobs/catalog.ts';
import { enqueueMail } from '../../platform/mail/mail.jobs.ts';
import { giveTicketBack, isProviderError, paidAmount, type TicketDeps } from './ticket-actions.service.ts';
import { loadRecords, writeTicketEvent, type TicketRecord } from './ticket-records.ts';

/**
 * The mass refund of a cancelled event (issue 34, docs/decisions/events.md). Each order is a row of
 * mass_refund_orders that goes from pending to refunded (or failed after MASS_REFUND_MAX_ATTEMPTS provider calls);
 * the job works them in batches and sends itself again until none is pending. Kill the worker anywhere: a row whose
 * provider call was made but not recorded is called again with the same idempotency key, which answers the first
 * refund instead of making a second, and the row's change from pending (tickets, order, outbox events, e-mails) is
 * one transaction guarded by its state, so it happens once.
 */

/** Orders per job: 25 provider calls of at most a few seconds each stay well inside the job's expiry. */
export const MASS_REFUND_BATCH = 25;
/** After a batch whose calls mostly failed the next waits this long, so a provider outage does not spend every attempt at once. */
export const MASS_REFUND_RETRY_DELAY_SECONDS = 30;

type Row = typeof massRefundOrders.$inferSelect;

/** The provider's idempotency key of one order's refund in one mass refund: the same on every attempt. */
export const massRefundKey = (row: Pick<Row, 'massRefundId' | 'orderId'>) => `mass-refund-${row.massRefundId}-${row.orderId}`;

/** Works up to `size` pending orders; answers how many stay pending, and how many provider calls it made and saw fail. */
export async function refundBatch(
  deps: TicketDeps,
  massRefundId: string,
  size = MASS_REFUND_BATCH,
): Promise<{ remaining: number; calls: number; failures: number }> {
  const rows = await deps.db
    .select()
    .from(massRefundOrders)
    .where(and(eq(massRefundOrders.massRefundId, massRefundId), eq(massRefundOrders.state, 'pending')))
    .orderBy(asc(massRefundOrders.attempts), asc(massRefundOrders.orderId))
    .limit(size);
  let failures = 0;
  for (const row of rows) if (!(await settleOrder(deps, row))) failures += 1;
  const calls = rows.filter((r) => r.kind === 'provider').length;
  const [left] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(massRefundOrders)
    .where(and(eq(massRefundOrders.massRefundId, massRefundId), eq(massRefundOrders.state, 'pending')));
  const remaining = Number(left?.n ?? 0);
  if (!remaining) {
    await deps.db
      .update(massRefunds)
      .set({ finishedAt: new Date() })
      .where(and(eq(massRefunds.id, massRefundId), isNull(massRefunds.finishedAt)));
  }
  return { remaining, calls, failures };
}

/** Every batch until none is pending (tests and the demo; the job works one batch per run). */
export async function runMassRefund(deps: TicketDeps, massRefundId: string): Promise<void> {
  for (;;) if (!(await refundBatch(deps, massRefundId)).remaining) return;
}

/** The job: one batch, then the next job while orders are pending (later when this batch's calls mostly failed). */
export async function massRefundJob(deps: TicketDeps, massRefundId: string): Promise<void> {
  const { remaining, calls, failures } = await refundBatch(deps, massRefundId);
  if (!remaining) return;
  await deps.jobs.send(
    MASS_REFUND_QUEUE,
    { massRefundId },
    massRefundBacksOff(calls, failures) ? { startAfter: MASS_REFUND_RETRY_DELAY_SECONDS } : {},
  );
}

/** One order: the provider's refund when it has one (same key every attempt), then its tickets. False when it failed. */
async function settleOrder(deps: TicketDeps, row: Row): Promise<boolean> {
  let refundId: string | null = null;
  if (row.kind === 'provider') {
    // The attempt is counted before the call: a call whose outcome is lost still counts, and is repeated with its key.
    await deps.db
      .update(massRefundOrders)
      .set({ attempts: sql`${massRefundOrders.attempts} + 1`, updatedAt: new Date() })
      .where(and(eq(massRefundOrders.massRefundId, row.massRefundId), eq(massRefundOrders.orderId, row.orderId)));
    const [order] = await deps.db.select({ paymentId: orders.paymentId }).from(orders).where(eq(orders.id, row.orderId)).limit(1);
    try {
      refundId = (await deps.payments.refund(order!.paymentId!, row.amount, massRefundKey(row))).id;
    } catch (err) {
      const message = isProviderError(err) ? err.message : String((err as Error)?.message ?? err);
      const failed = row.attempts + 1 >= MASS_REFUND_MAX_ATTEMPTS;
      await deps.db
        .update(massRefundOrders)
        .set({ lastError: message.slice(0, 500), updatedAt: new Date(), ...(failed ? { state: 'failed' as const } : {}) })
        .where(
          and(eq(massRefundOrders.massRefundId, row.massRefundId), eq(massRefundOrders.orderId, row.orderId), eq(massRefundOrders.state, 'pending')),
        );
      return false;
    }
  }
  await finishOrder(deps, row, refundId);
  return true;
}

/**
 * The order's change, once: the row leaves pending, every ticket still admitting is refunded (or cancelled, for a
 * free order) with the same outbox events a single refund writes, the order's refunded amount grows, and each
 * address of the order (buyer and holders) gets one e-mail.
 */
async function finishOrder(deps: TicketDeps, row: Row, refundId: string | null) {
  await deps.db.transaction(async (tx) => {
    const [won] = await tx
      .update(massRefundOrders)
      .set({ state: 'refunded', refundId, lastError: null, updatedAt: new Date() })
      .where(
        and(eq(massRefundOrders.massRefundId, row.massRefundId), eq(massRefundOrders.orderId, row.orderId), eq(massRefundOrders.state, 'pending')),
      )
      .returning({ id: massRefundOrders.orderId });
    if (!won) return;
    const [mass] = await tx
      .select({ requestedById: massRefunds.requestedById, ownerId: events.ownerId })
      .from(massRefunds)
      .innerJoin(events, eq(events.id, massRefunds.eventId))
      .where(eq(massRefunds.id, row.massRefundId));
    const byUserId = mass!.requestedById ?? mass!.ownerId;
    const tickets = await loadRecords(
      tx,
      and(eq(orderItems.orderId, row.orderId), inArray(orderItems.status, ['active', 'transfer_pending']), isNull(orderItems.refundedAt)),
    );
    const now = new Date();
    for (const r of tickets) {
      const refunded = row.kind !== 'free';
      const amount = refunded ? await paidAmount(tx, r.item.id) : 0;
      await tx
        .update(orderItems)
        .set({
          status: refunded ? 'refunded' : 'canceled',
          canceledAt: now,
          claimTokenHash: null,
          ...(refunded ? { refundedAt: now, refundedAmount: sql`${orderItems.refundedAmount} + ${amount}` } : {}),
        })
        .where(eq(orderItems.id, r.item.id));
      await giveTicketBack(tx, r);
      await writeTicketEvent(tx, 'ticket.cancelled', r, { by: 'organizer', byUserId, refunded });
      if (refunded) await writeTicketEvent(tx, 'ticket.refunded', r, { by: 'organizer', byUserId, amount, currency: r.order.currency, refundId });
    }
    if (row.kind !== 'free') {
      await tx
        .update(orders)
        .set({ refundedAmount: sql`least(${orders.refundedAmount} + ${row.amount}, ${orders.total})`, updatedAt: now })
        .where(eq(orders.id, row.orderId));
    }
    await mailOrder(deps, tx, row, tickets);
  });
}

/** One e-mail per address of the order: the buyer's (or their account's) and each ticket holder's. */
async function mailOrder(deps: TicketDeps, tx: Tx, row: Row, tickets: TicketRecord[]) {
  const [order] = await tx
    .select({ buyerEmail: orders.buyerEmail, accountEmail: users.email, eventName: events.name })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .leftJoin(users, eq(users.profileId, orders.userId))
    .where(eq(orders.id, row.orderId));
  if (!order) return;
  const addresses = new Set<string>();
  for (const address of [order.buyerEmail ?? order.accountEmail, ...tickets.map((r) => r.item.email)]) {
    if (address) addresses.add(normalizeEmail(address));
  }
  const event = oneLine(order.eventName);
  const line = outcomeLine(row.kind, formatMoney(row.amount, row.currency));
  const link = `${deps.config.publicUrl}/tickets/${row.orderId}`;
  for (const to of addresses) {
    await enqueueMail(
      deps.jobs,
      {
        to,
        subject: EVENT_LIFECYCLE_MAILS.canceledSubject(subjectName(event)),
        text: [EVENT_LIFECYCLE_MAILS.canceledBody(event), '', line, '', `${EVENT_LIFECYCLE_MAILS.ticketsLink}: ${link}`].join('\n'),
        html: [
          `<p>${escapeHtml(EVENT_LIFECYCLE_MAILS.canceledBody(event))}</p>`,
          `<p>${escapeHtml(line)}</p>`,
          `<p><a href="${escapeHtml(link)}">${escapeHtml(EVENT_LIFECYCLE_MAILS.ticketsLink)}</a></p>`,
        ].join('\n'),
      },
      tx,
    );
  }
}

function outcomeLine(kind: MassRefundKind, amount: string): string {
  if (kind === 'provider') return EVENT_LIFECYCLE_MAILS.refundedLine(amount);
  return kind === 'cash' ? EVENT_LIFECYCLE_MAILS.cashLine : EVENT_LIFECYCLE_MAILS.freeLine;
}
