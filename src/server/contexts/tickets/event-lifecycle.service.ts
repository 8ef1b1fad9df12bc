import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  EVENT_CANCEL_MESSAGES as M,
  EVENT_CANCEL_REASONS as R,
  type EventLifecycle,
  type MassRefundOrderView,
  type MassRefundView,
} from '../../../contracts/event-cancel.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { events, massRefundOrders, massRefunds, orders } from '../../platform/db/schema/index.ts';
import { invalid, refusal } from '../../platform/http/errors.ts';
import { MASS_REFUND_QUEUE } from '../../platform/jobs/catalog.ts';
import { dateProblems, invalidateEventPage, listOccurrences, setSingleDate, type OccurrenceRow } from '../events/index.ts';
import type { TicketDeps } from './ticket-actions.service.ts';
import { mailPostponed } from './event-lifecycle.mails.ts';
import { ISSUED_ORDER_STATUSES } from './ticket-records.ts';

/**
 * Cancelling an event (issue 34, docs/decisions/events.md): one transaction marks it cancelled, lists every issued
 * order in a mass refund (by kind: through the provider, cash to hand back, free) and sends the job that works it.
 * The event row is locked for the cancel, and checkout's completion reads it under a share lock: an order completing
 * in the same instant either committed first (and is listed here) or sees the cancel and fails with its payment
 * refunded (checkout/completion.service.ts).
 */

type EventRow = typeof events.$inferSelect;

/** An order's kind and what goes back: what is left of its total. Cash orders are handed back in person. */
const kindOf = sql<'provider' | 'cash' | 'free'>`case
  when ${orders.total} - ${orders.refundedAmount} <= 0 then 'free'
  when ${orders.paymentMethod} = 'cash' then 'cash'
  when ${orders.paymentId} is not null then 'provider'
  else 'free' end`;
const issued = (eventId: string) => and(eq(orders.eventId, eventId), inArray(orders.status, [...ISSUED_ORDER_STATUSES]));

/** POST .../cancel. A second cancel (a double click) is refused: the first one's mass refund is the only one. */
export async function cancelEvent(deps: TicketDeps, user: AuthUser, event: EventRow, body: { confirmName?: string }): Promise<EventLifecycle> {
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select({ canceledAt: events.canceledAt, name: events.name }).from(events).where(eq(events.id, event.id)).for('update');
    if (locked!.canceledAt) throw refusal('conflict', R.alreadyCanceled, M.alreadyCanceled);
    const preview = await cancelPreview(tx, event);
    if (preview.orders > 0 && (body.confirmName ?? '').trim() !== locked!.name.trim()) {
      throw refusal('validation_failed', R.confirmNameMismatch, M.confirmNameMismatch, { confirmName: M.confirmNameMismatch });
    }
    await tx.update(events).set({ canceledAt: new Date(), updatedAt: new Date() }).where(eq(events.id, event.id));
    const [mass] = await tx.insert(massRefunds).values({ eventId: event.id, requestedById: user.id }).returning({ id: massRefunds.id });
    await tx.execute(sql`
      insert into mass_refund_orders (mass_refund_id, order_id, kind, amount, currency)
      select ${mass!.id}, ${orders.id}, ${kindOf}, greatest(${orders.total} - ${orders.refundedAmount}, 0), ${orders.currency}
      from ${orders} where ${issued(event.id)}`);
    await deps.jobs.send(MASS_REFUND_QUEUE, { massRefundId: mass!.id }, { tx });
  });
  invalidateEventPage(event.id);
  return eventLifecycle(deps.db, event.id);
}

/** POST .../mass_refund/retry: the failed orders become pending again (same keys, fresh attempts) and the job runs. */
export async function retryFailedRefunds(deps: TicketDeps, event: EventRow): Promise<EventLifecycle> {
  await deps.db.transaction(async (tx) => {
    const [mass] = await tx.select({ id: massRefunds.id }).from(massRefunds).where(eq(massRefunds.eventId, event.id)).for('update');
    const retried = mass
      ? await tx
          .update(massRefundOrders)
          .set({ state: 'pending', attempts: 0, updatedAt: new Date() })
          .where(and(eq(massRefundOrders.massRefundId, mass.id), eq(massRefundOrders.state, 'failed')))
          .returning({ id: massRefundOrders.orderId })
      : [];
    if (!retried.length) throw refusal('conflict', R.nothingToRetry, M.nothingToRetry);
    await tx.update(massRefunds).set({ finishedAt: null }).where(eq(massRefunds.id, mass!.id));
    await deps.jobs.send(MASS_REFUND_QUEUE, { massRefundId: mass!.id }, { tx });
  });
  return eventLifecycle(deps.db, event.id);
}

/**
 * POST .../postpone: the event's current dates are the new ones (the organizer moves them in the dates editor first).
 * Marks it postponed with the refund window and e-mails every address holding an active ticket (and its buyer) once
 * per new start, in the same transaction (a double click, or changing only the window, sends nothing again).
 */
export async function postponeEvent(
  deps: TicketDeps,
  event: EventRow,
  body: { refundRequestsUntil: string; startsAt?: string; endsAt?: string },
): Promise<EventLifecycle> {
  const until = new Date(body.refundRequestsUntil);
  if (until.getTime() <= Date.now()) throw invalid({ refundRequestsUntil: M.refundWindowPast });
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(events).where(eq(events.id, event.id)).for('update');
    if (locked!.canceledAt) throw refusal('conflict', R.alreadyCanceled, M.postponeCanceled);
    if (body.startsAt && body.endsAt) await moveSingleDate(tx, event.id, new Date(body.startsAt), new Date(body.endsAt));
    await tx
      .update(events)
      .set({ postponedAt: locked!.postponedAt ?? new Date(), refundRequestsUntil: until, updatedAt: new Date() })
      .where(eq(events.id, event.id));
    await mailPostponed(deps, tx, { ...locked!, refundRequestsUntil: until });
  });
  invalidateEventPage(event.id);
  return eventLifecycle(deps.db, event.id);
}

/**
 * The new date of a single-date event, through the events context's own date rules (its occurrence keeps its id,
 * which orders refer to; doors open as long before the start as they did).
 */
async function moveSingleDate(tx: Tx, eventId: string, startsAt: Date, endsAt: Date) {
  const existing = await listOccurrences(tx, eventId);
  if (existing.length !== 1) throw invalid({ startsAt: M.newDateSeries });
  if (startsAt.getTime() <= Date.now()) throw invalid({ startsAt: M.newDatePast });
  const [current] = existing as [OccurrenceRow];
  const doorTime = current.doorTime && new Date(startsAt.getTime() - (current.startsAt.getTime() - current.doorTime.getTime()));
  const date = { startsAt, endsAt, doorTime };
  const problems = dateProblems(date);
  if (Object.keys(problems).length) throw invalid(problems);
  await setSingleDate(tx, eventId, current.timezone, existing, date);
}

/** What a cancel would refund now (before one) or lists (after). */
async function cancelPreview(db: Queryable, event: Pick<EventRow, 'id' | 'currency'>): Promise<EventLifecycle['preview']> {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      providerOrders: sql<number>`(count(*) filter (where ${kindOf} = 'provider'))::int`,
      cashOrders: sql<number>`(count(*) filter (where ${kindOf} = 'cash'))::int`,
      freeOrders: sql<number>`(count(*) filter (where ${kindOf} = 'free'))::int`,
      amount: sql<number>`coalesce(sum(${orders.total} - ${orders.refundedAmount}) filter (where ${kindOf} = 'provider'), 0)::int`,
      cashAmount: sql<number>`coalesce(sum(${orders.total} - ${orders.refundedAmount}) filter (where ${kindOf} = 'cash'), 0)::int`,
    })
    .from(orders)
    .where(issued(event.id));
  return { ...row!, currency: event.currency };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** GET .../lifecycle. */
export async function eventLifecycle(db: Queryable, eventId: string): Promise<EventLifecycle> {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  const [preview, massRefund] = [await cancelPreview(db, event!), await massRefundOf(db, event!)];
  return {
    eventName: event!.name,
    canceledAt: iso(event!.canceledAt),
    postponedAt: iso(event!.postponedAt),
    refundRequestsUntil: iso(event!.refundRequestsUntil),
    preview,
    massRefund,
  };
}

async function massRefundOf(db: Queryable, event: EventRow): Promise<MassRefundView | null> {
  const [mass] = await db.select().from(massRefunds).where(eq(massRefunds.eventId, event.id));
  if (!mass) return null;
  const rows = await db
    .select({
      orderId: massRefundOrders.orderId,
      kind: massRefundOrders.kind,
      state: massRefundOrders.state,
      amount: massRefundOrders.amount,
      currency: massRefundOrders.currency,
      attempts: massRefundOrders.attempts,
      lastError: massRefundOrders.lastError,
      firstName: orders.buyerFirstName,
      lastName: orders.buyerLastName,
      buyerEmail: orders.buyerEmail,
    })
    .from(massRefundOrders)
    .innerJoin(orders, eq(orders.id, massRefundOrders.orderId))
    .where(eq(massRefundOrders.massRefundId, mass.id))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const view = (r: (typeof rows)[number]): MassRefundOrderView => ({
    orderId: r.orderId,
    buyerName: [r.firstName, r.lastName].filter(Boolean).join(' '),
    buyerEmail: r.buyerEmail,
    amount: r.amount,
    currency: r.currency,
    kind: r.kind,
    state: r.state,
    attempts: r.attempts,
    lastError: r.lastError,
  });
  const count = (state: string) => rows.filter((r) => r.state === state).length;
  const sum = (list: typeof rows) => list.reduce((total, r) => total + r.amount, 0);
  return {
    id: mass.id,
    createdAt: mass.createdAt.toISOString(),
    finishedAt: iso(mass.finishedAt),
    total: rows.length,
    done: count('refunded'),
    failed: count('failed'),
    pending: count('pending'),
    refundedAmount: sum(rows.filter((r) => r.kind === 'provider' && r.state === 'refunded')),
    cashAmount: sum(rows.filter((r) => r.kind === 'cash')),
    currency: event.currency,
    failures: rows.filter((r) => r.state === 'failed').map(view),
    cashOrders: rows.filter((r) => r.kind === 'cash').map(view),
  };
}
