import { eq } from 'drizzle-orm';
import { TICKET_PAGE_TEXTS, type TicketPageType, type TicketView } from '../../../contracts/tickets.ts';
import { eventPermissions } from '../../../domain/events.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { orderItems } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { forbidden, notFound, unauthenticated } from '../../platform/http/errors.ts';
import { eventRole } from '../events/event-access.ts';
import { isBuyer, isHolder, loadRecord, loadRecords, toTicketView, type TicketRecord } from './ticket-records.ts';

/**
 * Who sees a ticket (docs/decisions.md, Tickets):
 * - `tickets/:orderId`: the order id is the capability e-mailed to the buyer (a random UUID, never listed
 *   publicly). Anyone with it sees the tickets bought in that order, active or not; tickets that reached the
 *   order by a transfer are left out, so a buyer who gave a ticket away cannot see the new holder's QR code.
 *   Signed-in holders of such tickets and the event's guest managers see them too.
 * - `ticket/:orderItemId`: a ticket bought in its order (same capability as its order link), or any ticket to its
 *   holder and to the event's guest managers (owner, organization members, site admins, collaborators with
 *   admin, door or door_with_stats access).
 */
export async function canManageGuests(db: Queryable, viewer: AuthUser | null, event: TicketRecord['event']): Promise<boolean> {
  if (!viewer) return false;
  return eventPermissions(await eventRole(db as Db, viewer, event)).canViewGuests;
}

const notFoundTicket = () => notFound(TICKET_PAGE_TEXTS.ticketNotFound);

export async function orderTicketViews(db: Queryable, viewer: AuthUser | null, orderId: string): Promise<TicketView[]> {
  const records = await loadRecords(db, eq(orderItems.orderId, orderId));
  if (!records.length) throw notFoundTicket();
  const manager = await canManageGuests(db, viewer, records[0]!.event);
  const visible = records.filter((r) => !r.item.transferredFromId || manager || isHolder(viewer, r));
  if (!visible.length) throw notFoundTicket();
  const now = new Date();
  return visible.map((r) => toTicketView(r, viewer, now));
}

export async function singleTicketView(db: Queryable, viewer: AuthUser | null, itemId: string): Promise<TicketView> {
  const r = await loadRecord(db, itemId);
  if (!r) throw notFoundTicket();
  if (!r.item.transferredFromId || isHolder(viewer, r) || isBuyer(viewer, r)) return toTicketView(r, viewer);
  if (!viewer) throw unauthenticated();
  if (await canManageGuests(db, viewer, r.event)) return toTicketView(r, viewer);
  throw forbidden();
}

export async function ticketPage(db: Queryable, viewer: AuthUser | null, type: TicketPageType, id: string): Promise<TicketView[]> {
  return type === 'tickets' ? orderTicketViews(db, viewer, id) : [await singleTicketView(db, viewer, id)];
}
