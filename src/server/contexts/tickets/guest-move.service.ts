import { and, eq, inArray } from 'drizzle-orm';
import { MOVE_GUEST_TEXTS as M, GUEST_MAIL_TEXTS } from '../../../contracts/guests.messages.ts';
import { TICKET_DATE_FORMAT, type GuestRow } from '../../../contracts/tickets.ts';
import { formatInZone } from '../../../domain/dates.ts';
import type { EventAccess } from '../../platform/access/event-access.ts';
import { eventOccurrences, orderItems, orders } from '../../platform/db/schema/index.ts';
import { AppError, invalid } from '../../platform/http/errors.ts';
import { enqueueMail } from '../../platform/mail/mail.jobs.ts';
import { linesOfTickets, moveSold, NotEnoughTickets } from '../checkout/index.ts';
import { addressOf, guestRecord, type GuestChangeDeps } from './guest-changes.service.ts';
import { singleTicketMail } from './guest-mail.ts';
import { guestRowFor } from './guests.service.ts';
import { isActive, loadRecord, loadRecords, writeTicketEvent } from './ticket-records.ts';

/** Tickets that hold stock on their date: issued and live, or waiting to be claimed after a transfer. */
const SOLD_STATUSES = ['active', 'transfer_pending'] as const;

/**
 * Moves a guest to another date of the event (issue 34; docs/decisions/tickets.md, Guests). The date is the
 * order's (orders.occurrence_id), so the whole order moves, as Eventbrite's order transfer does. The new date's stock
 * is taken as checkout takes it (one conditional UPDATE per ticket type, refused when it does not fit) and the old
 * date's given back in the same transaction that changes the order's date; a seated or checked-in ticket is
 * refused (seats are per date). Each live ticket gets a ticket.updated event and its holder an e-mail. A double
 * click finds the order already moved and changes nothing.
 */
export async function moveGuest(
  deps: GuestChangeDeps,
  access: EventAccess,
  itemId: string,
  body: { occurrenceId: string },
): Promise<{ message: string; guest: GuestRow }> {
  const r = await guestRecord(deps.db, access, itemId);
  if (!isActive(r.item)) throw new AppError('validation_failed', M.inactive);
  const [target] = await deps.db
    .select()
    .from(eventOccurrences)
    .where(and(eq(eventOccurrences.id, body.occurrenceId), eq(eventOccurrences.eventId, access.event.id)));
  if (!target) throw invalid({ occurrenceId: M.noSuchDate });
  if (target.id === r.order.occurrenceId) throw invalid({ occurrenceId: M.sameDate });
  const fromOccurrenceId = r.order.occurrenceId;
  const live = (await loadRecords(deps.db, eq(orderItems.orderId, r.order.id))).filter((t) =>
    (SOLD_STATUSES as readonly string[]).includes(t.item.status),
  );
  if (live.some((t) => t.item.seat)) throw invalid({ occurrenceId: M.seated });
  if (live.some((t) => t.item.checkedInAt)) throw invalid({ occurrenceId: M.checkedIn });

  await deps.db.transaction(async (tx) => {
    // The order's date changes only from the date it was read on: a second click (or move) meanwhile finds none.
    const [moved] = await tx
      .update(orders)
      .set({ occurrenceId: target.id, updatedAt: new Date() })
      .where(and(eq(orders.id, r.order.id), eq(orders.occurrenceId, fromOccurrenceId)))
      .returning({ id: orders.id });
    if (!moved) throw invalid({ occurrenceId: M.sameDate });
    // Tickets checked in or seated since the read would be moved unchecked: the locked rows are read again.
    const locked = await tx
      .select({ seat: orderItems.seat, checkedInAt: orderItems.checkedInAt, ticketTypeId: orderItems.ticketTypeId })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, r.order.id), inArray(orderItems.status, [...SOLD_STATUSES])))
      .for('update');
    if (locked.some((t) => t.seat)) throw invalid({ occurrenceId: M.seated });
    if (locked.some((t) => t.checkedInAt)) throw invalid({ occurrenceId: M.checkedIn });
    try {
      await moveSold(
        tx,
        linesOfTickets(
          fromOccurrenceId,
          locked.map((t) => t.ticketTypeId),
        ),
        target.id,
      );
    } catch (err) {
      if (err instanceof NotEnoughTickets) throw invalid({ occurrenceId: M.soldOut });
      throw err;
    }
    const occurrence = { id: target.id, startsAt: target.startsAt, endsAt: target.endsAt, doorTime: target.doorTime, timezone: target.timezone };
    const sentTo = new Set<string>();
    for (const t of live) {
      const fresh = { ...t, order: { ...t.order, occurrenceId: target.id }, occurrence };
      await writeTicketEvent(tx, 'ticket.updated', fresh, { changes: ['date'], byUserId: access.user.id });
      const to = addressOf(t);
      if (!to || sentTo.has(to) || !isActive(t.item)) continue;
      sentTo.add(to);
      await enqueueMail(
        deps.jobs,
        await singleTicketMail(deps.config, fresh, to, { subject: M.subject, intro: GUEST_MAIL_TEXTS.moved, newQrCode: false }),
        tx,
      );
    }
  });
  const date = formatInZone(target.startsAt, target.timezone, TICKET_DATE_FORMAT);
  return { message: M.moved(date), guest: await guestRowFor(deps.db, access, (await loadRecord(deps.db, itemId))!) };
}
