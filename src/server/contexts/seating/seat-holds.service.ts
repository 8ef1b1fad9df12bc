import { eq, sql } from 'drizzle-orm';
import type { HoldSeatsBody, OrderSeatsReply } from '../../../contracts/event-seating.ts';
import type { SeatPlace } from '../../../contracts/seating.ts';
import { CHECKOUT_REASONS } from '../../../contracts/checkout.messages.ts';
import { SEATING_REASONS, SEATING_SERVER_MESSAGES as M } from '../../../contracts/seating-server.messages.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout.ts';
import { ticketTypesForSeat } from '../../../domain/seat-ticket-types.ts';
import { bestAvailable, chartFocus, layoutChart, seatDisplay } from '../../../domain/seating/index.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { orders } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { invalid, notFound, refusal } from '../../platform/http/errors.ts';
import {
  lockOrder,
  newSeatsHoldToken,
  orderForChange,
  releaseSeats,
  seatsOfOrder,
  SeatsTaken,
  takeSeats,
  type SeatToHold,
} from '../checkout/index.ts';
import { eventPageCore } from '../events/index.ts';
import { seatingOf, type SeatingRow } from './event-seating.service.ts';
import { seatStatus } from './seat-map.service.ts';

/** How often best available looks again when another buyer took one of the seats it chose meanwhile. */
const BEST_AVAILABLE_TRIES = 3;

const seatTaken = (fieldErrors?: Record<string, string>) => refusal('conflict', SEATING_REASONS.seatTaken, M.seatTaken, fieldErrors);
const orderClosed = () => refusal('conflict', CHECKOUT_REASONS.orderClosed, CHECKOUT_MESSAGES.orderClosed);
const timesUp = () => refusal('conflict', CHECKOUT_REASONS.holdExpired, CHECKOUT_MESSAGES.timesUpText);

interface Ctx {
  seating: SeatingRow;
  places: Map<string, SeatPlace>;
  /** The ticket types a buyer may choose per category now (buyer-side 9). */
  typesFor: (categoryKey: string | null) => Set<string>;
}

async function contextOf(db: Db, eventId: string, now: Date): Promise<Ctx> {
  const [seating, core] = await Promise.all([seatingOf(db, eventId), eventPageCore(db, eventId)]);
  if (!seating || !core) throw notFound(M.noSeating);
  const offered = core.tickets.filter((t) => t.visibilityScope === 'public');
  return {
    seating,
    places: new Map(layoutChart(seating.document).map((p) => [p.key, p])),
    typesFor: (key) => new Set(key ? ticketTypesForSeat(offered, key, now).map((t) => t.id) : []),
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
  const taken = new Set((await seatStatus(db, occurrenceId)).seats.map((s) => s.key));
  const places = [...ctx.places.values()];
  const free = new Set(places.filter((p) => !taken.has(p.key)).map((p) => p.key));
  const keys = bestAvailable(places, free, [best.categoryKey], best.quantity, chartFocus(ctx.seating.document));
  if (!keys) {
    const left = places.filter((p) => p.categoryKey === best.categoryKey && free.has(p.key)).length;
    throw refusal('conflict', SEATING_REASONS.notEnoughSeats, M.notEnoughSeats(left));
  }
  return keys.map((k) => ({ seatKey: k, ticketTypeId: best.ticketTypeId, label: seatDisplay(ctx.places.get(k)!) }));
}

/**
 * An order holds at most as many seats of a ticket type as it has tickets of it: the tickets' holds carry the
 * per-client and per-address caps (checkout's HOLD_LIMITS), so the seats are bounded by them too.
 */
async function checkSeatCount(tx: Tx, orderId: string, adding: readonly SeatToHold[]) {
  const { rows } = await tx.execute<{ ticket_type_id: string; tickets: number; seats: number }>(sql`
    select t.id as ticket_type_id,
      (select count(*)::int from order_items i where i.order_id = ${orderId} and i.ticket_type_id = t.id) as tickets,
      (select count(*)::int from seat_states s where s.order_id = ${orderId} and s.state = 'held' and s.ticket_type_id = t.id
        and s.seat_key not in (select jsonb_array_elements_text(${JSON.stringify(adding.map((a) => a.seatKey))}::jsonb))) as seats
    from ticket_types t where t.id in (select (jsonb_array_elements_text(${JSON.stringify([...new Set(adding.map((a) => a.ticketTypeId))])}::jsonb))::uuid)`);
  for (const row of rows) {
    const wanted = adding.filter((a) => a.ticketTypeId === row.ticket_type_id).length;
    if (Number(row.seats) + wanted > Number(row.tickets)) throw refusal('conflict', SEATING_REASONS.seatsMismatch, M.moreSeatsThanTickets);
  }
}

/** Writes a new token's digest on the order and answers with the token and the seats it holds. */
async function replyWithToken(tx: Tx, orderId: string): Promise<OrderSeatsReply> {
  const { token, hash } = newSeatsHoldToken();
  await tx.update(orders).set({ seatsHoldTokenHash: hash }).where(eq(orders.id, orderId));
  return { seatsHoldToken: token, seats: await seatsOfOrder(tx, orderId) };
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
  const ctx = await contextOf(db, order.eventId, now);
  const hold = (seats: SeatToHold[]) =>
    db.transaction(async (tx) => {
      await lockedPending(tx, id, now);
      await checkSeatCount(tx, id, seats);
      await takeSeats(tx, { orderId: id, occurrenceId: order.occurrenceId, eventId: order.eventId, seatingId: ctx.seating.id, seats });
      return replyWithToken(tx, id);
    });
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

/** DELETE /orders/:id/seats/:seatKey: gives one seat back (a seat the order does not hold: nothing changes). */
export async function releaseSeat(db: Db, user: AuthUser | null, id: string, seatKey: string, now = new Date()): Promise<OrderSeatsReply> {
  await orderForChange(db, user, id);
  return db.transaction(async (tx) => {
    await lockedPending(tx, id, now);
    await releaseSeats(tx, id, [seatKey]);
    return replyWithToken(tx, id);
  });
}
