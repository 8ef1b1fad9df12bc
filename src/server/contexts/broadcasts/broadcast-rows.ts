import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { BROADCAST_API_MESSAGES as M } from '../../../contracts/broadcasts.messages.ts';
import { isHttpsUrl, STREAM_KEY_BYTES } from '../../../domain/broadcasts.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { broadcasts, eventOccurrences, events } from '../../platform/db/schema/index.ts';
import { notFound } from '../../platform/http/errors.ts';

export type BroadcastRow = typeof broadcasts.$inferSelect;

/** A fresh stream key: 192 random bits, base64url. */
export const newStreamKey = () => randomBytes(STREAM_KEY_BYTES).toString('base64url');

/** An event's pasted broadcast URL (before broadcasts) stays its stream: the external link, when it is https. */
const initialMode = (pasted: string | null) =>
  pasted && isHttpsUrl(pasted) ? { mode: 'external' as const, externalUrl: pasted } : { mode: 'ovation' as const, externalUrl: null };

/**
 * Makes the broadcasts of the online dates among `where` that have none yet: the first time anything needs one (the
 * Broadcast tab, a ticket's View Stream). Idempotent and race-safe: the unique date decides, a second insert does
 * nothing. An event that is not online has no broadcasts (domain/broadcasts.ts, isOnlineEvent).
 */
async function ensureFor(db: Queryable, where: SQL): Promise<void> {
  const missing = await db
    .select({ occurrenceId: eventOccurrences.id, eventId: events.id, pasted: events.broadcastUrl })
    .from(eventOccurrences)
    .innerJoin(events, eq(events.id, eventOccurrences.eventId))
    .leftJoin(broadcasts, eq(broadcasts.occurrenceId, eventOccurrences.id))
    .where(and(where, eq(events.online, true), isNull(broadcasts.id)));
  if (!missing.length) return;
  await db
    .insert(broadcasts)
    .values(missing.map(({ pasted, ...m }) => ({ ...m, ...initialMode(pasted), streamKey: newStreamKey() })))
    .onConflictDoNothing();
}

/** The broadcasts of an event's online dates, made when missing, in date order. */
export async function eventBroadcasts(db: Queryable, eventId: string) {
  await ensureFor(db, eq(eventOccurrences.eventId, eventId));
  return db
    .select({ broadcast: broadcasts, occurrence: eventOccurrences })
    .from(broadcasts)
    .innerJoin(eventOccurrences, eq(eventOccurrences.id, broadcasts.occurrenceId))
    .where(eq(broadcasts.eventId, eventId))
    .orderBy(eventOccurrences.startsAt, eventOccurrences.id);
}

/** The broadcast ids of online dates (made when missing), by date id; dates that are not online are absent. */
export async function broadcastIdsOf(db: Queryable, occurrenceIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(occurrenceIds)];
  if (!ids.length) return new Map();
  await ensureFor(db, inArray(eventOccurrences.id, ids));
  const rows = await db
    .select({ id: broadcasts.id, occurrenceId: broadcasts.occurrenceId })
    .from(broadcasts)
    .where(inArray(broadcasts.occurrenceId, ids));
  return new Map(rows.map((r) => [r.occurrenceId, r.id]));
}

/** A broadcast by id, or 404. */
export async function findBroadcast(db: Queryable, id: string): Promise<BroadcastRow> {
  const [row] = await db.select().from(broadcasts).where(eq(broadcasts.id, id)).limit(1);
  if (!row) throw notFound(M.notFound);
  return row;
}
