import { zonedLocalToInstant } from '../domain/dates.ts';
import { localDate } from '../domain/occurrences.ts';
import type { Tx } from './platform/db/client.ts';
import { eventOccurrences, events, ticketTypes } from './platform/db/schema/index.ts';
import { syncEventSpan } from './contexts/events/index.ts';

/** Demo events are dated in London, relative to today (the demo data and its history). */
export const DEMO_ZONE = 'Europe/London';

/** `hour`:`minute` in London, `days` from today (negative: in the past). */
export function londonAt(days: number, hour: number, minute = 0): Date {
  const day = localDate(new Date(Date.now() + days * 86_400_000), DEMO_ZONE);
  return zonedLocalToInstant(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`, DEMO_ZONE)!;
}

export type DemoTicket = Omit<typeof ticketTypes.$inferInsert, 'eventId' | 'currency' | 'position'>;

/** An event with its dates (`from`:00 to `to`:00, doors an hour before) and ticket types, in the listed order. */
export async function demoEvent(
  tx: Tx,
  event: Omit<typeof events.$inferInsert, 'timezone'>,
  dates: { days: number; from: number; to: number }[],
  tickets: DemoTicket[],
) {
  const [row] = await tx
    .insert(events)
    .values({ timezone: DEMO_ZONE, ...event })
    .returning();
  const id = row!.id;
  await tx.insert(eventOccurrences).values(
    dates.map((d) => ({
      eventId: id,
      startsAt: londonAt(d.days, d.from),
      endsAt: londonAt(d.days, d.to),
      doorTime: londonAt(d.days, d.from - 1),
      timezone: DEMO_ZONE,
    })),
  );
  if (tickets.length) await tx.insert(ticketTypes).values(tickets.map((t, position) => ({ ...t, eventId: id, currency: row!.currency, position })));
  await syncEventSpan(tx, id);
  return id;
}
