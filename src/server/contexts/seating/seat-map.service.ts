import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SeatMapReply, seatStatusReply } from '../../../contracts/event-seating.ts';
import type { z } from 'zod';
import { SEATING_SERVER_MESSAGES as M } from '../../../contracts/seating-server.messages.ts';
import { ticketTypesForSeat } from '../../../domain/seat-ticket-types.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { EVENT_NOT_FOUND } from '../../platform/access/event-access.ts';
import { notFound } from '../../platform/http/errors.ts';
import { liveHoldOf } from '../checkout/index.ts';
import { eventPageCore } from '../events/index.ts';
import { seatingOf } from './event-seating.service.ts';

type SeatStatusReply = z.infer<typeof seatStatusReply>;

/**
 * The seats of a date a buyer cannot take, and a version of that answer. Held and sold read the same ('taken'):
 * nothing of another buyer leaves. A hold that ended reads free at once, before any sweep.
 */
export async function seatStatus(db: Queryable, occurrenceId: string): Promise<SeatStatusReply> {
  const { rows } = await db.execute<{ seat_key: string; state: string }>(sql`
    select s.seat_key, s.state from seat_states s left join orders o on o.id = s.order_id
    where s.occurrence_id = ${occurrenceId} and (s.state <> 'held' or ${liveHoldOf(sql`o`)})
    order by s.seat_key`);
  const seats = rows.map((r) => ({ key: r.seat_key, status: r.state === 'blocked' ? ('unavailable' as const) : ('taken' as const) }));
  const version = createHash('sha256').update(JSON.stringify(seats)).digest('base64url').slice(0, 22);
  return { version, seats };
}

/** A published event's date with a seating (drafts and unknown dates: not found). */
async function buyerSeating(db: Db, eventId: string, occurrenceId: string) {
  const core = await eventPageCore(db, eventId);
  if (!core || !core.event.published) throw notFound(EVENT_NOT_FOUND);
  if (!core.occurrences.some((o) => o.id === occurrenceId)) throw notFound(M.occurrenceNotFound);
  const seating = await seatingOf(db, eventId);
  if (!seating) throw notFound(M.noSeating);
  return { core, seating };
}

/** GET the buyer's map: the snapshot, each category's ticket types a buyer may choose now, the seats taken. */
export async function seatMap(db: Db, eventId: string, occurrenceId: string, now = new Date()): Promise<SeatMapReply> {
  const { core, seating } = await buyerSeating(db, eventId, occurrenceId);
  // Only public types: secret, members-only and list tickets are offered through their own unlock (not yet for seats).
  const offered = core.tickets.filter((t) => t.visibilityScope === 'public');
  const categories = seating.document.categories.map((c) => ({
    key: c.key,
    name: c.name,
    color: c.color,
    ticketTypes: ticketTypesForSeat(offered, c.key, now).map((t) => ({ id: t.id, name: t.name, price: t.price, fee: t.fee, currency: t.currency })),
  }));
  return { seatsEventKey: seating.id, document: seating.document, categories, ...(await seatStatus(db, occurrenceId)) };
}

/** GET the live status; the caller answers 304 when the client's version is current. */
export async function liveSeatStatus(db: Db, eventId: string, occurrenceId: string): Promise<SeatStatusReply> {
  await buyerSeating(db, eventId, occurrenceId);
  return seatStatus(db, occurrenceId);
}
