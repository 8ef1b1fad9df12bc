import { createHash, randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { lockFor } from '../../platform/db/locks.ts';
import { NotEnoughTickets } from './inventory.service.ts';
import { transferOrigin } from './transfer-origin.ts';

/**
 * The seats an order holds (issue 32), as part of the order's own statements. A seat has one row per date
 * (seat_states, unique on date and seat key), so a seat is held or sold by one order at most. A hold lasts on the
 * order's clock, the one of its ticket holds: it is live while the order is pending before its timer ends, and while
 * a payment for it may still succeed (a payment in flight, or a pending order whose payment the sweep has not
 * stopped yet). Anything else is free: the next hold's own statement takes the row over, and the sweep tidies the
 * rest. Nothing needs a release at the instant a hold ends, so a killed process leaves nothing to repair.
 */

/** True when the held row `s` still belongs to its order (see above); `o` is that order's row. */
export const liveHoldOf = (o: SQL) => sql`(
  ${o}.status in ('processing', 'express_processing', 'handling_payment')
  or (${o}.status = 'pending' and (${o}.hold_expires_at > now() or ${o}.payment_id is not null)))`;

/** A held row `seat_states` whose order no longer holds it (for an ON CONFLICT ... WHERE or a delete). */
const deadHold = sql`seat_states.state = 'held' and not exists (
  select 1 from orders o where o.id = seat_states.order_id and ${liveHoldOf(sql`o`)})`;

export interface SeatToHold {
  seatKey: string;
  ticketTypeId: string;
  /** What the ticket will show, from the event's snapshot. */
  label: string;
}

/** Some seats asked for were taken (held, sold or blocked) by the time the statement ran. */
export class SeatsTaken extends Error {
  constructor(readonly taken: string[]) {
    super('Seats taken');
  }
}

/**
 * Holds `seats` for an order on its date in ONE statement, all or none: a free seat is inserted, a seat whose hold
 * ended is taken over, the order's own seat keeps (or changes) its ticket type; anything else throws SeatsTaken and
 * the caller's transaction rolls back. `seating` pins the snapshot the keys were checked against: a chart replaced
 * meanwhile matches nothing (the share lock keeps it until commit).
 */
export async function takeSeats(
  tx: Tx,
  hold: { orderId: string; occurrenceId: string; eventId: string; seatingId: string; seats: readonly SeatToHold[] },
): Promise<void> {
  if (!hold.seats.length) return;
  const wanted = JSON.stringify(hold.seats.map((s) => ({ seat_key: s.seatKey, ticket_type_id: s.ticketTypeId, label: s.label })));
  const { rows } = await tx.execute<{ seat_key: string }>(sql`
    with seating as (select id from event_seatings where id = ${hold.seatingId} for share),
    wanted as (select * from jsonb_to_recordset(${wanted}::jsonb) as w(seat_key text, ticket_type_id uuid, label text))
    insert into seat_states as seat_states (occurrence_id, seat_key, event_id, state, order_id, ticket_type_id, label, updated_at)
    select ${hold.occurrenceId}, w.seat_key, ${hold.eventId}, 'held', ${hold.orderId}, w.ticket_type_id, w.label, now()
    from wanted w, seating
    order by w.seat_key
    on conflict (occurrence_id, seat_key) do update
      set state = 'held', order_id = excluded.order_id, ticket_type_id = excluded.ticket_type_id, label = excluded.label,
        order_item_id = null, block_reason = null, updated_at = now()
      where (seat_states.state = 'held' and seat_states.order_id = excluded.order_id) or (${deadHold})
    returning seat_key`);
  if (rows.length === hold.seats.length) return;
  const got = new Set(rows.map((r) => r.seat_key));
  throw new SeatsTaken(hold.seats.map((s) => s.seatKey).filter((k) => !got.has(k)));
}

export interface AreaPlaces {
  areaKey: string;
  ticketTypeId: string;
  /** The order's places in the area for that ticket type, from now on (0 gives them back). */
  quantity: number;
  capacity: number;
  label: string;
}

/**
 * Sets an order's places in a standing area (per ticket type) under the area's transaction lock: the live and sold
 * places of the area are counted and the claim written by ONE statement only when they fit the capacity. Returns
 * the places left before the claim when they do not fit, else null.
 */
export async function takeAreaPlaces(
  tx: Tx,
  hold: { orderId: string; occurrenceId: string; eventId: string; seatingId: string; area: AreaPlaces },
): Promise<number | null> {
  const { area } = hold;
  await lockFor(tx, `seat-area:${hold.occurrenceId}:${area.areaKey}`);
  if (area.quantity === 0) {
    await tx.execute(sql`
      delete from seat_area_claims where occurrence_id = ${hold.occurrenceId} and area_key = ${area.areaKey}
        and order_id = ${hold.orderId} and ticket_type_id = ${area.ticketTypeId} and state = 'held'`);
    return null;
  }
  const { rows } = await tx.execute<{ taken: number; left: number }>(sql`
    with seating as (select id from event_seatings where id = ${hold.seatingId} for share),
    used as (
      select coalesce(sum(c.quantity), 0)::int as n from seat_area_claims c left join orders o on o.id = c.order_id
      where c.occurrence_id = ${hold.occurrenceId} and c.area_key = ${area.areaKey}
        and not (c.order_id = ${hold.orderId} and c.ticket_type_id = ${area.ticketTypeId})
        and (c.state = 'sold' or ${liveHoldOf(sql`o`)})
    ), taken as (
      insert into seat_area_claims as c (occurrence_id, area_key, order_id, ticket_type_id, event_id, quantity, state, label, updated_at)
      select ${hold.occurrenceId}, ${area.areaKey}, ${hold.orderId}, ${area.ticketTypeId}, ${hold.eventId}, ${area.quantity}, 'held', ${area.label}, now()
      from seating, used where used.n + ${area.quantity} <= ${area.capacity}
      on conflict (occurrence_id, area_key, order_id, ticket_type_id) do update
        set quantity = excluded.quantity, state = 'held', label = excluded.label, updated_at = now()
      returning 1
    )
    select (select count(*) from taken)::int as taken, greatest(${area.capacity} - (select n from used), 0)::int as left`);
  const row = rows[0]!;
  return Number(row.taken) > 0 ? null : Number(row.left);
}

/** Gives back seats an order holds (all of them without `seatKeys`). */
export async function releaseSeats(tx: Queryable, orderId: string, seatKeys?: readonly string[]) {
  await tx.execute(sql`
    delete from seat_states where order_id = ${orderId} and state = 'held'
      ${seatKeys ? sql`and seat_key in (select jsonb_array_elements_text(${JSON.stringify(seatKeys)}::jsonb))` : sql``}`);
}

/** The standing places an order holds now, per area and ticket type. */
export async function areasOfOrder(db: Queryable, orderId: string) {
  const { rows } = await db.execute<{ area_key: string; label: string; ticket_type_id: string; quantity: number }>(sql`
    select area_key, label, ticket_type_id, quantity from seat_area_claims where order_id = ${orderId} and state = 'held'
    order by area_key, ticket_type_id`);
  return rows.map((r) => ({ areaKey: r.area_key, label: r.label, ticketTypeId: r.ticket_type_id, quantity: Number(r.quantity) }));
}

/** The seats an order holds now, by seat key, with their ticket types and labels. */
export async function seatsOfOrder(db: Queryable, orderId: string): Promise<{ seatKey: string; ticketTypeId: string; label: string }[]> {
  const { rows } = await db.execute<{ seat_key: string; ticket_type_id: string; label: string }>(sql`
    select seat_key, ticket_type_id, label from seat_states where order_id = ${orderId} and state = 'held' order by seat_key`);
  return rows.map((r) => ({ seatKey: r.seat_key, ticketTypeId: r.ticket_type_id, label: r.label }));
}

/**
 * Per ticket type, the order's tickets that need a seat (a type selling seat categories, on an event with a seating)
 * and the seats and standing places the order holds of it: a query to use as a CTE.
 */
const balanceSql = (orderId: string) => sql`
  with needed as (
    select i.ticket_type_id, count(*)::int as n from order_items i
    join orders o on o.id = i.order_id
    join ticket_types t on t.id = i.ticket_type_id
    where i.order_id = ${orderId} and cardinality(t.seats_category_keys) > 0
      and exists (select 1 from event_seatings e where e.event_id = o.event_id)
    group by 1
  ), held as (
    select ticket_type_id, sum(n)::int as n from (
      select ticket_type_id, 1 as n from seat_states where order_id = ${orderId} and state = 'held'
      union all
      select ticket_type_id, quantity from seat_area_claims where order_id = ${orderId} and state = 'held'
    ) places group by 1
  )
  select coalesce(needed.ticket_type_id, held.ticket_type_id) as ticket_type_id, coalesce(needed.n, 0) as tickets, coalesce(held.n, 0) as seats
  from needed full join held on held.ticket_type_id = needed.ticket_type_id`;

async function seatBalance(db: Queryable, orderId: string): Promise<{ ticketTypeId: string; tickets: number; seats: number }[]> {
  const { rows } = await db.execute<{ ticket_type_id: string; tickets: number; seats: number }>(balanceSql(orderId));
  return rows.map((r) => ({ ticketTypeId: r.ticket_type_id, tickets: Number(r.tickets), seats: Number(r.seats) }));
}

/**
 * What confirm checks, in one statement: the digest of the order's seats hold token, the seats it holds, whether
 * it holds standing places, and whether every seated ticket has exactly one seat or place of its type.
 */
export async function seatCheckOf(db: Queryable, orderId: string) {
  const { rows } = await db.execute<{ hash: string | null; seats: string[]; areas: number; matched: boolean }>(sql`
    with balance as (${balanceSql(orderId)})
    select (select seats_hold_token_hash from orders where id = ${orderId}) as hash,
      coalesce((select json_agg(seat_key order by seat_key) from seat_states where order_id = ${orderId} and state = 'held'), '[]'::json) as seats,
      (select count(*) from seat_area_claims where order_id = ${orderId} and state = 'held')::int as areas,
      not exists (select 1 from balance where tickets <> seats) as matched`);
  const row = rows[0]!;
  return { hash: row.hash, seatKeys: row.seats, holdsAreas: Number(row.areas) > 0, matched: row.matched };
}

/**
 * Completion: the order's held seats become sold, each paired with one of its tickets of the seat's ticket type,
 * whose `seat` takes the seat's label. Runs in the completion's transaction; a seat another order took meanwhile
 * (the order's hold had ended) leaves a ticket without a seat: NotEnoughTickets rolls the completion back and the
 * order fails and is refunded, as for tickets.
 */
export async function sellOrderSeats(tx: Tx, orderId: string) {
  const balance = await seatBalance(tx, orderId);
  const short = balance.find((b) => b.seats < b.tickets);
  if (short) throw new NotEnoughTickets(short.ticketTypeId, 0);
  if (!balance.length) return;
  await tx.execute(sql`
    with seats as (
      select occurrence_id, seat_key, ticket_type_id, label, row_number() over (partition by ticket_type_id order by seat_key) as n
      from seat_states where order_id = ${orderId} and state = 'held'
    ), places as (
      -- Standing places come after the type's seats, one per place.
      select c.ticket_type_id, c.label,
        (select count(*) from seats s where s.ticket_type_id = c.ticket_type_id)
          + row_number() over (partition by c.ticket_type_id order by c.area_key, g) as n
      from seat_area_claims c cross join generate_series(1, c.quantity) g
      where c.order_id = ${orderId} and c.state = 'held'
    ), items as (
      select id, ticket_type_id, row_number() over (partition by ticket_type_id order by created_at, id) as n
      from order_items where order_id = ${orderId}
    ), pairs as (
      select seats.occurrence_id, seats.seat_key, seats.label, items.id as item_id
      from seats join items on items.ticket_type_id = seats.ticket_type_id and items.n = seats.n
    ), sold as (
      update seat_states s set state = 'sold', order_item_id = pairs.item_id, updated_at = now()
      from pairs where s.occurrence_id = pairs.occurrence_id and s.seat_key = pairs.seat_key
      returning 1
    ), standing_sold as (
      update seat_area_claims set state = 'sold', updated_at = now() where order_id = ${orderId} and state = 'held'
      returning 1
    ), labels as (
      select item_id, label from pairs
      union all
      select items.id, places.label from places join items on items.ticket_type_id = places.ticket_type_id and items.n = places.n
    )
    update order_items i set seat = labels.label from labels where i.id = labels.item_id`);
  // Seats beyond the tickets (none once confirm checked the balance) go back.
  await releaseSeats(tx, orderId);
}

/**
 * A cancelled or refunded ticket gives its seat back, in the transaction that ends it: its chart seat is free again,
 * or its standing area has one place more. The seat was sold to the ticket its transfer chain started from.
 */
export async function returnSoldSeat(tx: Queryable, itemId: string) {
  await tx.execute(sql`
    with origin as (
      select i.id, i.order_id, i.ticket_type_id, i.seat from order_items i where i.id = ${transferOrigin(itemId)}
    ), seat as (
      delete from seat_states s using origin where s.state = 'sold' and s.order_item_id = origin.id
      returning 1
    ), last_place as (
      delete from seat_area_claims c using origin
      where c.order_id = origin.order_id and c.ticket_type_id = origin.ticket_type_id and c.label = origin.seat and c.state = 'sold'
        and c.quantity = 1
      returning 1
    )
    update seat_area_claims c set quantity = c.quantity - 1, updated_at = now() from origin
    where c.order_id = origin.order_id and c.ticket_type_id = origin.ticket_type_id and c.label = origin.seat and c.state = 'sold'
      and c.quantity > 1`);
}

/** The sweep: rows of holds that ended and whose payment can no longer succeed are deleted (they are free already). */
export async function tidyEndedSeatHolds(db: Queryable): Promise<number> {
  const ended = sql`(o.status in ('timed_out', 'canceled', 'failed') or (o.status = 'pending' and o.hold_expires_at <= now() and o.payment_id is null))`;
  const { rows } = await db.execute<{ n: number }>(sql`
    with gone as (
      delete from seat_states s using orders o where s.state = 'held' and o.id = s.order_id and ${ended}
      returning 1
    ), standing_gone as (
      delete from seat_area_claims c using orders o where c.state = 'held' and o.id = c.order_id and ${ended}
      returning 1
    ) select ((select count(*) from gone) + (select count(*) from standing_gone))::int as n`);
  return Number(rows[0]?.n ?? 0);
}

/** A new seats hold token for an order: the buyer gets it, the order keeps its digest; the latest one counts. */
export function newSeatsHoldToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashSeatsHoldToken(token) };
}

export const hashSeatsHoldToken = (token: string) => createHash('sha256').update(token).digest('hex');
