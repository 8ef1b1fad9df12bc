import { and, eq, lt, sql } from 'drizzle-orm';
import { arrivalsTurnOn, arrivalWindow, WAITING_ROOM } from '../../../domain/waiting-room.ts';
import type { Db } from '../../platform/db/client.ts';
import { eventPageArrivals } from '../../platform/db/schema/index.ts';
import { autoStart } from './rooms.service.ts';

/**
 * The automatic start (docs/decisions/checkout.md "Waiting room"): each process counts the event page's arrivals
 * in memory and adds them to the window's row in the database every WAITING_ROOM.arrivalFlushMs or
 * arrivalBatch arrivals, so every process's arrivals add up while a crowd costs one upsert a second per process.
 * Past WAITING_ROOM.autoArrivals in one window, the event's room turns on by itself.
 */
export interface ArrivalCounter {
  /** One arrival on the event's page; resolves once a due flush is done (the page never waits on it). */
  arrived(eventId: string): Promise<void>;
}

/** Events with arrivals not yet added: past it, the oldest counts are dropped (a crowd is on few events at once). */
const PENDING_EVENTS = 10_000;

export function arrivalCounter(db: Db, now: () => Date): ArrivalCounter {
  const pending = new Map<string, { n: number; since: number }>();
  async function flush(eventId: string, n: number, at: Date) {
    const windowStart = arrivalWindow(at);
    const [row] = await db
      .insert(eventPageArrivals)
      .values({ eventId, windowStart, arrivals: n })
      .onConflictDoUpdate({
        target: [eventPageArrivals.eventId, eventPageArrivals.windowStart],
        set: { arrivals: sql`${eventPageArrivals.arrivals} + ${n}` },
      })
      .returning({ arrivals: eventPageArrivals.arrivals });
    // The first flush of a window clears the event's older ones: only the current window is ever read.
    if (row!.arrivals === n) {
      await db.delete(eventPageArrivals).where(and(eq(eventPageArrivals.eventId, eventId), lt(eventPageArrivals.windowStart, windowStart)));
    }
    if (arrivalsTurnOn(row!.arrivals)) await autoStart(db, eventId, at);
  }
  return {
    async arrived(eventId) {
      const at = now();
      const entry = pending.get(eventId) ?? { n: 0, since: at.getTime() };
      entry.n += 1;
      if (!pending.has(eventId) && pending.size >= PENDING_EVENTS) pending.delete(pending.keys().next().value!);
      pending.set(eventId, entry);
      if (entry.n < WAITING_ROOM.arrivalBatch && at.getTime() - entry.since < WAITING_ROOM.arrivalFlushMs) return;
      pending.delete(eventId);
      await flush(eventId, entry.n, at);
    },
  };
}
