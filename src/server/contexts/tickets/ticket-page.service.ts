import { eq } from 'drizzle-orm';
import { TICKET_PAGE_TEXTS, type TicketPageType, type TicketView } from '../../../contracts/tickets.ts';
import { eventPermissions } from '../../../domain/events.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { orderItems } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { forbidden, notFound, unauthenticated } from '../../platform/http/errors.ts';
import { eventRole } from '../../platform/access/event-access.ts';
import { isBuyer, isHolder, isOrderBuyer, loadRecord, loadRecords, termsTextsOf, toTicketView, type TicketRecord } from './ticket-records.ts';
import { privateAccessOf } from './private-access.ts';
import { admissionsOf } from './admission.service.ts';

/**
 * Who sees a ticket (docs/decisions/, Tickets). The order id is the buyer's capability; each ticket's own id is
 * its holder's. A holder who is not the buyer never receives the order id nor another ticket's id or QR code.
 * - `tickets/:orderId`: a guest order (no account) opens with its id alone (the e-mailed link); an account's order
 *   only for that account (or its buyer e-mail) and the event's guest managers (401 signed out, 404 to others). It
 *   shows the tickets bought in the order, given-away ones as transferred without a QR code; a ticket that reached
 *   the order by a transfer only to its holder and the guest managers.
 * - `ticket/:orderItemId`: a ticket bought in its order opens with its id (the holder's link; the buyer sees the ids
 *   of the tickets they still hold); a ticket that reached its holder by a transfer only for that signed-in holder
 *   and the guest managers (owner, organization members, site admins, admin/door/door_with_stats collaborators).
 */
export async function canManageGuests(db: Queryable, viewer: AuthUser | null, event: TicketRecord['event']): Promise<boolean> {
  if (!viewer) return false;
  return eventPermissions(await eventRole(db as Db, viewer, event)).canViewGuests;
}

const notFoundTicket = () => notFound(TICKET_PAGE_TEXTS.ticketNotFound);

/** What an order link shows to whoever may open it (the private-access block only to its list member). */
async function orderViews(db: Queryable, records: TicketRecord[], viewer: AuthUser | null, manager: boolean): Promise<TicketView[]> {
  const visible = records.filter((r) => !r.item.transferredFromId || manager || isHolder(viewer, r));
  if (!visible.length) throw notFoundTicket();
  const now = new Date();
  const [access, terms, admission] = await Promise.all([privateAccessOf(db, viewer, visible), termsTextsOf(db, visible), admissionsOf(db, visible)]);
  return visible.map((r) =>
    toTicketView(r, viewer, {
      showOrderId: true,
      now,
      privateAccess: access.get(r.item.id) ?? null,
      terms,
      admission: admission.get(r.item.id) ?? null,
    }),
  );
}

export async function orderTicketViews(db: Queryable, viewer: AuthUser | null, orderId: string): Promise<TicketView[]> {
  const records = await loadRecords(db, eq(orderItems.orderId, orderId));
  const first = records[0];
  if (!first) throw notFoundTicket();
  const manager = await canManageGuests(db, viewer, first.event);
  if (first.order.userId && !manager && !isOrderBuyer(viewer, first.order)) throw viewer ? notFoundTicket() : unauthenticated();
  return orderViews(db, records, viewer, manager);
}

/** The buyer's view of their order, for the confirmation e-mail's PDF (sent to the buyer only). */
export async function buyerTicketViews(db: Queryable, orderId: string): Promise<TicketView[]> {
  return orderViews(db, await loadRecords(db, eq(orderItems.orderId, orderId)), null, false);
}

export async function singleTicketView(db: Queryable, viewer: AuthUser | null, itemId: string): Promise<TicketView> {
  const r = await loadRecord(db, itemId);
  if (!r) throw notFoundTicket();
  const manager = await canManageGuests(db, viewer, r.event);
  if (r.item.transferredFromId && !manager && !isHolder(viewer, r)) throw viewer ? forbidden() : unauthenticated();
  const [access, terms, admission] = await Promise.all([privateAccessOf(db, viewer, [r]), termsTextsOf(db, [r]), admissionsOf(db, [r])]);
  return toTicketView(r, viewer, {
    showOrderId: manager || isBuyer(viewer, r),
    privateAccess: access.get(r.item.id) ?? null,
    terms,
    admission: admission.get(r.item.id) ?? null,
  });
}

export async function ticketPage(db: Queryable, viewer: AuthUser | null, type: TicketPageType, id: string): Promise<TicketView[]> {
  return type === 'tickets' ? orderTicketViews(db, viewer, id) : [await singleTicketView(db, viewer, id)];
}
