import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { moveSeatBody } from '../../../contracts/event-seating.ts';
import { MOVE_SEAT_TEXTS as T } from '../../../contracts/event-seating.messages.ts';
import { SEATING_REASONS, SEATING_SERVER_MESSAGES as M } from '../../../contracts/seating-server.messages.ts';
import { seatDisplay } from '../../../domain/seating/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { orderItems, orders } from '../../platform/db/schema/index.ts';
import type { EventRow } from '../../platform/access/event-access.ts';
import { invalid, notFound, refusal } from '../../platform/http/errors.ts';
import { liveHoldOf, transferOrigin } from '../checkout/index.ts';
import { seatingOf } from './event-seating.service.ts';
import { snapshotLayout } from './snapshot-layout.ts';

/**
 * The organizer moves a ticket to another seat of the same category on its date (the price was chosen by the
 * category). The ticket's seat row is the one its first buyer's item sold (a transferred ticket keeps it, through
 * its transfer chain). The move is ONE statement: the new seat is taken with the same insert-or-take-over a hold
 * uses (a free seat, or one whose hold ended; never a held, sold or blocked one), and only when that took it is the
 * old row deleted and the ticket (and its chain's first item) renamed. Two moves to one seat: the unique key lets one in.
 */
export async function moveSeat(db: Db, event: Pick<EventRow, 'id'>, body: z.infer<typeof moveSeatBody>): Promise<{ seatKey: string; seat: string }> {
  const seating = await seatingOf(db, event.id);
  if (!seating) throw notFound(M.noSeating);
  const [item] = await db
    .select({ id: orderItems.id, status: orderItems.status })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, body.ticketId), eq(orders.eventId, event.id)))
    .limit(1);
  if (!item) throw notFound(T.ticketNotFound);
  if (item.status !== 'active') throw invalid({ ticketId: T.notActive });

  const origin = transferOrigin(body.ticketId);
  const { rows: current } = await db.execute<{ seat_key: string }>(sql`
    select seat_key from seat_states where event_id = ${event.id} and state = 'sold' and order_item_id = ${origin} limit 1`);
  const from = current[0]?.seat_key;
  if (!from) throw invalid({ ticketId: T.noSeat });
  const seats = snapshotLayout(seating).places;
  const to = seats.get(body.seatKey);
  if (!to) throw invalid({ seatKey: M.unknownSeat });
  if (to.key === from) throw invalid({ seatKey: T.sameSeat });
  if (to.categoryKey !== seats.get(from)?.categoryKey) throw invalid({ seatKey: T.otherCategory });

  const label = seatDisplay(to);
  const { rows } = await db.execute<{ moved: number }>(sql`
    with cur as (
      select * from seat_states
      where event_id = ${event.id} and state = 'sold' and seat_key = ${from} and order_item_id = ${origin}
      for update
    ), moved as (
      insert into seat_states as seat_states (occurrence_id, seat_key, event_id, state, order_id, order_item_id, ticket_type_id, label, updated_at)
      select occurrence_id, ${to.key}, event_id, 'sold', order_id, order_item_id, ticket_type_id, ${label}, now() from cur
      on conflict (occurrence_id, seat_key) do update
        set state = 'sold', order_id = excluded.order_id, order_item_id = excluded.order_item_id,
          ticket_type_id = excluded.ticket_type_id, label = excluded.label, block_reason = null, updated_at = now()
        where seat_states.state = 'held' and not exists (
          select 1 from orders o where o.id = seat_states.order_id and ${liveHoldOf(sql`o`)})
      returning 1
    ), freed as (
      delete from seat_states s using cur
      where s.occurrence_id = cur.occurrence_id and s.seat_key = cur.seat_key and exists (select 1 from moved)
      returning 1
    ), renamed as (
      update order_items set seat = ${label}
      where id in (${body.ticketId}, ${origin}) and exists (select 1 from moved)
      returning 1
    )
    select (select count(*) from moved)::int as moved`);
  if (!rows[0]?.moved) throw refusal('conflict', SEATING_REASONS.seatTaken, T.seatNotFree, { seatKey: T.seatNotFree });
  return { seatKey: to.key, seat: label };
}
