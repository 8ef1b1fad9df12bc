import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AdmissionSummary, GuestEntries } from '../../../contracts/tickets.ts';
import { PASS_DATE_FORMAT } from '../../../contracts/passes.messages.ts';
import {
  decideEntry,
  defaultDoorDate,
  entriesLeft,
  totalEntries,
  validDates,
  type AdmissionUse,
  type TicketAdmission,
} from '../../../domain/admission.ts';
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
export async function eventDates(db: Queryable, eventId: string) {
  const rows = await db
    .select({ id: eventOccurrences.id, startsAt: eventOccurrences.startsAt, endsAt: eventOccurrences.endsAt, timezone: eventOccurrences.timezone })
    .from(eventOccurrences)
    .where(eq(eventOccurrences.eventId, eventId))
    .orderBy(asc(eventOccurrences.startsAt));
  return rows.map((d) => ({ ...d, startsAt: d.startsAt.toISOString(), endsAt: d.endsAt.toISOString() }));
}

type UseRow = typeof ticketCheckIns.$inferSelect;

/** The ticket's rule, date and uses for the pure rules, from its recorded uses (in entry order). */
export function ticketAdmission(r: TicketRecord, rows: readonly UseRow[]): TicketAdmission {
  let uses: AdmissionUse[] = rows.map((u) => ({ occurrenceId: u.occurrenceId, entry: u.entry, at: u.checkedInAt.toISOString() }));
  // A ticket checked in before uses were recorded (issue 34) counts as one use on its own date.
  if (!uses.length && r.item.checkedInAt) uses = [{ occurrenceId: r.order.occurrenceId, entry: 1, at: r.item.checkedInAt.toISOString() }];
  const rule = { kind: r.ticketType.admission, passOccurrenceIds: r.ticketType.passOccurrenceIds, entries: r.ticketType.entries };
  return { rule, ticketOccurrenceId: r.order.occurrenceId, uses };
}

export async function admissionState(db: Queryable, r: TicketRecord): Promise<AdmissionState> {
  const [rows, dates] = await Promise.all([
    db.select().from(ticketCheckIns).where(eq(ticketCheckIns.orderItemId, r.item.id)).orderBy(asc(ticketCheckIns.entry)),
    eventDates(db, r.event.id),
  ]);
  return { ticket: ticketAdmission(r, rows), dates };
}

/**
 * How a guest reads on the guests list and its exports, seen from one date (`occurrenceId`) or from all of them:
 * checked in means a use on that date (its latest), or any use (the latest) in the all-dates view; a pass's or
 * punch card's entries, with those used on the date.
 */
export interface GuestAdmission {
  checkedInAt: Date | null;
  entries: GuestEntries | null;
}

/** Guests' admissions in two reads (their uses, their events' dates), whatever the page's size. */
export async function guestAdmissions(db: Queryable, records: readonly TicketRecord[], occurrenceId?: string): Promise<Map<string, GuestAdmission>> {
  if (!records.length) return new Map();
  const now = Date.now();
  const [rows, dates] = await Promise.all([
    db
      .select()
      .from(ticketCheckIns)
      .where(
        inArray(
          ticketCheckIns.orderItemId,
          records.map((r) => r.item.id),
        ),
      )
      .orderBy(asc(ticketCheckIns.entry)),
    Promise.all([...new Set(records.map((r) => r.event.id))].map(async (id) => [id, await eventDates(db, id)] as const)).then((e) => new Map(e)),
  ]);
  return new Map(
    records.map((r) => {
      const ticket = ticketAdmission(
        r,
        rows.filter((u) => u.orderItemId === r.item.id),
      );
      const seen = occurrenceId ? ticket.uses.filter((u) => u.occurrenceId === occurrenceId) : ticket.uses;
      const latest = seen
        .map((u) => u.at)
        .sort()
        .at(-1);
      let entries: GuestEntries | null = null;
      if (ticket.rule.kind !== 'single') {
        const eventDates = dates.get(r.event.id) ?? [];
        const valid = validDates(ticket.rule, ticket.ticketOccurrenceId, eventDates).length;
        const total = totalEntries(ticket.rule, valid);
        const left = entriesLeft(ticket, valid);
        // The check-in's own date rule: the view's date, else the door's current one (guests.service.ts checkIn).
        const doorDate = occurrenceId ?? defaultDoorDate(ticket, eventDates, now);
        const canEnter = doorDate !== null && decideEntry(ticket, doorDate, eventDates).ok;
        entries = { kind: ticket.rule.kind, total, used: total - left, left, onDate: occurrenceId ? seen.length : null, canEnter };
      }
      return [r.item.id, { checkedInAt: latest ? new Date(latest) : null, entries }];
    }),
  );
}

/** The date's label at the door and on the ticket page ('Sat 11 Jul'), in its own zone. */
export function dateLabel(state: AdmissionState, occurrenceId: string): string {
  const d = state.dates.find((x) => x.id === occurrenceId);
  return d ? formatInZone(new Date(d.startsAt), d.timezone, PASS_DATE_FORMAT) : '';
}

export function admissionSummary(state: AdmissionState): AdmissionSummary {
  const { ticket } = state;
  const valid = validDates(ticket.rule, ticket.ticketOccurrenceId, state.dates).length;
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
