import { asc, eq, sql } from 'drizzle-orm';
import type { AdmissionSummary } from '../../../contracts/tickets.ts';
import { PASS_DATE_FORMAT } from '../../../contracts/passes.messages.ts';
import { entriesLeft, totalEntries, validDates, type AdmissionUse, type TicketAdmission } from '../../../domain/admission.ts';
import { formatInZone } from '../../../domain/dates.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { eventOccurrences, orderItems, ticketCheckIns } from '../../platform/db/schema/index.ts';
import { isActive, type TicketRecord } from './ticket-records.ts';

/**
 * A ticket's admission state, read for the door (under its row lock) and the ticket page: its recorded uses and its
 * event's dates, fed to the pure rules of domain/admission.ts.
 */
export interface AdmissionState {
  ticket: TicketAdmission;
  dates: { id: string; startsAt: string; endsAt: string; timezone: string }[];
}

/** The event's dates, in order. */
async function eventDates(db: Queryable, eventId: string) {
  const rows = await db
    .select({ id: eventOccurrences.id, startsAt: eventOccurrences.startsAt, endsAt: eventOccurrences.endsAt, timezone: eventOccurrences.timezone })
    .from(eventOccurrences)
    .where(eq(eventOccurrences.eventId, eventId))
    .orderBy(asc(eventOccurrences.startsAt));
  return rows.map((d) => ({ ...d, startsAt: d.startsAt.toISOString(), endsAt: d.endsAt.toISOString() }));
}

export async function admissionState(db: Queryable, r: TicketRecord): Promise<AdmissionState> {
  const [rows, dates] = await Promise.all([
    db.select().from(ticketCheckIns).where(eq(ticketCheckIns.orderItemId, r.item.id)).orderBy(asc(ticketCheckIns.entry)),
    eventDates(db, r.event.id),
  ]);
  let uses: AdmissionUse[] = rows.map((u) => ({ occurrenceId: u.occurrenceId, entry: u.entry, at: u.checkedInAt.toISOString() }));
  // A ticket checked in before uses were recorded (issue 34) counts as one use on its order's date.
  if (!uses.length && r.item.checkedInAt) uses = [{ occurrenceId: r.order.occurrenceId, entry: 1, at: r.item.checkedInAt.toISOString() }];
  const rule = { kind: r.ticketType.admission, passOccurrenceIds: r.ticketType.passOccurrenceIds, entries: r.ticketType.entries };
  return { ticket: { rule, orderOccurrenceId: r.order.occurrenceId, uses }, dates };
}

/** The date's label at the door and on the ticket page ('Sat 11 Jul'), in its own zone. */
export function dateLabel(state: AdmissionState, occurrenceId: string): string {
  const d = state.dates.find((x) => x.id === occurrenceId);
  return d ? formatInZone(new Date(d.startsAt), d.timezone, PASS_DATE_FORMAT) : '';
}

export function admissionSummary(state: AdmissionState): AdmissionSummary {
  const { ticket } = state;
  const valid = validDates(ticket.rule, ticket.orderOccurrenceId, state.dates).length;
  const total = totalEntries(ticket.rule, valid);
  const left = entriesLeft(ticket, valid);
  const usedDates = [...new Set(ticket.uses.map((u) => u.occurrenceId))];
  return {
    kind: ticket.rule.kind,
    entriesTotal: total,
    entriesUsed: total - left,
    entriesLeft: left,
    datesUsed: state.dates.filter((d) => usedDates.includes(d.id)).map((d) => dateLabel(state, d.id)),
  };
}

/** Keeps `order_items.checked_in_at` meaning "checked in at least once": the latest use, or null without any. */
export async function syncCheckedInAt(tx: Queryable, itemId: string) {
  await tx.execute(sql`
    update ${orderItems} set
      checked_in_at = (select max(checked_in_at) from ${ticketCheckIns} where order_item_id = ${itemId}),
      checked_in_by_id = (select checked_in_by_id from ${ticketCheckIns} where order_item_id = ${itemId} order by entry desc limit 1)
    where id = ${itemId}`);
}

/** The entries of the passes and punch cards among `records` (the ticket page's), by ticket id; single tickets have none. */
export async function admissionsOf(db: Queryable, records: readonly TicketRecord[]): Promise<Map<string, AdmissionSummary>> {
  const multi = records.filter((r) => r.ticketType.admission !== 'single' && isActive(r.item));
  const states = await Promise.all(multi.map((r) => admissionState(db, r)));
  return new Map(multi.map((r, i) => [r.item.id, admissionSummary(states[i]!)]));
}
