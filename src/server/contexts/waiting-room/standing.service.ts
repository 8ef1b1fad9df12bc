import { eq } from 'drizzle-orm';
import { WAITING_ROOM_MESSAGES as M, WAITING_ROOM_REASONS as R } from '../../../contracts/waiting-room.messages.ts';
import type { StandingReply } from '../../../contracts/waiting-room.ts';
import { nextPollSeconds, standing, WAITING_ROOM } from '../../../domain/waiting-room.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { events, waitingRooms } from '../../platform/db/schema/index.ts';
import { notFound, refusal } from '../../platform/http/errors.ts';
import type { Visitor as Session } from '../../platform/http/visitor.ts';
import { passCookie, type PassSigner } from './passes.ts';
import { roomClock, usePass, visitorIn, type Joiner, type Room, type Visitor } from './queue.service.ts';
import { governing, roomsOf } from './rooms.service.ts';
import { loadingCache } from '../../platform/cache.ts';
import { standingLines } from './waiting-page.ts';

/**
 * A visitor's standing in a room and the admission pass that comes with their turn (docs/decisions/checkout.md
 * "Waiting room"), and the ticket step's check of that pass.
 */

export interface StandingDeps {
  db: Db;
  joins: Joiner;
  signer: PassSigner;
  now: () => Date;
}

export interface Standing {
  reply: StandingReply;
  /** The signed pass to set as the room's cookie, once it is the visitor's turn. */
  pass: string | null;
  room: Room;
}

/** The ticket step of the room's event (and date): where an admitted visitor goes. */
const ticketStepPath = (eventId: string, occurrenceId: string | null) =>
  `/event/${eventId}/select${occurrenceId ? `?occurrenceId=${occurrenceId}` : ''}`;

/**
 * The visitor's row and the room's clock: a poll reads the row first (a known, placed visitor costs one read); the
 * page (`join`), where the crowd arrives, goes straight to the batcher, which also hands back the room as it left it.
 */
async function placeOf(deps: StandingDeps, room: Room, key: string, now: Date, join: boolean): Promise<{ visitor: Visitor | null; room: Room }> {
  if (!join) {
    const known = await visitorIn(deps.db, room.id, key);
    const drawDue = !room.drawnAt && now >= room.opensAt;
    if (known && (known.position !== null || !drawDue)) return { visitor: known, room };
  }
  const joined = await deps.joins.join(room.id, key);
  return { visitor: joined.visitor, room: joined.room ?? room };
}

async function standingIn(deps: StandingDeps, room: Room, session: Session, timezone: string, join: boolean): Promise<Standing> {
  const now = deps.now();
  const { visitor, room: fresh } = await placeOf(deps, room, session.key, now, join);
  if (!visitor) throw notFound(M.roomNotFound);
  const s = visitor.passUsedAt ? ({ kind: 'used' } as const) : standing(roomClock(fresh), visitor.position, now);
  const untilTurn =
    s.kind === 'waiting' ? s.estimateSeconds : s.kind === 'before_opening' ? Math.ceil((s.opensAt.getTime() - now.getTime()) / 1000) : null;
  const base = {
    state: s.kind,
    place: s.kind === 'waiting' ? s.place : null,
    estimateSeconds: s.kind === 'waiting' ? s.estimateSeconds : null,
    opensAt: fresh.opensAt.toISOString(),
    next: ticketStepPath(fresh.eventId, fresh.occurrenceId),
    pollSeconds: nextPollSeconds(untilTurn),
  };
  const pass =
    s.kind === 'admitted'
      ? deps.signer.sign(
          { roomId: room.id, visitorId: visitor.id, expires: Math.floor(now.getTime() / 1000) + WAITING_ROOM.passTtlSeconds },
          session.key,
        )
      : null;
  return { reply: { ...base, ...standingLines(base, timezone) }, pass, room: fresh };
}

function offReply(room: Room, timezone: string): StandingReply {
  const base = {
    state: 'admitted' as const,
    place: null,
    estimateSeconds: null,
    opensAt: room.opensAt.toISOString(),
    next: ticketStepPath(room.eventId, room.occurrenceId),
    pollSeconds: WAITING_ROOM.pollMaxSeconds,
  };
  return { ...base, ...standingLines(base, timezone) };
}

async function roomById(db: Db, roomId: string): Promise<Room> {
  const [room] = await db.select().from(waitingRooms).where(eq(waitingRooms.id, roomId));
  if (!room) throw notFound(M.roomNotFound);
  return room;
}

/** The event's name and zone, for the page's texts: read once a few seconds per process, not per visitor. */
const eventFacts = loadingCache<{ name: string; timezone: string }>(10_000, 10_000);

const timezoneOf = (db: Db, eventId: string): Promise<{ name: string; timezone: string }> =>
  eventFacts.get(eventId, async () => {
    const [event] = await db.select({ name: events.name, timezone: events.timezone }).from(events).where(eq(events.id, eventId));
    if (!event) throw notFound(M.roomNotFound);
    return event;
  });

/** The standing endpoint: the room by id. */
export async function standingOf(deps: StandingDeps, roomId: string, session: Session): Promise<Standing> {
  const room = await roomById(deps.db, roomId);
  const { timezone } = await timezoneOf(deps.db, room.eventId);
  // Turned off while people wait: everyone goes on to the tickets, which no longer ask for a pass.
  if (!room.enabled) return { reply: offReply(room, timezone), pass: null, room };
  return standingIn(deps, room, session, timezone, false);
}

/** The waiting page: the room of the event (or date); a room that is off sends the visitor straight on. */
export async function pageStanding(
  deps: StandingDeps,
  eventId: string,
  occurrenceId: string | null,
  session: Session,
): Promise<(Standing & { eventName: string }) | { redirect: string }> {
  // The rooms from the per-process cache (a second old at most); the batch hands back the room's current clock.
  const [rooms, event] = await Promise.all([roomsOf(deps.db, eventId), timezoneOf(deps.db, eventId)]);
  const room = governing(rooms, occurrenceId);
  if (!room || !room.enabled) return { redirect: ticketStepPath(eventId, occurrenceId) };
  return { ...(await standingIn(deps, room, session, event.timezone, true)), eventName: event.name };
}

/**
 * The ticket step's admission while a room is on: null when none governs the event, else a check to run inside the
 * order's transaction with the date the order is for. It verifies the pass (signature bound to this session, expiry)
 * and uses it once; a refused order rolls the use back with everything else.
 */
export type Admission = (tx: Tx, occurrenceId: string) => Promise<void>;

export async function admissionFor(
  deps: Pick<StandingDeps, 'db' | 'signer' | 'now'>,
  eventId: string,
  session: Session,
  cookies: Record<string, string | undefined>,
): Promise<Admission | null> {
  const rooms = await roomsOf(deps.db, eventId);
  if (!rooms.some((r) => r.enabled)) return null;
  return async (tx, occurrenceId) => {
    // The date's own room rules it, on or off; else the event's.
    const room = governing(rooms, occurrenceId);
    if (!room?.enabled) return;
    const token = cookies[passCookie(room.id)];
    if (!token) throw refusal('forbidden', R.passRequired, M.passRequired);
    const now = deps.now();
    const keys = session.browserKey && session.browserKey !== session.key ? [session.key, session.browserKey] : [session.key];
    const verdict = deps.signer.verify(token, room.id, keys, Math.floor(now.getTime() / 1000));
    if (!verdict.ok)
      throw verdict.reason === 'expired' ? refusal('forbidden', R.passExpired, M.passExpired) : refusal('forbidden', R.passInvalid, M.passInvalid);
    if (!(await usePass(tx, verdict.pass.visitorId, room.id, now))) throw refusal('conflict', R.passUsed, M.passUsed);
  };
}
