import { randomUUID } from 'node:crypto';
import type { Admission } from '../waiting-room/index.ts';
import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  createOrderQuery,
  OrderItemView,
  OrderReply,
  orderSelectionBody,
  PaymentRequest,
  updateOrderQuery,
} from '../../../contracts/checkout.ts';
import {
  CHECKOUT_MESSAGES,
  DEFAULT_MAX_PER_ORDER,
  PROCESSING_STATUSES,
  SELECT_STEP_MS,
  HOLD_LIMITS,
  addressStripes,
  holdCapProblem,
  holdShares,
  renewedTimer,
  statusGroup,
} from '../../../domain/checkout.ts';
import { AVAILABILITY_LABELS } from '../../../domain/tickets.ts';
import type { Db, Queryable, Tx } from '../../platform/db/client.ts';
import { orderItems, orders, promoCodes, ticketTypes } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import type { Payment } from '../../platform/payments/provider.ts';
import { forbidden, notFound, refusal, type AppError } from '../../platform/http/errors.ts';
import { CHECKOUT_REASONS, type CheckoutReason } from '../../../contracts/checkout.messages.ts';
import { outboxInsert } from '../../platform/outbox.ts';
import { EVENT_NOT_FOUND, eventRole, noteEventEntry } from '../../platform/access/event-access.ts';
import { eventPermissions } from '../../../domain/events.ts';
import { MANAGE_EVENT_MESSAGES } from '../../../contracts/events-management.messages.ts';
import { asEventOrder, eventOrder, type CheckoutDeps, type OrderRow } from './checkout-deps.ts';
import { NotEnoughTickets, releaseHolds, takeHolds } from './inventory.service.ts';
import { itemView, orderReplyOf, paymentRequestOf } from './order-views.ts';
import { givePromoUseBack, takePromoUse } from './promo-uses.ts';
import { giveOrderBenefitUsesBack, takeBenefitUses } from './benefit-uses.ts';
import { giveOrderListCodeUsesBack, takeListCodeUses } from './list-code-uses.ts';
import { memberById } from '../events/index.ts';
import {
  checkSecretQuotas,
  isDoorStaff,
  loadBuyerCheckoutEvent,
  loadCheckoutEvent,
  priceSelection,
  refuseUnlessSelling,
  requireDoorStaff,
  type CheckoutEvent,
  type NewItem,
  type PricedSelection,
} from './selection.service.ts';
import { lockAll } from '../../platform/db/locks.ts';
import type { CheckoutClient } from './checkout-client.ts';
import { readTogether } from '../../platform/db/read-together.ts';

export const orderNotFound = () => notFound(CHECKOUT_MESSAGES.orderNotFound);
export const conflict = (reason: CheckoutReason, message: string, fieldErrors?: Record<string, string>) =>
  refusal('conflict', reason, message, fieldErrors);

/** NotEnoughTickets as the ticket step shows it: 'Sold out', or how many are left. */
export function soldOutError(e: NotEnoughTickets): AppError {
  const message = e.available > 0 ? CHECKOUT_MESSAGES.notEnoughLeft(e.available) : AVAILABILITY_LABELS.sold_out;
  const reason = e.available > 0 ? CHECKOUT_REASONS.notEnoughLeft : CHECKOUT_REASONS.soldOut;
  return conflict(reason, message, { [`tickets.${e.ticketTypeId}`]: message });
}

export const inProcessing = (status: string) => (PROCESSING_STATUSES as readonly string[]).includes(status);

export async function findOrder(db: Queryable, id: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  const order = row && asEventOrder(row);
  if (!order) throw orderNotFound();
  return order;
}

/**
 * Who reaches an order: anyone with its id when a guest made it; only its buyer when a signed-in person made
 * it; door staff of the event always. Everyone else gets the not-found answer (its id stays unconfirmed).
 */
export async function orderForViewer(db: Db, user: AuthUser | null, id: string): Promise<OrderRow> {
  const order = await findOrder(db, id);
  if (order.userId && order.userId !== user?.id) {
    const event = { id: order.eventId, ownerId: order.ownerId };
    if (!(await isDoorStaff(db, user, event))) throw orderNotFound();
    await noteEventEntry(db, user!, event, (p) => p.canViewGuests);
  }
  return order;
}

/**
 * Who may change an order (its selection, the buyer's information, cancelling it): whoever may read it, except that
 * door staff reach another signed-in customer's order only to read it; changing it takes its buyer or admin access
 * to the event. The door's own orders (guest flow, door sales: no buyer account) stay door staff's to change.
 */
export async function orderForChange(db: Db, user: AuthUser | null, id: string): Promise<OrderRow> {
  const order = await orderForViewer(db, user, id);
  if (order.userId && order.userId !== user?.id) {
    const event = { id: order.eventId, ownerId: order.ownerId };
    if (eventPermissions(await eventRole(db, user, event)).accessSetting !== 'admin') throw forbidden(MANAGE_EVENT_MESSAGES.noPermission);
    await noteEventEntry(db, user!, event, (p) => p.accessSetting === 'admin');
  }
  return order;
}

/**
 * An order's tickets with their ticket types, in the order they were chosen. Tickets that reached the order by a
 * transfer are left out: their ids are their new holders' links, not the buyer's.
 */
export async function loadItems(db: Queryable, orderId: string): Promise<OrderItemView[]> {
  const rows = await db
    .select({ item: orderItems, type: ticketTypes })
    .from(orderItems)
    .innerJoin(ticketTypes, eq(ticketTypes.id, orderItems.ticketTypeId))
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.transferredFromId)))
    .orderBy(asc(ticketTypes.position), asc(orderItems.createdAt), asc(orderItems.id));
  return rows.map((r) => itemView(r.item, r.type));
}

export async function promoOf(db: Queryable, promoCodeId: string | null) {
  if (!promoCodeId) return null;
  const [row] = await db.select({ code: promoCodes.code, name: promoCodes.name }).from(promoCodes).where(eq(promoCodes.id, promoCodeId)).limit(1);
  return row ?? null;
}

/** The payment the pay step confirms, while the order still waits for it. */
async function openPaymentRequest(deps: CheckoutDeps, order: OrderRow): Promise<PaymentRequest | null> {
  if (!order.paymentId || order.step !== 'pay' || !inProcessing(order.status) || order.total <= 0) return null;
  const payment = await deps.payments.retrievePayment(order.paymentId);
  return paymentRequestOf(deps.payments, payment, order.paymentMethod === 'terminal' ? 'terminal' : 'card');
}

/**
 * The order as a viewer may read it: the codes applied are the buyer's. Door staff reading a customer's order
 * brought by a list member do not get them (one is that member's share code).
 */
export const asSeenBy = (order: OrderRow, user: AuthUser | null): OrderRow =>
  order.privateListMemberId && order.userId !== user?.id ? { ...order, secretCodes: [] } : order;

/** GET /api/v1/orders/:id. */
export async function getOrder(deps: CheckoutDeps, user: AuthUser | null, id: string): Promise<OrderReply> {
  const order = asSeenBy(await orderForViewer(deps.db, user, id), user);
  const [ce, items, promo, paymentRequest] = await readTogether(
    deps.db,
    () => loadBuyerCheckoutEvent(deps.db, order.eventId),
    () => loadItems(deps.db, order.id),
    () => promoOf(deps.db, order.promoCodeId),
    () => openPaymentRequest(deps, order),
  );
  return orderReplyOf(order, items, { event: ce.event, questions: ce.questions, promo, paymentRequest });
}

type SelectionBody = z.infer<typeof orderSelectionBody>;

/**
 * The guest flow and door sales need door staff; only a published event sells (domain/door.ts), to buyers and at the
 * door alike. A draft or an unpublished event is 404 to buyers and a refusal saying why to its door staff.
 */
async function checkoutAccess(db: Db, user: AuthUser | null, ce: CheckoutEvent, body: Pick<SelectionBody, 'guestFlow' | 'paymentMethod'>) {
  // A cancelled event tells everyone, as its page does (completion checks it again under a lock).
  if (ce.event.canceledAt) refuseUnlessSelling(ce.event);
  if (body.guestFlow || body.paymentMethod === 'terminal') await requireDoorStaff(db, user, ce.event);
  else if (!ce.event.published && !(await isDoorStaff(db, user, ce.event))) throw notFound(EVENT_NOT_FOUND);
  refuseUnlessSelling(ce.event);
}

/** The insert of an order's tickets, to await or to run as a CTE of the statement that inserts the order. */
function itemsInsert(tx: Tx, orderId: string, items: NewItem[]) {
  return tx
    .insert(orderItems)
    .values(
      items.map((i) => ({
        orderId,
        ticketTypeId: i.ticketTypeId,
        name: i.name,
        basePrice: i.basePrice,
        baseFee: i.baseFee,
        feeAbsorbed: i.feeAbsorbed,
        discountAmount: i.discountAmount,
        discountName: i.discountName,
        membershipBenefitId: i.membershipBenefitId,
        benefitWindowKey: i.benefitWindowKey,
      })),
    )
    .returning();
}

const pricedColumns = (p: PricedSelection) => ({
  occurrenceId: p.occurrence.id,
  subtotal: p.totals.subtotal,
  feeTotal: p.totals.feeTotal,
  discountTotal: p.totals.discountTotal,
  donationAmount: p.totals.donationAmount,
  total: p.totals.total,
  promoCodeId: p.promo?.id ?? null,
  secretCodes: p.secretCodes,
  privateListMemberId: p.listMemberId,
});

function replyFromRows(ce: CheckoutEvent, order: OrderRow, items: (typeof orderItems.$inferSelect)[], promo: PricedSelection['promo']): OrderReply {
  const types = new Map(ce.ticketTypes.map((t) => [t.id, t]));
  const position = (id: string) => types.get(id)!.position;
  const views = [...items].sort((a, b) => position(a.ticketTypeId) - position(b.ticketTypeId)).map((i) => itemView(i, types.get(i.ticketTypeId)!));
  return orderReplyOf(order, views, { event: ce.event, questions: ce.questions, promo, paymentRequest: null });
}

/** The client an order's holds count against (checkout-client.ts); null for door staff's guest flow and door sales. */
export type OrderHolder = Pick<CheckoutClient, 'key' | 'address' | 'stripe'> | null;

/** Seats of the order's date not sold yet, over every ticket type of the event: what the shares are of. */
const remainingSeatsSql = (eventId: string, occurrenceId: string) => sql<number>`(
    select coalesce(sum(greatest(t.quantity - coalesce(i.sold, 0), 0)), 0)::int
    from ticket_types t left join ticket_inventory i on i.ticket_type_id = t.id and i.occurrence_id = ${occurrenceId}
    where t.event_id = ${eventId})`;

async function remainingSeats(tx: Tx, eventId: string, occurrenceId: string): Promise<number> {
  const { rows } = await tx.execute<{ remaining: number }>(sql`select ${remainingSeatsSql(eventId, occurrenceId)} as remaining`);
  return Number(rows[0]?.remaining ?? 0);
}

/**
 * Bounds what one client, and all the clients of its address, hold on an event's date (domain HOLD_LIMITS), counting
 * their other live pending orders under transaction-scoped locks: the client's own, then its stripe of the address
 * (every stripe a partition of the address's counted holds), so parallel requests cannot pass a bound together while
 * the buyers behind one address spread over several locks. Runs after every other row the transaction locks and
 * before its inventory rows: a transaction holding these locks then waits only on inventory rows, whose holders
 * never wait on these locks (no deadlock), and the hot inventory row stays locked only for the holds and the commit
 * (each round trip under it, in a busy process, keeps every buyer of the ticket type waiting).
 */
async function checkHoldCaps(
  tx: Tx,
  deps: CheckoutDeps,
  holder: OrderHolder,
  /** `remaining`: the date's unsold seats when the caller read them already (a new order, with its insert). */
  order: { id: string; occurrenceId: string; remaining?: number },
  adding: number,
  ce: CheckoutEvent,
) {
  if (!holder) return;
  const largestLine = Math.max(...ce.ticketTypes.map((t) => t.maxPerOrder || DEFAULT_MAX_PER_ORDER));
  const scale = deps.config.rateLimitScale;
  const remaining = order.remaining ?? (await remainingSeats(tx, ce.event.id, order.occurrenceId));
  const shares = holdShares(remaining, largestLine, scale);
  const stripes = addressStripes(shares);
  const partition = holder.stripe % stripes.stripes;
  const stripeLocks = Array.from({ length: HOLD_LIMITS.maxStripes }, (_, s) => s)
    .filter((s) => s % stripes.stripes === partition)
    .map((s) => `holds:${holder.address}:${ce.event.id}:${s}`);
  await lockAll(tx, [`holds:${holder.key}:${ce.event.id}`, ...stripeLocks]);
  const { rows } = await tx.execute<{ orders: number; tickets: number; stripe_tickets: number }>(sql`
    select count(*) filter (where o.client_key = ${holder.key})::int as orders,
      coalesce(sum(o.n) filter (where o.client_key = ${holder.key}), 0)::int as tickets,
      coalesce(sum(o.n) filter (where o.address_key = ${holder.address} and o.client_stripe % ${stripes.stripes} = ${partition}), 0)::int as stripe_tickets
    from (
      select o.client_key, o.address_key, o.client_stripe, (select count(*) from order_items i where i.order_id = o.id) as n
      from orders o
      where (o.client_key = ${holder.key} or o.address_key = ${holder.address}) and o.event_id = ${ce.event.id}
        and o.status = 'pending' and o.occurrence_id = ${order.occurrenceId} and o.hold_expires_at > now() and o.id <> ${order.id}
    ) o`);
  const row = rows[0];
  const held = { orders: Number(row?.orders ?? 0), tickets: Number(row?.tickets ?? 0), stripeTickets: Number(row?.stripe_tickets ?? 0) };
  const problem = holdCapProblem(held, adding, shares, stripes, scale);
  if (problem === 'orders') throw conflict(CHECKOUT_REASONS.tooManyOrders, CHECKOUT_MESSAGES.tooManyOrders);
  if (problem === 'tickets') throw conflict(CHECKOUT_REASONS.tooManyTicketsHeld, CHECKOUT_MESSAGES.tooManyTicketsHeld);
  if (problem === 'address') throw conflict(CHECKOUT_REASONS.tooManyHeldFromNetwork, CHECKOUT_MESSAGES.tooManyHeldFromNetwork);
}

/** The client an order's holds count against, as its creation recorded it. */
const holderOf = (order: OrderRow): OrderHolder =>
  order.clientKey && order.addressKey ? { key: order.clientKey, address: order.addressKey, stripe: order.clientStripe ?? 0 } : null;

/**
 * POST /api/v1/orders: checks and prices the selection, then in one transaction takes the promo code's use, the
 * member benefits' uses, the share code's uses, the secret codes' quotas and the holds (14 minutes), and writes the
 * order, its tickets and order.created, and checks the client's hold caps (checkHoldCaps). The inventory row is locked last,
 * so concurrent buyers of one ticket type wait on it for the shortest time.
 */
export async function createOrder(
  deps: CheckoutDeps,
  user: AuthUser | null,
  query: z.infer<typeof createOrderQuery>,
  body: SelectionBody,
  promoterUsername: string | null,
  /** Who creates it (checkout-client.ts): bounds what one client holds. */
  client: OrderHolder,
  now = new Date(),
  /** The waiting room's pass check while a room is on (waiting-room admissionFor): used in the order's transaction. */
  admit: Admission | null = null,
): Promise<OrderReply> {
  // Staff adding guests may pick hidden ticket types: they read the event afresh.
  const ce = await (body.guestFlow ? loadCheckoutEvent : loadBuyerCheckoutEvent)(deps.db, query.event);
  await checkoutAccess(deps.db, user, ce, body);
  // Guests added by staff and door sales are not the staff member's own orders: no buyer account.
  const staffOrder = body.guestFlow || body.paymentMethod === 'terminal';
  const buyer = staffOrder ? null : user;
  const priced = await priceSelection(
    deps.db,
    ce,
    { ...body, promoCode: query.promoCode },
    { guestFlow: body.guestFlow, now, people: { buyer, requester: user } },
  );
  try {
    // Staff's guest flow and door sales are not a buyer's holds.
    const holder = staffOrder ? null : client;
    const { order, items } = await deps.db.transaction(async (tx) => {
      await admit?.(tx, priced.occurrence.id);
      await takePromoUse(tx, priced.promo?.id ?? null);
      await takeBenefitUses(tx, buyer?.id ?? null, priced.benefitUses);
      await takeListCodeUses(tx, priced.listMemberId, priced.listUses);
      await checkSecretQuotas(tx, priced.quotas);
      // The order, its tickets and its order.created event in one statement.
      const orderId = randomUUID();
      const created = tx.$with('created_event').as(
        outboxInsert(tx, [
          {
            type: 'order.created',
            ownerId: ce.event.ownerId,
            payload: {
              orderId,
              eventId: ce.event.id,
              occurrenceId: priced.occurrence.id,
              total: priced.totals.total,
              currency: ce.event.currency,
              tickets: priced.items.length,
            },
          },
        ]),
      );
      const inserted = tx.$with('new_order').as(
        tx
          .insert(orders)
          .values({
            id: orderId,
            eventId: ce.event.id,
            ownerId: ce.event.ownerId,
            userId: buyer?.id ?? null,
            addedById: staffOrder ? user!.id : null,
            guestFlow: body.guestFlow,
            holdExpiresAt: new Date(now.getTime() + SELECT_STEP_MS),
            currency: ce.event.currency,
            paymentMethod: body.paymentMethod,
            promoterUsername,
            clientKey: holder?.key ?? null,
            addressKey: holder?.address ?? null,
            clientStripe: holder?.stripe ?? null,
            ...pricedColumns(priced),
          })
          // The date's unsold seats for the hold caps, read by this statement: a round trip less on the busiest path.
          .returning({ ...getTableColumns(orders), remaining: remainingSeatsSql(ce.event.id, priced.occurrence.id).as('remaining') }),
      );
      // The tickets' foreign key to the order is checked at the end of the statement, which sees the order's row.
      const newItems = tx.$with('new_items').as(itemsInsert(tx, orderId, priced.items));
      const rows = await tx.with(created, inserted, newItems).select().from(newItems).crossJoin(inserted).orderBy(newItems.id);
      const { remaining, ...order } = rows[0]!.new_order;
      const items = rows.map((r) => r.new_items);
      await checkHoldCaps(tx, deps, holder, { id: order.id, occurrenceId: priced.occurrence.id, remaining }, priced.items.length, ce);
      await takeHolds(tx, order.id, priced.lines, order.holdExpiresAt);
      return { order: eventOrder(order), items };
    });
    return replyFromRows(ce, order, items, priced.promo);
  } catch (e) {
    if (e instanceof NotEnoughTickets) throw soldOutError(e);
    throw e;
  }
}

/** Locks an order for a change of its own (selection, information, cancel); null when it is gone. */
export async function lockOrder(tx: Tx, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  const order = row && asEventOrder(row);
  if (!order) throw orderNotFound();
  return order;
}

/**
 * Before an order changes or gives back what it holds: a payment the buyer may still confirm is cancelled. Returns
 * the payment as it now stands (null without one): anything but `canceled` may still take the money.
 */
export async function stopOpenPayment(deps: Pick<CheckoutDeps, 'payments'>, order: Pick<OrderRow, 'paymentId'>): Promise<Payment | null> {
  const { paymentId } = order;
  if (!paymentId) return null;
  const payment = await deps.payments.retrievePayment(paymentId);
  if (payment.status !== 'requires_payment_method') return payment;
  // Only the provider's word that it is cancelled counts; a refused cancel (the card went through) reads the state.
  return deps.payments.cancelPayment(paymentId).catch(() => deps.payments.retrievePayment(paymentId));
}

/**
 * PATCH /api/v1/orders/:id: a new selection for a pending order. In one transaction the old holds are released
 * and the new ones taken (on failure the old ones stay), the promo code's use follows the code, the member benefits'
 * and the share code's uses are given back and taken again for the new tickets, and the timer restarts at the ticket step, never
 * past the order's first timer plus the grace (HOLD_LIMITS).
 */
export async function updateOrder(
  deps: CheckoutDeps,
  user: AuthUser | null,
  id: string,
  query: z.infer<typeof updateOrderQuery>,
  body: SelectionBody,
  now = new Date(),
): Promise<OrderReply> {
  const current = await orderForChange(deps.db, user, id);
  if (current.status !== 'pending') {
    if (statusGroup(current.status) === 'success') throw conflict(CHECKOUT_REASONS.orderCompleted, CHECKOUT_MESSAGES.orderCompleted);
    throw conflict(CHECKOUT_REASONS.orderClosed, CHECKOUT_MESSAGES.orderClosed);
  }
  const ce = await (current.guestFlow ? loadCheckoutEvent : loadBuyerCheckoutEvent)(deps.db, current.eventId);
  const method = current.guestFlow ? current.paymentMethod : body.paymentMethod;
  await checkoutAccess(deps.db, user, ce, { guestFlow: current.guestFlow, paymentMethod: method === 'terminal' ? 'terminal' : 'card' });
  // Memberships are the buyer's, also when an event admin changes their order.
  const buyer = current.userId === user?.id ? user : await memberById(deps.db, current.userId);
  const priced = await priceSelection(
    deps.db,
    ce,
    { ...body, promoCode: query.promoCode },
    { guestFlow: current.guestFlow, now, people: { buyer, requester: user }, broughtBy: current.privateListMemberId },
  );
  const payment = await stopOpenPayment(deps, current);
  if (payment && payment.status !== 'canceled') throw conflict(CHECKOUT_REASONS.paymentInFlight, CHECKOUT_MESSAGES.paymentInFlight);
  try {
    const { order, items } = await deps.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, id);
      if (locked.status !== 'pending') throw conflict(CHECKOUT_REASONS.orderClosed, CHECKOUT_MESSAGES.orderClosed);
      // A confirm in between started another payment: this change would not stop it.
      if (locked.paymentId !== current.paymentId) throw conflict(CHECKOUT_REASONS.paymentInFlight, CHECKOUT_MESSAGES.paymentInFlight);
      const expiresAt = renewedTimer(locked.createdAt, new Date(now.getTime() + SELECT_STEP_MS), now);
      if (!expiresAt) throw conflict(CHECKOUT_REASONS.holdExpired, CHECKOUT_MESSAGES.timesUpText);
      await giveOrderBenefitUsesBack(tx, id, locked.userId);
      await giveOrderListCodeUsesBack(tx, id, locked.privateListMemberId);
      await tx.delete(orderItems).where(eq(orderItems.orderId, id));
      if (locked.promoCodeId !== (priced.promo?.id ?? null)) {
        await givePromoUseBack(tx, locked.promoCodeId);
        await takePromoUse(tx, priced.promo?.id ?? null);
      }
      await takeBenefitUses(tx, locked.userId, priced.benefitUses);
      await takeListCodeUses(tx, priced.listMemberId, priced.listUses);
      await checkSecretQuotas(tx, priced.quotas, id);
      const items = await itemsInsert(tx, id, priced.items);
      const [order] = await tx
        .update(orders)
        .set({
          ...pricedColumns(priced),
          paymentMethod: method,
          step: 'select',
          holdExpiresAt: expiresAt,
          updatedAt: now,
        })
        .where(eq(orders.id, id))
        .returning();
      // The caps before any inventory row (see checkHoldCaps): the old holds go back just before the new are taken.
      await checkHoldCaps(tx, deps, holderOf(locked), { id, occurrenceId: priced.occurrence.id }, priced.items.length, ce);
      await releaseHolds(tx, id);
      await takeHolds(tx, id, priced.lines, order!.holdExpiresAt);
      return { order: eventOrder(order!), items };
    });
    return replyFromRows(ce, order, items, priced.promo);
  } catch (e) {
    if (e instanceof NotEnoughTickets) throw soldOutError(e);
    throw e;
  }
}

/**
 * Ends an order that did not complete: releases its holds, gives its promo, benefit and share code uses back and sets `status`, only
 * while it is still in the processing group (so a completed order is never undone) and, with `stoppedPayment`,
 * only while that is still its payment (one the provider confirmed cancelled, or none: see order-release.service.ts).
 * Returns the closed order, or null when it did not close it.
 */
export async function closeOrder(
  tx: Tx,
  id: string,
  status: 'timed_out' | 'canceled' | 'failed',
  opts: { stoppedPayment?: string | null } = {},
): Promise<OrderRow | null> {
  const now = new Date();
  const [row] = await tx
    .update(orders)
    .set({ status, canceledAt: status === 'failed' ? null : now, updatedAt: now })
    .where(
      and(
        eq(orders.id, id),
        inArray(orders.status, [...PROCESSING_STATUSES]),
        opts.stoppedPayment === undefined ? undefined : sql`${orders.paymentId} is not distinct from ${opts.stoppedPayment}`,
      ),
    )
    .returning();
  if (!row) return null;
  await releaseHolds(tx, id);
  await givePromoUseBack(tx, row.promoCodeId);
  await giveOrderBenefitUsesBack(tx, id, row.userId);
  await giveOrderListCodeUsesBack(tx, id, row.privateListMemberId);
  return eventOrder(row);
}
