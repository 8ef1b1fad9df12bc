import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SeatMapReply, seatStatusReply } from '../../../contracts/event-seating.ts';
import type { z } from 'zod';
import { SEATING_SERVER_MESSAGES as M } from '../../../contracts/seating-server.messages.ts';
import { ticketTypesForSeat } from '../../../domain/seating/index.ts';
import { standingAreas } from '../../../domain/seating/index.ts';
import { normalizeTicketCode } from '../../../domain/tickets.ts';
import type { ChartDocument } from '../../../contracts/seating.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { EVENT_NOT_FOUND } from '../../platform/access/event-access.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { liveHoldOf, typesUnlockedBy } from '../checkout/index.ts';
import { eventPageCore, ticketTypesBuyableBy } from '../events/index.ts';
import { seatingOf } from './event-seating.service.ts';

type SeatStatusReply = z.infer<typeof seatStatusReply>;

/** Codes read from the map's query: the ticket step applies a handful at most (an order keeps up to 10). */
const MAX_CODES = 10;

/**
 * The seats of a date a buyer cannot take, and a version of that answer. Held and sold read the same ('taken'):
 * nothing of another buyer leaves. A hold that ended reads free at once, before any sweep.
 */
export async function seatStatus(db: Queryable, occurrenceId: string, document: ChartDocument): Promise<SeatStatusReply> {
  const [{ rows }, used] = await Promise.all([
    db.execute<{ seat_key: string; state: string }>(sql`
      select s.seat_key, s.state from seat_states s left join orders o on o.id = s.order_id
      where s.occurrence_id = ${occurrenceId} and (s.state <> 'held' or ${liveHoldOf(sql`o`)})
      order by s.seat_key`),
    db.execute<{ area_key: string; n: number }>(sql`
      select c.area_key, sum(c.quantity)::int as n from seat_area_claims c left join orders o on o.id = c.order_id
      where c.occurrence_id = ${occurrenceId} and (c.state = 'sold' or ${liveHoldOf(sql`o`)}) group by 1`),
  ]);
  const seats = rows.map((r) => ({ key: r.seat_key, status: r.state === 'blocked' ? ('unavailable' as const) : ('taken' as const) }));
  const taken = new Map(used.rows.map((r) => [r.area_key, Number(r.n)]));
  const areas = standingAreas(document).map((a) => ({ key: a.key, available: Math.max(0, a.capacity - (taken.get(a.key) ?? 0)) }));
  const version = createHash('sha256')
    .update(JSON.stringify([seats, areas]))
    .digest('base64url')
    .slice(0, 22);
  return { version, seats, areas };
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

/**
 * GET the buyer's map: the snapshot, each category's ticket types this buyer may choose now, the seats taken. The
 * types are the ticket list's for this viewer (listed, members-only of their tiers, list ones of their lists) and
 * those the codes they applied unlock, by the checkout's own rules.
 */
export async function seatMap(
  db: Db,
  user: AuthUser | null,
  eventId: string,
  occurrenceId: string,
  codes = '',
  now = new Date(),
): Promise<SeatMapReply> {
  const { core, seating } = await buyerSeating(db, eventId, occurrenceId);
  const codeList = codes.split(',').map(normalizeTicketCode).filter(Boolean).slice(0, MAX_CODES);
  const [buyable, unlocked] = await Promise.all([
    ticketTypesBuyableBy(db, user, core, now),
    typesUnlockedBy(db, eventId, codeList, { buyer: user, now }),
  ]);
  const offered = core.tickets.filter((t) => unlocked.has(t.id) || buyable.includes(t));
  const categories = seating.document.categories.map((c) => ({
    key: c.key,
    name: c.name,
    color: c.color,
    ticketTypes: ticketTypesForSeat(c.key, offered, now).map((t) => ({ id: t.id, name: t.name, price: t.price, fee: t.fee, currency: t.currency })),
  }));
  return { seatsEventKey: seating.id, document: seating.document, categories, ...(await seatStatus(db, occurrenceId, seating.document)) };
}

/** GET the live status; the caller answers 304 when the client's version is current. */
export async function liveSeatStatus(db: Db, eventId: string, occurrenceId: string): Promise<SeatStatusReply> {
  const { seating } = await buyerSeating(db, eventId, occurrenceId);
  return seatStatus(db, occurrenceId, seating.document);
}
