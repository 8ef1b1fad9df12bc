import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { TerminalReply } from '../../../contracts/checkout.ts';
import { managementAccess } from '../../../domain/access.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout.ts';
import { eventCollaborators, events, orders, profiles, terminalReaders } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { AppError, forbidden, notFound } from '../../platform/http/errors.ts';
import type { Payment } from '../../platform/payments/provider.ts';
import { actingProfiles } from '../../platform/access/event-access.ts';
import type { CheckoutDeps, OrderRow } from './checkout-deps.ts';
import { completeOrder, markPaymentFailed, markPaymentInFlight } from './completion.service.ts';
import { findOrder } from './orders.service.ts';
import { refuseUnlessSelling, requireDoorStaff } from './selection.service.ts';

/**
 * Card terminals at the door (buyer-side 2.7, 4): door staff (admin or door access) send a confirmed door-sale
 * order's payment to one of the owner's registered readers, poll its status every 3 s, cancel it, or (outside
 * production, with a simulating provider) present a test card. Success completes the order through the one
 * completion function.
 */

const DOOR_SETTINGS = ['admin', 'door', 'door_with_stats'] as const;

/**
 * Managers of the owner, or door staff of any of the owner's events: a gate no declaration says (a collaborator of
 * one event is no member of the owner's team), behind the endpoint's signed-in one.
 */
async function requireOwnerDoorStaff(deps: CheckoutDeps, user: AuthUser, ownerId: string) {
  if (managementAccess(user, ownerId)) return;
  const [row] = await deps.db
    .select({ id: eventCollaborators.id })
    .from(eventCollaborators)
    .innerJoin(events, eq(events.id, eventCollaborators.eventId))
    .where(
      and(
        eq(events.ownerId, ownerId),
        inArray(eventCollaborators.profileId, actingProfiles(user)),
        inArray(eventCollaborators.accessSetting, [...DOOR_SETTINGS]),
      ),
    )
    .limit(1);
  if (!row) throw forbidden();
}

/** GET /api/v1/stripe_terminals/list_readers?ownerId. */
export async function listReaders(deps: CheckoutDeps, user: AuthUser, ownerId: string) {
  await requireOwnerDoorStaff(deps, user, ownerId);
  const [owner] = await deps.db.select({ accountId: profiles.paymentAccountId }).from(profiles).where(eq(profiles.id, ownerId)).limit(1);
  const rows = await deps.db.select().from(terminalReaders).where(eq(terminalReaders.ownerId, ownerId)).orderBy(terminalReaders.createdAt);
  if (!owner?.accountId || !rows.length) return { readers: [] };
  const live = new Map(
    (
      await deps.payments.listReaders(
        owner.accountId,
        rows.map((r) => r.providerReaderId),
      )
    ).map((r) => [r.id, r]),
  );
  return {
    readers: rows.map((r) => ({
      id: r.id,
      stripeReaderId: r.providerReaderId,
      name: r.name,
      serialNumber: r.serialNumber ?? live.get(r.providerReaderId)?.serialNumber ?? null,
      status: live.get(r.providerReaderId)?.status ?? ('offline' as const),
    })),
  };
}

/** The door-sale order and its payment, for door staff of its event (the event comes from the order). */
async function terminalOrder(deps: CheckoutDeps, user: AuthUser, orderId: string) {
  const order = await findOrder(deps.db, orderId).catch(() => null);
  if (!order) throw notFound(CHECKOUT_MESSAGES.orderNotFound);
  await requireDoorStaff(deps.db, user, { id: order.eventId, ownerId: order.ownerId });
  return order;
}

/** A payment goes to the reader only while the event sells (unpublished or cancelled since the sale was confirmed). */
async function refuseUnlessEventSelling(deps: CheckoutDeps, order: OrderRow) {
  const [event] = await deps.db
    .select({ published: events.published, unpublishedAt: events.unpublishedAt, canceledAt: events.canceledAt })
    .from(events)
    .where(eq(events.id, order.eventId));
  if (event) refuseUnlessSelling(event);
}

/** A reader of the order's owner, by our id or the provider's. */
async function readerOf(deps: CheckoutDeps, order: OrderRow, readerId: string) {
  const byId = /^[0-9a-f-]{36}$/i.test(readerId) ? eq(terminalReaders.id, readerId) : sql`false`;
  const [reader] = await deps.db
    .select()
    .from(terminalReaders)
    .where(and(eq(terminalReaders.ownerId, order.ownerId), or(byId, eq(terminalReaders.providerReaderId, readerId))))
    .limit(1);
  if (!reader) throw new AppError('validation_failed', CHECKOUT_MESSAGES.terminalNeedsReader, { readerId: CHECKOUT_MESSAGES.terminalNeedsReader });
  return reader;
}

function openPayment(order: OrderRow): string {
  if (order.paymentMethod !== 'terminal' || !order.paymentId || order.step !== 'pay') {
    throw new AppError('conflict', CHECKOUT_MESSAGES.terminalError);
  }
  return order.paymentId;
}

/** Provider errors (reader busy, payment in the wrong state) reach the staff as the terminal's message. */
async function provider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError('conflict', (e as Error).message || CHECKOUT_MESSAGES.terminalError);
  }
}

async function settled(deps: CheckoutDeps, order: OrderRow, payment: Payment): Promise<TerminalReply> {
  const outcome = await completeOrder(deps, order.id, { payment });
  if (outcome.kind === 'completed' || outcome.kind === 'already_completed')
    return { status: 'succeeded', message: CHECKOUT_MESSAGES.terminalSucceeded };
  return { status: 'failed', message: CHECKOUT_MESSAGES.terminalError };
}

/** POST /api/v1/stripe_terminals/process_payment {id, readerId}. */
export async function processPayment(deps: CheckoutDeps, user: AuthUser, orderId: string, readerId: string): Promise<TerminalReply> {
  const order = await terminalOrder(deps, user, orderId);
  if (order.status === 'completed') return { status: 'succeeded', message: CHECKOUT_MESSAGES.terminalSucceeded };
  const paymentId = openPayment(order);
  await refuseUnlessEventSelling(deps, order);
  const reader = await readerOf(deps, order, readerId);
  await provider(() => deps.payments.processOnReader(reader.providerReaderId, paymentId));
  await markPaymentInFlight(deps, order.id, 'handling_payment');
  return { status: 'processing', message: CHECKOUT_MESSAGES.terminalProcessing };
}

/** POST /api/v1/stripe_terminals/check_payment_status {id}: polled every 3 s. */
export async function checkPaymentStatus(deps: CheckoutDeps, user: AuthUser, orderId: string): Promise<TerminalReply> {
  const order = await terminalOrder(deps, user, orderId);
  if (order.status === 'completed') return { status: 'succeeded', message: CHECKOUT_MESSAGES.terminalSucceeded };
  const payment = await provider(() => deps.payments.retrievePayment(openPayment(order)));
  if (payment.status === 'succeeded') return settled(deps, order, payment);
  if (payment.status === 'canceled') return { status: 'canceled', message: CHECKOUT_MESSAGES.terminalCanceled };
  if (payment.status === 'requires_payment_method' && payment.lastError) {
    await markPaymentFailed(deps, order.id, payment);
    return { status: 'failed', message: payment.lastError.message };
  }
  if (order.status !== 'handling_payment' && payment.status === 'requires_payment_method')
    return { status: 'canceled', message: CHECKOUT_MESSAGES.terminalCanceled };
  return { status: 'processing', message: CHECKOUT_MESSAGES.terminalProcessing };
}

/** POST /api/v1/stripe_terminals/cancel_payment {id, readerId}: the reader stops; the order can be paid again. */
export async function cancelTerminalPayment(deps: CheckoutDeps, user: AuthUser, orderId: string, readerId: string): Promise<TerminalReply> {
  const order = await terminalOrder(deps, user, orderId);
  const reader = await readerOf(deps, order, readerId);
  await provider(() => deps.payments.cancelReaderAction(reader.providerReaderId));
  await deps.db
    .update(orders)
    .set({ status: 'pending', updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'handling_payment')));
  return { status: 'canceled', message: CHECKOUT_MESSAGES.terminalCanceled };
}

/** POST /api/v1/stripe_terminals/confirm_payment {id, readerId}: the simulated reader presents a test card. */
export async function simulateTerminalPayment(deps: CheckoutDeps, user: AuthUser, orderId: string, readerId: string): Promise<TerminalReply> {
  const order = await terminalOrder(deps, user, orderId);
  const simulate = deps.payments.simulateReaderPayment?.bind(deps.payments);
  if (deps.config.env === 'production' || !simulate) throw forbidden(CHECKOUT_MESSAGES.terminalSimulationOff);
  const paymentId = openPayment(order);
  const reader = await readerOf(deps, order, readerId);
  const payment = await provider(() => simulate(reader.providerReaderId, paymentId));
  return payment.status === 'succeeded' ? settled(deps, order, payment) : { status: 'processing', message: CHECKOUT_MESSAGES.terminalProcessing };
}
