import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MANAGE_EVENT_MESSAGES, type ManagedOccurrence, type occurrencesBody } from '../../../contracts/events-management.ts';
import type { z } from 'zod';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { eventOccurrences } from '../../platform/db/schema/index.ts';
import { AppError, invalid } from '../../platform/http/errors.ts';
import { isValidTimezone } from '../../../domain/timezones.ts';
import type { EventAccess } from '../../platform/access/event-access.ts';
import { toManagedOccurrence, type OccurrenceRow } from './event-views.ts';
import { invalidateEventPage } from './event-page-cache.ts';
import { occurrenceSales, occurrencesWithOrders } from './sales.ts';

export interface DateValues {
  startsAt: Date;
  endsAt: Date;
  doorTime: Date | null;
}

export function listOccurrences(db: Queryable, eventId: string): Promise<OccurrenceRow[]> {
  return db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, eventId)).orderBy(asc(eventOccurrences.startsAt));
}

/** Field errors of one date: the end after the start, doors open no later than the start. */
export function dateProblems(d: DateValues, prefix = ''): Record<string, string> {
  const errors: Record<string, string> = {};
  if (d.endsAt.getTime() <= d.startsAt.getTime()) errors[`${prefix}endsAt`] = MANAGE_EVENT_MESSAGES.endBeforeStart;
  if (d.doorTime && d.doorTime.getTime() > d.startsAt.getTime()) errors[`${prefix}doorTime`] = MANAGE_EVENT_MESSAGES.doorAfterStart;
  return errors;
}

/** Keeps the events row's span (first start, last end, first door time) equal to its dates. */
export async function syncEventSpan(tx: Queryable, eventId: string) {
  await tx.execute(sql`
    update events set
      starts_at = span.starts_at, ends_at = span.ends_at, door_time = span.door_time, updated_at = now()
    from (
      select min(starts_at) as starts_at, max(ends_at) as ends_at,
             (array_agg(door_time order by starts_at))[1] as door_time
      from event_occurrences where event_id = ${eventId}
    ) as span
    where events.id = ${eventId}`);
}

/** Sets the one date of a single-date event (null removes it), keeping the occurrence id orders refer to. */
export async function setSingleDate(tx: Queryable, eventId: string, timezone: string, existing: readonly OccurrenceRow[], date: DateValues | null) {
  const [current] = existing;
  if (!date) {
    await tx.delete(eventOccurrences).where(eq(eventOccurrences.eventId, eventId));
  } else if (current) {
    await tx
      .update(eventOccurrences)
      .set({ ...date, timezone })
      .where(eq(eventOccurrences.id, current.id));
  } else {
    await tx.insert(eventOccurrences).values({ eventId, ...date, timezone });
  }
  await syncEventSpan(tx, eventId);
}

/**
 * Refuses (409) to remove dates that orders refer to, before anything is written: orders are never deleted by an
 * organizer's edit. Dates with sales say so; dates with only pending, cancelled or refunded orders say that.
 */
export async function checkRemovableDates(db: Queryable, eventId: string, ids: string[]) {
  const withOrders = await occurrencesWithOrders(db, eventId, ids);
  if (!withOrders.size) return;
  const message = (await occurrenceIdsWithSales(db, [...withOrders])).size
    ? MANAGE_EVENT_MESSAGES.occurrenceHasSales
    : MANAGE_EVENT_MESSAGES.occurrenceHasOrders;
  throw new AppError('conflict', message, { occurrences: message });
}

async function occurrenceIdsWithSales(db: Queryable, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const sales = occurrenceSales(db);
  const rows = await db
    .select({ id: sales.occurrenceId })
    .from(sales)
    .where(and(inArray(sales.occurrenceId, ids), sql`${sales.sold} > 0`));
  return new Set(rows.map((r) => r.id));
}

/** PUT .../occurrences: every date of the event; ids keep their date's sales, dates left out are removed. */
export async function replaceOccurrences(db: Queryable, access: EventAccess, body: z.infer<typeof occurrencesBody>): Promise<ManagedOccurrence[]> {
  const { event } = access;
  const existing = await listOccurrences(db, event.id);
  const existingIds = new Set(existing.map((o) => o.id));
  const errors: Record<string, string> = {};
  const dates = body.occurrences.map((o, i) => {
    const timezone = o.timezone?.trim() || event.timezone;
    if (!isValidTimezone(timezone)) errors[`occurrences.${i}.timezone`] = MANAGE_EVENT_MESSAGES.invalidTimezone;
    if (o.id && !existingIds.has(o.id)) errors[`occurrences.${i}.id`] = MANAGE_EVENT_MESSAGES.unknownOccurrence;
    const values = { startsAt: new Date(o.startsAt), endsAt: new Date(o.endsAt), doorTime: o.doorTime ? new Date(o.doorTime) : null };
    Object.assign(errors, dateProblems(values, `occurrences.${i}.`));
    return { id: o.id, timezone, ...values };
  });
  if (event.published && !dates.length) errors.occurrences = MANAGE_EVENT_MESSAGES.publishedNeedsDate;
  const kept = new Set(dates.flatMap((d) => (d.id ? [d.id] : [])));
  const removed = existing.filter((o) => !kept.has(o.id)).map((o) => o.id);
  if (Object.keys(errors).length) throw invalid(errors);
  await checkRemovableDates(db, event.id, removed);

  await db.transaction(async (tx) => {
    if (removed.length) await tx.delete(eventOccurrences).where(inArray(eventOccurrences.id, removed));
    for (const { id, ...values } of dates) {
      if (id) await tx.update(eventOccurrences).set(values).where(eq(eventOccurrences.id, id));
      else await tx.insert(eventOccurrences).values({ eventId: event.id, ...values });
    }
    await syncEventSpan(tx, event.id);
  });
  invalidateEventPage(event.id);
  return managedOccurrences(db, event.id);
}

/** The event's dates with their sales, for the editor. */
export async function managedOccurrences(db: Db, eventId: string): Promise<ManagedOccurrence[]> {
  const sales = occurrenceSales(db);
  const rows = await db
    .select({ o: eventOccurrences, sold: sales.sold })
    .from(eventOccurrences)
    .leftJoin(sales, eq(sales.occurrenceId, eventOccurrences.id))
    .where(eq(eventOccurrences.eventId, eventId))
    .orderBy(asc(eventOccurrences.startsAt));
  return rows.map((r) => toManagedOccurrence(r.o, r.sold ?? 0));
}
