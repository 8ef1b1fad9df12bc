import { asc, eq, sql } from 'drizzle-orm';
import { MANAGE_EVENT_MESSAGES, type CreateEventBody, type EventDetailsBody, type ManagedEventReply } from '../../../contracts/events-management.ts';
import { PROCESSING_STATUSES, SUCCESS_STATUSES } from '../../../domain/checkout.ts';
import { canReadSecretCodes, publishProblems } from '../../../domain/events.ts';
import { CURRENCY_CODES } from '../../../domain/money.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { eventCollaborators, eventQuestions, events, profiles, ticketTypes } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { AppError } from '../../platform/http/errors.ts';
import { findProfile, profileSummary } from '../accounts/index.ts';
import { isValidTimezone } from '../../../domain/timezones.ts';
import type { EventAccess } from '../../platform/access/event-access.ts';
import { listCollaboratorInvitations } from './collaborator-invitations.service.ts';
import { invalidateEventPage } from './event-page-cache.ts';
import { prepareDetails, writeDetails, type DetailsBase } from './event-details.ts';
import { shareUrlOf, toManagedCollaborator, toManagedDetails, toManagedQuestion } from './event-views.ts';
import { checkRemovableDates, listOccurrences, managedOccurrences } from './occurrences.service.ts';
import { eventHasOrders, ticketSales } from './sales.ts';
import { managedTicketTypes } from './ticket-types.service.ts';
import { noteNothingChanged } from '../../platform/access/admin-acts.ts';

/** Creates a draft for a profile the user manages (the route checked the gate); currency and zone default to the owner's. */
export async function createEvent(db: Queryable, user: AuthUser, body: CreateEventBody): Promise<string> {
  const owner = await findProfile(db, body.ownerId);
  const { ownerId, ...details } = body;
  const base: DetailsBase = {
    ownerId,
    published: false,
    startsAt: null,
    endsAt: null,
    doorTime: null,
    timezone: owner.timezone,
    donationSuggestedAmount: null,
    donationMaximum: null,
    posterUploadId: null,
    images: [],
  };
  const prepared = await prepareDetails(db, user.id, base, 0, details);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(events).values({ ownerId, name: body.name.trim(), timezone: owner.timezone, currency: owner.currency }).returning();
    await writeDetails(tx, row!, [], prepared);
    return row!.id;
  });
}

/** PATCH details: validates everything first, then writes in one transaction. */
export async function updateEventDetails(db: Db, access: EventAccess, body: EventDetailsBody): Promise<void> {
  const { event } = access;
  const dates = await listOccurrences(db, event.id);
  const prepared = await prepareDetails(db, access.user.id, event, dates.length, body);
  // Prices are read in the event's currency: once anything sold or is being bought, it stays.
  if (
    prepared.values.currency &&
    prepared.values.currency !== event.currency &&
    (await eventHasOrders(db, event.id, [...SUCCESS_STATUSES, ...PROCESSING_STATUSES]))
  ) {
    throw new AppError('conflict', MANAGE_EVENT_MESSAGES.currencyLocked, { currency: MANAGE_EVENT_MESSAGES.currencyLocked });
  }
  // Clearing a draft's date removes it: not while orders refer to it.
  if (prepared.date === null)
    await checkRemovableDates(
      db,
      event.id,
      dates.map((d) => d.id),
    );
  await db.transaction((tx) => writeDetails(tx, event, dates, prepared));
  invalidateEventPage(event.id);
}

/** Everything the editor pages need, with what the viewer may do. */
export async function managedEvent(db: Db, access: EventAccess, publicUrl: string): Promise<ManagedEventReply> {
  const { event } = access;
  const [[fresh], owner, tickets, questions, occurrences, collaborators] = await Promise.all([
    db.select().from(events).where(eq(events.id, event.id)).limit(1),
    findProfile(db, event.ownerId),
    managedTicketTypes(db, event.id),
    db.select().from(eventQuestions).where(eq(eventQuestions.eventId, event.id)).orderBy(asc(eventQuestions.position)),
    managedOccurrences(db, event.id),
    db
      .select({ c: eventCollaborators, p: profiles })
      .from(eventCollaborators)
      .innerJoin(profiles, eq(profiles.id, eventCollaborators.profileId))
      .where(eq(eventCollaborators.eventId, event.id))
      .orderBy(asc(eventCollaborators.createdAt)),
  ]);
  return {
    event: toManagedDetails(fresh ?? event, occurrences.length),
    owner: profileSummary(owner),
    ticketTypes: canReadSecretCodes(access.permissions.accessSetting) ? tickets : tickets.map((t) => ({ ...t, code: null })),
    questions: questions.map(toManagedQuestion),
    occurrences,
    collaborators: collaborators.map((r) => toManagedCollaborator(r.c, r.p)),
    collaboratorInvitations: access.permissions.canManageTeam ? await listCollaboratorInvitations(db, event.id) : [],
    permissions: access.permissions,
    shareUrl: shareUrlOf(publicUrl, event.id),
    createdWithAssistant: (fresh ?? event).createdWithAssistant,
  };
}

/** Runs the publish checks; publishes, or throws 422 with every message (shown as danger alerts). */
export async function publishEvent(db: Db, access: EventAccess, now = new Date()): Promise<true> {
  const { event } = access;
  if (event.published) {
    noteNothingChanged();
    return true;
  }
  const [occurrences, tickets] = await Promise.all([
    listOccurrences(db, event.id),
    db.select({ hidden: ticketTypes.hidden, attendanceType: ticketTypes.attendanceType }).from(ticketTypes).where(eq(ticketTypes.eventId, event.id)),
  ]);
  const problems = publishProblems(
    {
      name: event.name,
      currency: event.currency,
      timezone: event.timezone,
      timezoneValid: isValidTimezone(event.timezone),
      inPerson: event.inPerson,
      online: event.online,
      locationSetting: event.locationSetting,
      locationName: event.locationName,
      address: event.address,
      occurrences,
      ticketTypes: tickets,
      knownCurrencies: CURRENCY_CODES,
    },
    now,
  );
  if (problems.length) {
    const fieldErrors = Object.fromEntries(problems.map((p) => [p.field, p.message]));
    const messages = problems.map((p) => p.message);
    throw new AppError('validation_failed', messages[0]!, fieldErrors, messages);
  }
  // In a transaction, as every change an admin may make in someone's area: its audit row commits with it.
  await db.transaction((tx) =>
    tx
      .update(events)
      .set({ published: true, publishedAt: sql`coalesce(${events.publishedAt}, now())`, unpublishedAt: null, updatedAt: now })
      .where(eq(events.id, event.id)),
  );
  invalidateEventPage(event.id);
  return true;
}

/** Deletes a draft that has no orders (only managers of the owner profile may). */
export async function deleteEvent(db: Db, access: EventAccess): Promise<void> {
  const { event } = access;
  const sales = ticketSales(db);
  const [sold] = await db
    .select({ n: sql<number>`coalesce(sum(${sales.sold}), 0)`.mapWith(Number) })
    .from(sales)
    .where(eq(sales.eventId, event.id));
  if (event.published || (sold?.n ?? 0) > 0) throw new AppError('conflict', MANAGE_EVENT_MESSAGES.onlyDraftsDeleted);
  // A draft may have orders (door staff's tests, cancelled ones): they are money records and stay.
  if (await eventHasOrders(db, event.id)) throw new AppError('conflict', MANAGE_EVENT_MESSAGES.eventHasOrders);
  await db.delete(events).where(eq(events.id, event.id));
  invalidateEventPage(event.id);
}
