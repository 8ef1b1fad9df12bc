import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { EVENT_LIFECYCLE_MESSAGES as M, EVENT_LIFECYCLE_REASONS } from '../../../contracts/event-lifecycle.messages.ts';
import { FAILED_STATUSES, SUCCESS_STATUSES } from '../../../domain/checkout.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { events, orderItems, orders } from '../../platform/db/schema/index.ts';
import { EVENT_NOT_FOUND, type EventAccess, type EventRow } from '../../platform/access/event-access.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { noteNothingChanged } from '../../platform/access/admin-acts.ts';
import { AppError, notFound, refusal } from '../../platform/http/errors.ts';
import { invalidateEventPage } from './event-page-cache.ts';

/** Whether any ticket of the event is in an order that did not fail (paid, refunded, or still being paid). */
export async function eventEverSold(db: Queryable, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.eventId, eventId), notInArray(orders.status, [...FAILED_STATUSES])))
    .limit(1);
  return !!row;
}

/**
 * The page of an event that is not published, for someone outside its team: an event unpublished after sales is
 * its ticket holders' (buyer or holder of a ticket still valid); anyone else is told it is no longer available,
 * and a draft stays 404.
 */
export async function assertUnpublishedHolder(db: Queryable, user: AuthUser | null, event: Pick<EventRow, 'id' | 'unpublishedAt'>) {
  if (!event.unpublishedAt) throw notFound(EVENT_NOT_FOUND);
  if (user && (await holdsTicket(db, user.id, event.id))) return;
  throw refusal('not_found', EVENT_LIFECYCLE_REASONS.eventUnpublished, M.noLongerAvailable);
}

async function holdsTicket(db: Queryable, profileId: string, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.eventId, eventId),
        inArray(orders.status, [...SUCCESS_STATUSES]),
        inArray(orderItems.status, ['active', 'transfer_pending']),
        or(eq(orderItems.holderUserId, profileId), and(isNull(orderItems.holderUserId), eq(orders.userId, profileId))),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * Unpublish. Nothing sold: back to a draft. Otherwise `published` goes false too (so every listing, feed and sale
 * that asks for a published event leaves it out) and `unpublished_at` records that holders keep their tickets and
 * the page (event-page.service's visibility). Publishing again clears it.
 */
export async function unpublishEvent(db: Db, access: EventAccess, now = new Date()): Promise<'draft' | 'unpublished'> {
  const { event } = access;
  if (!event.published) {
    if (event.unpublishedAt) {
      noteNothingChanged();
      return 'unpublished';
    }
    throw new AppError('conflict', M.notPublished);
  }
  const sold = await eventEverSold(db, event.id);
  await db.transaction((tx) =>
    tx
      .update(events)
      .set({ published: false, unpublishedAt: sold ? now : null, updatedAt: now })
      .where(eq(events.id, event.id)),
  );
  invalidateEventPage(event.id);
  return sold ? 'unpublished' : 'draft';
}

/** Archive a past event (every date over): out of the table's default lists; buyers see no difference. */
export async function archiveEvent(db: Db, access: EventAccess, now = new Date()): Promise<void> {
  const { event } = access;
  if (event.archivedAt) return noteNothingChanged();
  if (!event.endsAt || event.endsAt > now) throw refusal('conflict', EVENT_LIFECYCLE_REASONS.eventNotPast, M.onlyPastArchived);
  await db.transaction((tx) => tx.update(events).set({ archivedAt: now, updatedAt: now }).where(eq(events.id, event.id)));
}

export async function unarchiveEvent(db: Db, access: EventAccess): Promise<void> {
  if (!access.event.archivedAt) return noteNothingChanged();
  await db.transaction((tx) =>
    tx
      .update(events)
      .set({ archivedAt: null, updatedAt: sql`now()` })
      .where(eq(events.id, access.event.id)),
  );
}
