import { and, eq, inArray, isNotNull, isNull, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { events, orderItems as i, orders as o, ticketTypes } from '../db/schema/index.ts';
import { type AuthUser, verifiedEmail } from '../http/auth.ts';

// The online-ticket fact that the broadcasts (watching /b/:id) and videos (a broadcast's replay) contexts both read:
// kept beside the other gates so that videos, below tickets, needs no edge to it.

type Viewer = Pick<AuthUser, 'id' | 'email' | 'emailVerified'>;

/**
 * The SQL twin of tickets' `isHolder(user, r) || isBuyer(user, r)` (contexts/tickets/ticket-records.ts), the people
 * the ticket page shows View Stream to: the holder's account, the holder by verified e-mail (unless a transfer is
 * pending or the ticket is another account's by transfer), or the buyer of a ticket bought in the order.
 */
function ticketOfViewer(viewer: Viewer): SQL {
  const email = verifiedEmail(viewer);
  const holderByEmail = email
    ? and(
        ne(i.status, 'transfer_pending'),
        eq(i.email, email),
        or(isNull(i.holderUserId), and(isNull(i.transferredFromId), eq(i.holderUserId, o.userId))),
      )
    : sql`false`;
  const buyer = and(isNull(i.transferredFromId), or(eq(o.userId, viewer.id), email ? eq(o.buyerEmail, email) : sql`false`));
  return or(eq(i.holderUserId, viewer.id), holderByEmail, buyer)!;
}

/**
 * The viewer holds an ACTIVE online ticket (issued, not cancelled, refunded or transferred away; an online ticket
 * type of an online event) of the date `occurrenceId`: who watches its broadcast and its replay.
 */
export function holdsOnlineTicketOf(occurrenceId: AnyColumn | string, viewer: Viewer): SQL {
  return sql`exists (select 1 from ${i}
    join ${o} on ${o.id} = ${i.orderId}
    join ${ticketTypes} on ${ticketTypes.id} = ${i.ticketTypeId}
    join ${events} on ${events.id} = ${o.eventId}
    where ${o.occurrenceId} = ${occurrenceId}
      and ${and(
        inArray(o.status, ['completed', 'transferred']),
        eq(i.status, 'active'),
        isNotNull(i.qrToken),
        eq(ticketTypes.attendanceType, 'online'),
        eq(events.online, true),
        ticketOfViewer(viewer),
      )})`;
}

/** Whether the viewer holds an active online ticket of the date (signed out: never). */
export async function holdsOnlineTicket(db: Queryable, occurrenceId: string, viewer: Viewer | null): Promise<boolean> {
  if (!viewer) return false;
  const { rows } = await db.execute<{ holds: boolean }>(sql`select ${holdsOnlineTicketOf(occurrenceId, viewer)} as holds`);
  return Boolean(rows[0]?.holds);
}
