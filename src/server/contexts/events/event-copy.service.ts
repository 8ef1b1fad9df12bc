import { asc, eq, inArray } from 'drizzle-orm';
import { EVENT_LIFECYCLE_MESSAGES as M, EVENT_LIFECYCLE_REASONS } from '../../../contracts/event-lifecycle.messages.ts';
import type { DuplicateEventBody } from '../../../contracts/event-lifecycle.ts';
import { copiedDates, shiftedBy } from '../../../domain/event-copy.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import {
  eventCollaborators,
  eventOccurrences,
  eventQuestions,
  eventSeatings,
  events,
  ticketTypePrivateLists,
  ticketTypes,
} from '../../platform/db/schema/index.ts';
import type { EventAccess, EventRow } from '../../platform/access/event-access.ts';
import { invalid, refusal } from '../../platform/http/errors.ts';
import { dateProblems, listOccurrences, syncEventSpan } from './occurrences.service.ts';

/**
 * Which columns of an event a copy takes (true) or starts afresh (false). Every column is named, so a column
 * added later fails the type check until someone decides whether a copy takes it (lifecycle states never do).
 */
const COPIED: Record<keyof EventRow, boolean> = {
  id: false,
  ownerId: true,
  name: false,
  description: true,
  posterUploadId: true,
  images: true,
  videoUrl: true,
  theme: true,
  startsAt: false,
  endsAt: false,
  doorTime: false,
  timezone: true,
  inPerson: true,
  online: true,
  locationSetting: true,
  locationName: true,
  address: true,
  city: true,
  state: true,
  latitude: true,
  longitude: true,
  googlePlaceId: true,
  category: true,
  tags: true,
  currency: true,
  published: false,
  createdWithAssistant: false,
  private: true,
  refundsAllowed: true,
  purchaseButtonText: true,
  bannerMessages: true,
  checkoutBannerMessage: true,
  donationEnabled: true,
  donationTitle: true,
  donationDescription: true,
  donationIncludeAutomatically: true,
  donationSuggestedAmount: true,
  donationMaximum: true,
  marketingConsentOwner: true,
  marketingConsentProduct: true,
  collectInformationSetting: true,
  transferAllowed: true,
  cancelAllowed: true,
  cancelDeadlineHours: true,
  broadcastUrl: true,
  publishedAt: false,
  createdAt: false,
  updatedAt: false,
  searchVector: false,
  archivedAt: false,
  unpublishedAt: false,
  duplicatedFromId: false,
  duplicateKey: false,
  // A copy is a new show: never cancelled or postponed, whatever the original went through.
  canceledAt: false,
  postponedAt: false,
  refundRequestsUntil: false,
};

function copiedDetails(event: EventRow) {
  return Object.fromEntries(Object.entries(event).filter(([key]) => COPIED[key as keyof EventRow])) as Omit<
    typeof events.$inferInsert,
    'ownerId' | 'name' | 'timezone' | 'currency'
  >;
}

/** The copy a key already made: the same copy for the same event (a double click), a refusal for another one. */
async function copyOfKey(db: Queryable, eventId: string, key: string): Promise<string | null> {
  const [row] = await db.select({ id: events.id, from: events.duplicatedFromId }).from(events).where(eq(events.duplicateKey, key)).limit(1);
  if (!row) return null;
  if (row.from !== eventId) throw refusal('conflict', EVENT_LIFECYCLE_REASONS.duplicateKeyReused, M.keyReused);
  return row.id;
}

/**
 * Copies an event as a draft of the same owner: its details, dates moved to the dialog's (a series keeps its
 * spacing), ticket types (sales windows moved by as much as the first date, their lists), questions (naming the new
 * ticket types), the team (collaborators, not pending invitations) and its seating snapshot. Never orders, holds,
 * code uses, guests or stats: those belong to the original's sales. One transaction; the client's key makes a
 * double click one copy (the unique index settles a race: the loser answers the winner's copy).
 */
export async function duplicateEvent(db: Db, access: EventAccess, body: DuplicateEventBody): Promise<{ eventId: string; created: boolean }> {
  const { event } = access;
  const existing = await copyOfKey(db, event.id, body.key);
  if (existing) return { eventId: existing, created: false };

  const dates = await listOccurrences(db, event.id);
  if (dates.length && !body.startsAt) throw invalid({ startsAt: M.needsStart });
  const plan = copiedDates(dates, new Date(body.startsAt ?? 0), body.endsAt ? new Date(body.endsAt) : undefined);
  const errors = plan.dates.reduce<Record<string, string>>((all, d, i) => ({ ...all, ...dateProblems(d, i ? `occurrences.${i}.` : '') }), {});
  if (Object.keys(errors).length) throw invalid(errors);

  const [fresh] = await db.select().from(events).where(eq(events.id, event.id)).limit(1);
  const source = fresh ?? event;
  const eventId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({
        ...copiedDetails(source),
        ownerId: source.ownerId,
        name: body.name,
        timezone: source.timezone,
        currency: source.currency,
        duplicatedFromId: source.id,
        duplicateKey: body.key,
      })
      .onConflictDoNothing({ target: events.duplicateKey })
      .returning({ id: events.id });
    if (!row) return null;
    // Each copied date, under its original's id (a pass names the dates it is for).
    const dateIds = new Map<string, string>();
    for (const [i, d] of plan.dates.entries()) {
      const [date] = await tx
        .insert(eventOccurrences)
        .values({ eventId: row.id, ...d })
        .returning({ id: eventOccurrences.id });
      dateIds.set(dates[i]!.id, date!.id);
    }
    if (plan.dates.length) await syncEventSpan(tx, row.id);
    const ticketIds = await copyTicketTypes(tx, event.id, row.id, plan.offsetMs, dateIds);
    await copyQuestions(tx, event.id, row.id, ticketIds);
    await copyTeamAndSeating(tx, event.id, row.id);
    return row.id;
  });
  if (eventId) return { eventId, created: true };
  // Another request with the same key committed first: answer its copy.
  return { eventId: (await copyOfKey(db, event.id, body.key))!, created: false };
}

/**
 * Ticket types with every setting (columns added later included), sales windows moved and a pass's dates the copy's
 * own; old id -> new id.
 */
async function copyTicketTypes(
  tx: Queryable,
  fromId: string,
  toId: string,
  offsetMs: number,
  dateIds: ReadonlyMap<string, string>,
): Promise<Map<string, string>> {
  const types = await tx
    .select()
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, fromId))
    .orderBy(asc(ticketTypes.position), asc(ticketTypes.createdAt));
  const ids = new Map<string, string>();
  for (const { id, eventId: _from, createdAt: _created, ...settings } of types) {
    const [copy] = await tx
      .insert(ticketTypes)
      .values({
        ...settings,
        eventId: toId,
        startsSalesAt: shiftedBy(settings.startsSalesAt, offsetMs),
        endsSalesAt: shiftedBy(settings.endsSalesAt, offsetMs),
        passOccurrenceIds: settings.passOccurrenceIds.flatMap((date) => dateIds.get(date) ?? []),
      })
      .returning({ id: ticketTypes.id });
    ids.set(id, copy!.id);
  }
  if (ids.size) {
    const lists = await tx
      .select()
      .from(ticketTypePrivateLists)
      .where(inArray(ticketTypePrivateLists.ticketTypeId, [...ids.keys()]));
    if (lists.length)
      await tx.insert(ticketTypePrivateLists).values(lists.map((l) => ({ ticketTypeId: ids.get(l.ticketTypeId)!, listId: l.listId })));
  }
  return ids;
}

async function copyQuestions(tx: Queryable, fromId: string, toId: string, ticketIds: Map<string, string>) {
  const questions = await tx.select().from(eventQuestions).where(eq(eventQuestions.eventId, fromId));
  if (!questions.length) return;
  await tx.insert(eventQuestions).values(
    questions.map(({ id: _id, eventId: _from, createdAt: _created, ...q }) => ({
      ...q,
      eventId: toId,
      onlyForTickets: q.onlyForTickets.flatMap((t) => (ticketIds.has(t) ? [ticketIds.get(t)!] : [])),
    })),
  );
}

/** Collaborators keep their access settings; the seating snapshot is copied (its blocked seats are per date: not). */
async function copyTeamAndSeating(tx: Queryable, fromId: string, toId: string) {
  const team = await tx.select().from(eventCollaborators).where(eq(eventCollaborators.eventId, fromId));
  if (team.length)
    await tx.insert(eventCollaborators).values(team.map((c) => ({ eventId: toId, profileId: c.profileId, accessSetting: c.accessSetting })));
  const [seating] = await tx.select().from(eventSeatings).where(eq(eventSeatings.eventId, fromId)).limit(1);
  if (seating)
    await tx.insert(eventSeatings).values({ eventId: toId, chartId: seating.chartId, document: seating.document, takenAt: seating.takenAt });
}
