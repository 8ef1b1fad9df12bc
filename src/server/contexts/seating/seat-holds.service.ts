import { eq, sql } from 'drizzle-orm';
import type { HoldSeatsBody, OrderSeatsReply } from '../../../contracts/event-seating.ts';
import type { SeatPlace } from '../../../contracts/seating.ts';
import { CHECKOUT_REASONS } from '../../../contracts/checkout.messages.ts';
import { SEATING_REASONS, SEATING_SERVER_MESSAGES as M } from '../../../contracts/seating-server.messages.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout.ts';
import { ticketTypesForSeat } from '../../../domain/seating/index.ts';
import { bestAvailable, chartFocus, seatDisplay, type StandingArea } from '../../../domain/seating/index.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { orderItems, orders } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { invalid, notFound, refusal } from '../../platform/http/errors.ts';
import {
  areasOfOrder,
  lockOrder,
  newSeatsHoldToken,
  orderForChange,
  releaseSeats,
  seatsOfOrder,
  SeatsTaken,
  takeAreaPlaces,
  takeSeats,
  type SeatToHold,
} from '../checkout/index.ts';
import { eventPageCore } from '../events/index.ts';
import { seatingOf, type SeatingRow } from './event-seating.service.ts';
import { seatStatus } from './seat-map.service.ts';
import { snapshotLayout } from './snapshot-layout.ts';

/** How often best available looks again when another buyer took one of the seats it chose meanwhile. */
const BEST_AVAILABLE_TRIES = 3;

const seatTaken = (fieldErrors?: Record<string, string>) => refusal('conflict', SEATING_REASONS.seatTaken, M.seatTaken, fieldErrors);
const orderClosed = () => refusal('conflict', CHECKOUT_REASONS.orderClosed, CHECKOUT_MESSAGES.orderClosed);
const timesUp = () => refusal('conflict', CHECKOUT_REASONS.holdExpired, CHECKOUT_MESSAGES.timesUpText);

interface Ctx {
  seating: SeatingRow;
  places: ReadonlyMap<string, SeatPlace>;
  areas: ReadonlyMap<string, StandingArea>;
  /** The ticket types a buyer may choose per category now (buyer-side 9). */
  typesFor: (categoryKey: string | null) => Set<string>;
}

/**
 * The snapshot and the ticket types the order's seats may take: the public ones, and those the order already has
 * tickets of. A secret, members-only or list type is in the order only if the checkout's selection rules let this
 * buyer choose it (its code, their tier, their list) when the order was saved, so the seat follows that unlock
 * rather than judging it a second time.
 */
async function contextOf(db: Db, order: { id: string; eventId: string }, now: Date): Promise<Ctx> {
  const [seating, core, items] = await Promise.all([
    seatingOf(db, order.eventId),
    eventPageCore(db, order.eventId),
    db.selectDistinct({ id: orderItems.ticketTypeId }).from(orderItems).where(eq(orderItems.orderId, order.id)),
  ]);
  if (!seating || !core) throw notFound(M.noSeating);
  const inOrder = new Set(items.map((i) => i.id));
  const offered = core.tickets.filter((t) => t.visibilityScope === 'public' || inOrder.has(t.id));
  return {
    seating,
    ...snapshotLayout(seating),
    typesFor: (key) => new Set(key ? ticketTypesForSeat(key, offered, now).map((t) => t.id) : []),
  };
}

/** The seats picked, checked against the snapshot and the ticket types each seat's category offers. */
function pickedSeats(ctx: Ctx, seats: NonNullable<HoldSeatsBody['seats']>): SeatToHold[] {
  const errors: Record<string, string> = {};
  const chosen = new Map<string, SeatToHold>();
  seats.forEach((s, i) => {
    const place = ctx.places.get(s.seatKey);
    if (!place) errors[`seats.${i}.seatKey`] = M.unknownSeat;
    else if (!ctx.typesFor(place.categoryKey).has(s.ticketTypeId)) errors[`seats.${i}.ticketTypeId`] = M.seatNotForTicket;
    else chosen.set(s.seatKey, { seatKey: s.seatKey, ticketTypeId: s.ticketTypeId, label: seatDisplay(place) });
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return [...chosen.values()];
}

/** Best available from the date's status as read now (the hold's statement decides; a lost race looks again). */
async function bestSeats(db: Db, ctx: Ctx, occurrenceId: string, best: NonNullable<HoldSeatsBody['bestAvailable']>): Promise<SeatToHold[]> {
  if (!ctx.typesFor(best.categoryKey).has(best.ticketTypeId)) throw invalid({ 'bestAvailable.ticketTypeId': M.seatNotForTicket });
  const taken = new Set((await seatStatus(db, occurrenceId, ctx.seating.document)).seats.map((s) => s.key));
  const places = [...ctx.places.values()];
  const free = new Set(places.filter((p) => !taken.has(p.key)).map((p) => p.key));
  const keys = bestAvailable(places, free, [best.categoryKey], best.quantity, chartFocus(ctx.seating.document));
  if (!keys) {
    const left = places.filter((p) => p.categoryKey === best.categoryKey && free.has(p.key)).length;
    throw refusal('conflict', SEATING_REASONS.notEnoughSeats, M.notEnoughSeats(left));
  }
  return keys.map((k) => ({ seatKey: k, ticketTypeId: best.ticketTypeId, label: seatDisplay(ctx.places.get(k)!) }));
}

/** What a hold call adds per ticket type: seats (by key) or a standing area's places. */
interface Adding {
  ticketTypeId: string;
  seatKeys: string[];
  area?: { areaKey: string; quantity: number };
}

/**
 * An order holds at most as many seats and standing places of a ticket type as it has tickets of it: the tickets'
 * holds carry the per-client and per-address caps (checkout's HOLD_LIMITS), so the seats are bounded by them too.
 * A seat asked for again, or the area's places being set, do not count twice.
 */
async function checkSeatCount(tx: Tx, orderId: string, adding: Adding) {
  const { rows } = await tx.execute<{ tickets: number; held: number }>(sql`
    select
      (select count(*)::int from order_items i where i.order_id = ${orderId} and i.ticket_type_id = ${adding.ticketTypeId}) as tickets,
      (select count(*)::int from seat_states s where s.order_id = ${orderId} and s.state = 'held' and s.ticket_type_id = ${adding.ticketTypeId}
        and s.seat_key not in (select jsonb_array_elements_text(${JSON.stringify(adding.seatKeys)}::jsonb)))
      + (select coalesce(sum(c.quantity), 0)::int from seat_area_claims c where c.order_id = ${orderId} and c.state = 'held'
        and c.ticket_type_id = ${adding.ticketTypeId} and c.area_key is distinct from ${adding.area?.areaKey ?? null}) as held`);
  const wanted = adding.seatKeys.length + (adding.area?.quantity ?? 0);
  if (Number(rows[0]!.held) + wanted > Number(rows[0]!.tickets)) throw refusal('conflict', SEATING_REASONS.seatsMismatch, M.moreSeatsThanTickets);
}

/** Seats per ticket type, each checked by checkSeatCount. */
async function checkSeatCounts(tx: Tx, orderId: string, seats: readonly SeatToHold[]) {
  for (const ticketTypeId of [...new Set(seats.map((s) => s.ticketTypeId))].sort())
    await checkSeatCount(tx, orderId, { ticketTypeId, seatKeys: seats.filter((s) => s.ticketTypeId === ticketTypeId).map((s) => s.seatKey) });
}

/** Writes a new token's digest on the order and answers with the token and the seats it holds. */
async function replyWithToken(tx: Tx, orderId: string): Promise<OrderSeatsReply> {
  const { token, hash } = newSeatsHoldToken();
  await tx.update(orders).set({ seatsHoldTokenHash: hash }).where(eq(orders.id, orderId));
  const [seats, areas] = [await seatsOfOrder(tx, orderId), await areasOfOrder(tx, orderId)];
  return { seatsHoldToken: token, seats, areas };
}

/** The order, locked, while it may still take seats: pending, its timer running. */
async function lockedPending(tx: Tx, id: string, now: Date) {
  const order = await lockOrder(tx, id);
  if (order.status !== 'pending') throw orderClosed();
  if (order.holdExpiresAt <= now) throw timesUp();
  return order;
}

/**
 * POST /orders/:id/seats: holds the seats picked, or the best available of a category, for the order's timer,
 * all or none (one statement: takeSeats); another buyer's seat answers 409 seat_taken. The reply carries a new
 * seats hold token, the buyer's to send to confirm.
 */
export async function holdSeats(db: Db, user: AuthUser | null, id: string, body: HoldSeatsBody, now = new Date()): Promise<OrderSeatsReply> {
  const order = await orderForChange(db, user, id);
  if (order.status !== 'pending') throw orderClosed();
  const ctx = await contextOf(db, order, now);
  const hold = (seats: SeatToHold[]) =>
    db.transaction(async (tx) => {
      await lockedPending(tx, id, now);
      await checkSeatCounts(tx, id, seats);
      await takeSeats(tx, { orderId: id, occurrenceId: order.occurrenceId, eventId: order.eventId, seatingId: ctx.seating.id, seats });
      return replyWithToken(tx, id);
    });
  if (body.area) return holdArea(db, ctx, order, body.area, now);
  if (body.seats?.length) {
    const seats = pickedSeats(ctx, body.seats);
    try {
      return await hold(seats);
    } catch (e) {
      if (!(e instanceof SeatsTaken)) throw e;
      throw seatTaken(Object.fromEntries(e.taken.map((k) => [`seats.${body.seats!.findIndex((s) => s.seatKey === k)}.seatKey`, M.seatTaken])));
    }
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await hold(await bestSeats(db, ctx, order.occurrenceId, body.bestAvailable!));
    } catch (e) {
      if (!(e instanceof SeatsTaken)) throw e;
      if (attempt >= BEST_AVAILABLE_TRIES) throw seatTaken();
    }
  }
}

/** Sets the order's places in a standing area for one ticket type (0 gives them back); 409 when they do not fit. */
async function holdArea(
  db: Db,
  ctx: Ctx,
  order: { id: string; occurrenceId: string; eventId: string },
  wanted: NonNullable<HoldSeatsBody['area']>,
  now: Date,
): Promise<OrderSeatsReply> {
  const area = ctx.areas.get(wanted.areaKey);
  if (!area) throw invalid({ 'area.areaKey': M.unknownSeat });
  if (!ctx.typesFor(area.categoryKey).has(wanted.ticketTypeId)) throw invalid({ 'area.ticketTypeId': M.seatNotForTicket });
  return db.transaction(async (tx) => {
    await lockedPending(tx, order.id, now);
    await checkSeatCount(tx, order.id, { ticketTypeId: wanted.ticketTypeId, seatKeys: [], area: wanted });
    const left = await takeAreaPlaces(tx, {
      orderId: order.id,
      occurrenceId: order.occurrenceId,
      eventId: order.eventId,
      seatingId: ctx.seating.id,
      area: { ...wanted, capacity: area.capacity, label: M.standingLabel(area.label) },
    });
    if (left !== null) throw refusal('conflict', SEATING_REASONS.notEnoughSeats, M.notEnoughPlaces(left));
    return replyWithToken(tx, order.id);
  });
}

/** DELETE /orders/:id/seats/:seatKey: gives one seat back (a seat the order does not hold: nothing changes). */
export async function releaseSeat(db: Db, user: AuthUser | null, id: string, seatKey: string, now = new Date()): Promise<OrderSeatsReply> {
  await orderForChange(db, user, id);
  return db.transaction(async (tx) => {
    await lockedPending(tx, id, now);
    await releaseSeats(tx, id, [seatKey]);
    return replyWithToken(tx, id);
  });
}
