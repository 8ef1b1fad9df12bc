import { and, eq, inArray } from 'drizzle-orm';
import { MOVE_GUEST_TEXTS as M, GUEST_MAIL_TEXTS } from '../../../contracts/guests.messages.ts';
import { TICKET_DATE_FORMAT, type GuestRow } from '../../../contracts/tickets.ts';
import { formatInZone } from '../../../domain/dates.ts';
import type { EventAccess } from '../../platform/access/event-access.ts';
import type { Tx } from '../../platform/db/client.ts';
import { eventOccurrences, orderItems, orders } from '../../platform/db/schema/index.ts';
import { AppError, invalid } from '../../platform/http/errors.ts';
import { enqueueMail } from '../../platform/mail/mail.jobs.ts';
import { linesOfTickets, moveSold, NotEnoughTickets } from '../checkout/index.ts';
import { addressOf, guestRecord, type GuestChangeDeps } from './guest-changes.service.ts';
import { dateNoticeMail, singleTicketMail } from './guest-mail.ts';
import { guestRowFor } from './guests.service.ts';
import { fullName, holderName, isActive, loadRecord, loadRecords, ticketDateSql, writeTicketEvent, type TicketRecord } from './ticket-records.ts';

/** Tickets that hold stock on their date: issued and live, or waiting to be claimed after a transfer. */
const SOLD_STATUSES = ['active', 'transfer_pending'] as const;
const isSold = (item: TicketRecord['item']) => (SOLD_STATUSES as readonly string[]).includes(item.status);

/** Why a ticket cannot move, or null: seats are per date, a checked-in ticket was used, a pass is valid on its dates. */
function refusalOf(t: { seat: string | null; checkedInAt: Date | null; admission: string }): string | null {
  if (t.seat) return M.seated;
  if (t.checkedInAt) return M.checkedIn;
  if (t.admission === 'pass') return M.pass;
  return null;
}

/**
 * Moves a guest's ticket, and the tickets of the same order chosen with it, to another date of the event (issue 34;
 * docs/decisions/tickets.md, Guests). Each ticket gets its own date (`order_items.occurrence_id`); the order keeps
 * the date it was bought for. The new date's stock is taken as checkout takes it (one conditional UPDATE per ticket
 * type, refused when it does not fit) and the old date's given back in the transaction that changes the tickets'
 * date, only from the date they were read on (a double click finds them moved). A seated, checked-in or pass ticket
 * is refused. Each ticket gets a ticket.updated event; its holder the ticket for the new date, or, for a ticket
 * waiting to be claimed, its recipient and its sender the news, all e-mailed through the outbox in that transaction.
 */
export async function moveGuest(
  deps: GuestChangeDeps,
  access: EventAccess,
  itemId: string,
  body: { occurrenceId: string; itemIds?: string[] },
): Promise<{ message: string; guest: GuestRow }> {
  const r = await guestRecord(deps.db, access, itemId);
  if (!isSold(r.item)) throw new AppError('validation_failed', M.inactive);
  const [target] = await deps.db
    .select()
    .from(eventOccurrences)
    .where(and(eq(eventOccurrences.id, body.occurrenceId), eq(eventOccurrences.eventId, access.event.id)));
  if (!target) throw invalid({ occurrenceId: M.noSuchDate });
  const ids = [...new Set([itemId, ...(body.itemIds ?? [])])];
  const chosen = await loadRecords(deps.db, and(eq(orderItems.orderId, r.order.id), inArray(orderItems.id, ids)));
  if (chosen.length !== ids.length) throw invalid({ itemIds: M.otherOrder });
  if (chosen.some((t) => !isSold(t.item))) throw invalid({ itemIds: M.inactive });
  if (chosen.some((t) => t.order.occurrenceId === target.id)) throw invalid({ occurrenceId: M.sameDate });
  for (const t of chosen) {
    const why = refusalOf({ ...t.item, admission: t.ticketType.admission });
    if (why) throw invalid({ occurrenceId: why });
  }
  const readDate = new Map(chosen.map((t) => [t.item.id, t.order.occurrenceId]));

  await deps.db.transaction(async (tx) => {
    // The chosen tickets as they are now, locked: moved, seated or checked in since the read, they are not moved.
    const locked = await tx
      .select({
        id: orderItems.id,
        status: orderItems.status,
        seat: orderItems.seat,
        checkedInAt: orderItems.checkedInAt,
        ticketTypeId: orderItems.ticketTypeId,
        date: ticketDateSql,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(inArray(orderItems.id, ids))
      .for('update', { of: orderItems });
    if (locked.some((t) => t.date !== readDate.get(t.id))) throw invalid({ occurrenceId: M.sameDate });
    if (locked.some((t) => !(SOLD_STATUSES as readonly string[]).includes(t.status))) throw invalid({ itemIds: M.inactive });
    const why = locked.map((t) => refusalOf({ ...t, admission: '' })).find(Boolean);
    if (why) throw invalid({ occurrenceId: why });
    try {
      for (const from of new Set(locked.map((t) => t.date))) {
        const types = locked.filter((t) => t.date === from).map((t) => t.ticketTypeId);
        await moveSold(tx, linesOfTickets(from, types), target.id);
      }
    } catch (err) {
      if (err instanceof NotEnoughTickets) throw invalid({ occurrenceId: M.soldOut });
      throw err;
    }
    await tx.update(orderItems).set({ occurrenceId: target.id }).where(inArray(orderItems.id, ids));
    const occurrence = { id: target.id, startsAt: target.startsAt, endsAt: target.endsAt, doorTime: target.doorTime, timezone: target.timezone };
    await tellMoved(
      tx,
      deps,
      access,
      chosen.map((t) => ({ ...t, item: { ...t.item, occurrenceId: target.id }, order: { ...t.order, occurrenceId: target.id }, occurrence })),
    );
  });
  const date = formatInZone(target.startsAt, target.timezone, TICKET_DATE_FORMAT);
  return { message: M.moved(date, ids.length), guest: await guestRowFor(deps.db, access, (await loadRecord(deps.db, itemId))!) };
}

/**
 * The ticket.updated event of each moved ticket and its e-mails, in the move's transaction: an issued ticket's holder
 * gets the ticket for its new date (once per address); a ticket waiting to be claimed is not moved silently: its
 * recipient and the sender (the holder of the ticket it came from) each hear of the new date.
 */
async function tellMoved(tx: Tx, deps: GuestChangeDeps, access: EventAccess, moved: TicketRecord[]) {
  const sentTo = new Set<string>();
  /** Whether `to` is an address not written to yet in this move (and now counted as written). */
  const once = (to: string | null | undefined): to is string => {
    if (!to || sentTo.has(to)) return false;
    sentTo.add(to);
    return true;
  };
  for (const t of moved) {
    await writeTicketEvent(tx, 'ticket.updated', t, { changes: ['date'], byUserId: access.user.id });
    if (isActive(t.item)) {
      const to = addressOf(t);
      const kind = { subject: M.subject, intro: GUEST_MAIL_TEXTS.moved, newQrCode: false };
      if (once(to)) await enqueueMail(deps.jobs, await singleTicketMail(deps.config, t, to, kind), tx);
      continue;
    }
    const recipient = fullName(holderName(t)) || t.item.email || '';
    if (once(t.item.email))
      await enqueueMail(deps.jobs, dateNoticeMail(t, t.item.email, { subject: M.subject, intro: GUEST_MAIL_TEXTS.movedPending }), tx);
    const source = t.item.transferredFromId ? await loadRecord(tx, t.item.transferredFromId) : null;
    const sender = source ? addressOf(source) : null;
    if (source && once(sender)) {
      const intro = (eventName: string) => GUEST_MAIL_TEXTS.movedSent(eventName, recipient);
      await enqueueMail(deps.jobs, dateNoticeMail({ ...t, item: source.item }, sender, { subject: M.sentSubject, intro }), tx);
    }
  }
}
