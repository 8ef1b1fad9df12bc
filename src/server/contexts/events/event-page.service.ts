import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  listedTicketDefaults,
  publicEventReply,
  type OccurrenceSummary,
  type PublicEvent,
  type PublicTicket,
  type occurrencesReply,
  type ticketsQuery,
} from '../../../contracts/events.ts';
import { MEMBERSHIP_PAGE_TEXTS } from '../../../contracts/memberships.messages.ts';
import { managementAccess } from '../../../domain/access.ts';
import { categoryName, eventPermissions, type AccessSetting, type EventPermissions } from '../../../domain/events.ts';
import { finalOccurrence, futureOccurrences, nextOccurrence } from '../../../domain/occurrences.ts';
import { allSoldOut, isListedTicket, ticketAvailability, type AttendanceType } from '../../../domain/tickets.ts';
import type { Db } from '../../platform/db/client.ts';
import { eventCollaborators, eventQuestions, events, profiles, ticketTypes } from '../../platform/db/schema/index.ts';
import { readTogether } from '../../platform/db/read-together.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { notFound } from '../../platform/http/errors.ts';
import { profileSummary, socialLinksOf, uploadUrl, type ProfileRow } from '../accounts/index.ts';
import { isFollowing } from '../follows/index.ts';
import { offersTiers } from '../../platform/access/member-access.ts';
import { EVENT_NOT_FOUND, actingProfiles, broadestSetting, type EventRow } from '../../platform/access/event-access.ts';
import { cachedEventPage } from './event-page-cache.ts';
import { assertUnpublishedHolder } from './event-lifecycle.service.ts';
import {
  donationMaximumOf,
  iso,
  locationOf,
  occurrenceFields,
  shareUrlOf,
  ticketTypeFields,
  type OccurrenceRow,
  type QuestionRow,
  type TicketTypeRow,
} from './event-views.ts';
import { listOccurrences } from './occurrences.service.ts';
import { ticketSalesByDate } from './sales.ts';
import { admissionNote, passStock } from './ticket-admission.ts';
import { NO_MEMBERSHIP, memberTicketVisible, memberViewOf, membershipDiscountsOf } from './member-benefits.ts';
import { NO_LIST_VIEW, listTicketTypes, listViewOf, type ListView } from './list-passes.ts';

/** Sales of a ticket type on one date, and what remains of its capacity. */
interface DateStock {
  ticketTypeId: string;
  occurrenceId: string;
  sold: number;
  held: number;
  remaining: number;
}

/** The key of the signed-out visitors' reply among an entry's kept replies. */
const SIGNED_OUT = {};

/** Everything the public page shows that does not depend on who looks: cached briefly (event-page-cache.ts). */
export interface EventPageCore {
  event: EventRow;
  owner: ProfileRow;
  occurrences: OccurrenceRow[];
  /** Ticket types buyers can see or unlock (not hidden), in display order. */
  tickets: TicketTypeRow[];
  /** What remains of each listed ticket type on each date that has not ended. */
  stock: DateStock[];
  collaborators: { teachingId: string; accessSetting: AccessSetting; profile: ProfileRow }[];
  /** The checkout's questions, in order (the checkout reads the event from here too). */
  questions: QuestionRow[];
  /** The event's seating (the buyers' seatsEventKey), null without a seat chart. */
  seatingId: string | null;
  /**
   * The replies, serialized once per cache entry: one for every signed-out visitor (they all see the same page),
   * one per session for signed-in viewers. The session cache hands every read of a session the same user object
   * until that session is forgotten (contexts/accounts/session-cache.ts: the person's own writes, sign-out, a team
   * removal), so such a change, or an edit of the event (a new entry), drops the reply.
   */
  replies?: WeakMap<AuthUser | typeof SIGNED_OUT, Promise<string>>;
}

/** The event's seating id, read by the event's own statement (no round trip more on the checkout's path). */
// Written out: drizzle leaves a column in a sub-select unqualified.
export const seatingIdOf = sql<string | null>`(select s.id from event_seatings s where s.event_id = "events"."id")`;

async function loadCore(db: Db, eventId: string, now: Date): Promise<EventPageCore | null> {
  const [row] = await db
    .select({ event: events, owner: profiles, seatingId: seatingIdOf })
    .from(events)
    .innerJoin(profiles, eq(profiles.id, events.ownerId))
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row) return null;
  // The checkout reads the page through here, inside the demo history's transaction too.
  const [occurrences, tickets, collaborators, questions] = await readTogether(
    db,
    () => listOccurrences(db, eventId),
    () =>
      db
        .select()
        .from(ticketTypes)
        .where(and(eq(ticketTypes.eventId, eventId), eq(ticketTypes.hidden, false)))
        .orderBy(asc(ticketTypes.position)),
    () =>
      db
        .select({ teachingId: eventCollaborators.id, accessSetting: eventCollaborators.accessSetting, profile: profiles })
        .from(eventCollaborators)
        .innerJoin(profiles, eq(profiles.id, eventCollaborators.profileId))
        .where(eq(eventCollaborators.eventId, eventId))
        .orderBy(asc(eventCollaborators.createdAt)),
    () =>
      db
        .select()
        .from(eventQuestions)
        .where(eq(eventQuestions.eventId, eventId))
        .orderBy(asc(eventQuestions.position), asc(eventQuestions.createdAt)),
  );
  const future = futureOccurrences(occurrences, now).map((o) => o.id);
  const listed = tickets.filter(isListedTicket);
  const stock = await stockOnDates(db, listed, future, occurrences);
  return { event: row.event, owner: row.owner, occurrences, tickets, stock, collaborators, questions, seatingId: row.seatingId };
}

/**
 * The stock read, built once per database: the ticket list runs it on every request, and building its SQL with
 * Drizzle each time (the sales subquery, its joins) cost about a tenth of the API's CPU under load
 * (docs/decisions/performance.md, "fourth pass").
 */
const stockStatements = new WeakMap<Db, ReturnType<typeof prepareStock>>();
function prepareStock(db: Db) {
  const sales = ticketSalesByDate(db);
  return (
    db
      .select({ ticketTypeId: sales.ticketTypeId, occurrenceId: sales.occurrenceId, sold: sales.sold, held: sales.held })
      .from(sales)
      .where(
        and(
          sql`${sales.ticketTypeId} = any(${sql.placeholder('types')}::uuid[])`,
          sql`${sales.occurrenceId} = any(${sql.placeholder('dates')}::uuid[])`,
        ),
      )
      // Unnamed on the server (''): the embedded database serves several pool clients in one session, where a named
      // statement prepared by one is "already exists" to the next; the SQL is still built only once.
      .prepare('')
  );
}

/** What remains of each ticket type on each of `occurrenceIds`; a pass, on its fullest date (all its dates are read). */
async function stockOnDates(
  db: Db,
  tickets: readonly TicketTypeRow[],
  occurrenceIds: readonly string[],
  occurrences: readonly OccurrenceRow[],
): Promise<DateStock[]> {
  if (!tickets.length || !occurrenceIds.length) return [];
  let statement = stockStatements.get(db);
  if (!statement) stockStatements.set(db, (statement = prepareStock(db)));
  const all = occurrences.map((o) => o.id);
  const dates = tickets.some((t) => t.admission === 'pass') ? all : occurrenceIds;
  const rows = passStock(await statement.execute({ types: tickets.map((t) => t.id), dates: [...dates] }), tickets, all);
  const capacity = new Map(tickets.map((t) => [t.id, t.quantity]));
  return rows
    .filter((r) => occurrenceIds.includes(r.occurrenceId))
    .map((r) => ({ ...r, remaining: Math.max(0, capacity.get(r.ticketTypeId)! - r.sold - r.held) }));
}

export function eventPageCore(db: Db, eventId: string, now = new Date()): Promise<EventPageCore | null> {
  return cachedEventPage(eventId, () => loadCore(db, eventId, now));
}

/** The viewer's role from the cached collaborators: no extra query. */
function viewerPermissions(core: EventPageCore, user: AuthUser | null): EventPermissions {
  if (!user) return eventPermissions({ manager: false, accessSetting: null });
  const mine = new Set(actingProfiles(user));
  return eventPermissions({
    manager: managementAccess(user, core.event.ownerId) !== null,
    accessSetting: broadestSetting(core.collaborators.filter((c) => mine.has(c.profile.id)).map((c) => c.accessSetting)),
  });
}

/**
 * Drafts are seen by managers and collaborators only (an event unpublished after sales by its holders too); private
 * events by anyone with the link.
 */
async function visibleCore(db: Db, user: AuthUser | null, eventId: string, now: Date) {
  const core = await eventPageCore(db, eventId, now);
  if (!core) throw notFound(EVENT_NOT_FOUND);
  const permissions = viewerPermissions(core, user);
  if (!core.event.published && !permissions.canView) await assertUnpublishedHolder(db, user, core.event);
  return { core, permissions };
}

function soldOutOn(core: EventPageCore, occurrenceId: string, attendance: AttendanceType): boolean {
  const ids = new Set(core.tickets.filter((t) => isListedTicket(t) && t.attendanceType === attendance).map((t) => t.id));
  return allSoldOut(core.stock.filter((s) => s.occurrenceId === occurrenceId && ids.has(s.ticketTypeId)));
}

function occurrenceSummary(core: EventPageCore, o: OccurrenceRow): OccurrenceSummary {
  return {
    ...occurrenceFields(o),
    inPersonTicketsSoldOut: soldOutOn(core, o.id, 'in_person'),
    onlineTicketsSoldOut: soldOutOn(core, o.id, 'online'),
  };
}

/**
 * GET /api/v1/events/:eventId as JSON: built, checked against the contract and serialized once per cache entry for
 * signed-out visitors (they all see the same page) and once per entry and session for a signed-in viewer. What is
 * personal (their follow, memberships, lists, rights) may so be up to the entry's second old when someone else
 * changes it; their own writes and every change of the event show at once.
 */
export async function eventJson(db: Db, user: AuthUser | null, eventId: string, publicUrl: string, now = new Date()): Promise<string> {
  const { core, permissions } = await visibleCore(db, user, eventId, now);
  // Promises are kept, not strings: the requests arriving while a reply is built wait for that one build (after
  // each reload of the entry, all 50 connections of the bench asked at once and each built it).
  const build = async () => JSON.stringify(publicEventReply.parse({ event: await buildPublicEvent(db, core, user, permissions, publicUrl, now) }));
  const replies = (core.replies ??= new WeakMap());
  const key = user ?? SIGNED_OUT;
  const kept = replies.get(key);
  if (kept) return kept;
  const json = build();
  replies.set(key, json);
  // A failed build (the database unavailable) is not kept.
  json.catch(() => replies.delete(key));
  return json;
}

/** Managers (admin access to the event) see members-only tickets whatever their tier. */
const isManager = (permissions: EventPermissions) => permissions.accessSetting === 'admin';

/** The private access list tickets the viewer sees (read only when the event has some). */
const listViewOnPage = (db: Db, core: EventPageCore, user: AuthUser | null, permissions: EventPermissions): Promise<ListView> =>
  listTicketTypes(core.tickets).length ? listViewOf(db, core.tickets, user, isManager(permissions)) : Promise.resolve(NO_LIST_VIEW);

/**
 * The viewer's side of memberships and lists on the event page: the members-only and private access list tickets
 * they see, their benefits here, and the checkout's banner (signed-in non-members, not managers, of an owner whose
 * public page sells a tier).
 */
async function membershipOnPage(db: Db, core: EventPageCore, user: AuthUser | null, permissions: EventPermissions, canManage: boolean, now: Date) {
  const { event: e, owner } = core;
  if (!user) return { memberTickets: [], membershipDiscounts: [], membershipBanner: null };
  const [view, lists] = await Promise.all([memberViewOf(db, e, owner.timezone, user, now), listViewOnPage(db, core, user, permissions)]);
  const memberTickets = core.tickets.filter((t) => memberTicketVisible(t, view, isManager(permissions)) || lists.visible.has(t.id));
  const offered = !view.tierIds.length && !canManage && owner.membershipStatus === 'public' && owner.paymentAccountId != null;
  return {
    memberTickets,
    membershipDiscounts: membershipDiscountsOf(view, [...core.tickets.filter(isListedTicket), ...memberTickets], e, owner.currency),
    membershipBanner:
      offered && (await offersTiers(db, owner.id))
        ? {
            title: owner.membershipTitle.trim() || MEMBERSHIP_PAGE_TEXTS.ctaTitle,
            description: owner.membershipDescription.trim() || MEMBERSHIP_PAGE_TEXTS.ctaText,
          }
        : null,
  };
}

async function buildPublicEvent(
  db: Db,
  core: EventPageCore,
  user: AuthUser | null,
  permissions: EventPermissions,
  publicUrl: string,
  now: Date,
): Promise<PublicEvent> {
  const { event: e, owner } = core;
  const canManage = !!user && managementAccess(user, e.ownerId) !== null;
  const [following, membership] = await Promise.all([
    user ? isFollowing(db, user.id, owner.id) : false,
    membershipOnPage(db, core, user, permissions, canManage, now),
  ]);
  const next = nextOccurrence(core.occurrences, now);
  const final = finalOccurrence(core.occurrences);
  const shown = next ?? final;
  const listed = core.tickets.filter(isListedTicket);
  // The ticket buttons show for the tickets this viewer can buy (members-only and list ones too); the prices are the public ones.
  const buyable = [...listed, ...membership.memberTickets];
  const has = (list: readonly TicketTypeRow[], attendance: AttendanceType) => list.some((t) => t.attendanceType === attendance);
  const secret = core.tickets.filter((t) => t.visibilityScope === 'secret');
  const mine = user ? new Set(actingProfiles(user)) : new Set<string>();
  return {
    id: e.id,
    name: e.name,
    owner: {
      ...profileSummary(owner),
      social: socialLinksOf(owner),
      following,
    },
    poster: uploadUrl(e.posterUploadId),
    theme: e.theme,
    startsAt: iso(shown?.startsAt ?? null),
    endsAt: iso(shown?.endsAt ?? null),
    doorTime: iso(shown?.doorTime ?? null),
    timezone: e.timezone,
    published: e.published,
    private: e.private,
    description: e.description,
    videoUrl: e.videoUrl,
    images: e.images.map((id) => uploadUrl(id)!),
    location: locationOf(e),
    locationSetting: e.locationSetting,
    inPerson: e.inPerson,
    online: e.online,
    category: e.category as PublicEvent['category'],
    categoryName: categoryName(e.category),
    tags: e.tags,
    bannerMessages: e.bannerMessages,
    futureEventCount: futureOccurrences(core.occurrences, now).length,
    nextEvent: next ? occurrenceSummary(core, next) : null,
    finalEvent: final ? { id: final.id, startsAt: final.startsAt.toISOString(), doorTime: iso(final.doorTime) } : null,
    inPersonTicketsAvailable: e.inPerson && has(buyable, 'in_person'),
    onlineTicketsAvailable: e.online && has(buyable, 'online'),
    purchaseButtonText: e.purchaseButtonText,
    refundsAllowed: e.refundsAllowed,
    transferAllowed: e.transferAllowed,
    cancelAllowed: e.cancelAllowed,
    canceledAt: e.canceledAt?.toISOString() ?? null,
    postponedAt: e.postponedAt?.toISOString() ?? null,
    canManage,
    accessSetting: permissions.accessSetting,
    managementButtons: permissions.buttons,
    collaborators: core.collaborators.map((c) => ({
      ...profileSummary(c.profile),
      canManage: mine.has(c.profile.id) && c.profile.id !== e.ownerId,
      teachingId: c.teachingId,
    })),
    shareUrl: shareUrlOf(publicUrl, e.id),
    checkoutBannerMessage: e.checkoutBannerMessage,
    seatsEventKey: core.seatingId,
    // Ovation draws and sells its own seats: there is no third-party seating service whose public key a client needs.
    seatsPublicKey: null,
    currency: e.currency,
    minPrice: listed.length ? Math.min(...listed.map((t) => t.price)) : null,
    maxPrice: listed.length ? Math.max(...listed.map((t) => t.price)) : null,
    donationEnabled: e.donationEnabled,
    donationTitle: e.donationTitle,
    donationDescription: e.donationDescription,
    donationIncludeAutomatically: e.donationIncludeAutomatically,
    donationSuggestedAmount: e.donationSuggestedAmount,
    donationMaximum: donationMaximumOf(e),
    marketingConsentOwner: e.marketingConsentOwner,
    marketingConsent: { product: e.marketingConsentProduct },
    collectInformationSetting: e.collectInformationSetting,
    codesAvailableInPerson: has(secret, 'in_person'),
    codesAvailableOnline: has(secret, 'online'),
    membershipDiscounts: membership.membershipDiscounts,
    membershipBanner: membership.membershipBanner,
    returnUrl: null,
  };
}

/** GET /api/v1/events/:eventId/occurrences: the dates still to come, each with its sold-out flags. */
export async function occurrencesPage(
  db: Db,
  user: AuthUser | null,
  eventId: string,
  ticketType: AttendanceType,
  now = new Date(),
): Promise<z.infer<typeof occurrencesReply>> {
  const { core } = await visibleCore(db, user, eventId, now);
  const e = core.event;
  return {
    event: { id: e.id, name: e.name, timezone: e.timezone, poster: uploadUrl(e.posterUploadId), theme: e.theme },
    ticketType,
    occurrences: futureOccurrences(core.occurrences, now).map((o) => occurrenceSummary(core, o)),
  };
}

/**
 * Whether the organizer can take payment for paid tickets: the owner profile has a payment account (with the
 * sandbox provider, connecting is one click in payouts settings).
 */
const paymentsReady = (owner: ProfileRow) => owner.paymentAccountId != null;

/**
 * The listed ticket types, the members-only ones and the private access list ones this viewer may buy (memberships
 * and lists are read only when the event has such tickets).
 */
async function buyableBy(db: Db, core: EventPageCore, user: AuthUser | null, permissions: EventPermissions, now: Date) {
  const members = core.tickets.some((t) => t.visibilityScope === 'member');
  const [view, lists] = await Promise.all([
    members ? memberViewOf(db, core.event, core.owner.timezone, user, now) : NO_MEMBERSHIP,
    listViewOnPage(db, core, user, permissions),
  ]);
  return {
    shown: (t: TicketTypeRow) => isListedTicket(t) || memberTicketVisible(t, view, isManager(permissions)) || lists.visible.has(t.id),
    lists,
  };
}

/** The event's ticket types this viewer may buy, by the ticket list's rule (the buyers' seat map offers the same). */
export async function ticketTypesBuyableBy(db: Db, user: AuthUser | null, core: EventPageCore, now = new Date()): Promise<TicketTypeRow[]> {
  const { shown } = await buyableBy(db, core, user, viewerPermissions(core, user), now);
  return core.tickets.filter(shown);
}

/**
 * GET /api/v1/tickets: the ticket types of one date the viewer may buy (the listed ones, the members-only ones of
 * their tiers and the list ones of their lists, each with what their own share code has left) with what remains
 * (sold and live holds) and whether they sell now. Checkout passes `select` to show the hidden types a code reveals.
 */
export async function listTickets(
  db: Db,
  user: AuthUser | null,
  query: z.infer<typeof ticketsQuery>,
  now = new Date(),
  select?: (t: TicketTypeRow) => boolean,
): Promise<{ tickets: PublicTicket[]; occurrenceId: string | null }> {
  const { core, permissions } = await visibleCore(db, user, query.eventId, now);
  const { shown, lists } = select ? { shown: select, lists: NO_LIST_VIEW } : await buyableBy(db, core, user, permissions, now);
  // The asked date, else the next one, else the last one (whose sales have closed).
  const occurrence = query.occurrenceId
    ? core.occurrences.find((o) => o.id === query.occurrenceId)
    : (nextOccurrence(core.occurrences, now) ?? finalOccurrence(core.occurrences));
  if (query.occurrenceId && !occurrence) throw notFound('Date not found');
  const listed = core.tickets.filter((t) => shown(t) && (!query.ticketType || t.attendanceType === query.ticketType));
  const stock = new Map((occurrence ? await stockOnDates(db, listed, [occurrence.id], core.occurrences) : []).map((s) => [s.ticketTypeId, s]));
  const ready = paymentsReady(core.owner);
  return {
    occurrenceId: occurrence?.id ?? null,
    tickets: listed.map((t) => {
      const sales = stock.get(t.id) ?? { sold: 0, held: 0 };
      // Sales of a date close when it ends, even without an explicit end of sales.
      const endsSalesAt =
        [t.endsSalesAt, occurrence?.endsAt ?? null].filter((d): d is Date => !!d).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
      const a = ticketAvailability({ ...t, ...sales, endsSalesAt }, { now, paymentsReady: ready });
      return {
        ...ticketTypeFields(t),
        quantity: a.remaining,
        timezone: occurrence?.timezone ?? core.event.timezone,
        ...listedTicketDefaults(),
        seatsCategoryKeys: t.seatsCategoryKeys,
        ...(lists.visible.has(t.id)
          ? { secret: true, quantityPerCode: lists.left.get(t.id) ?? null, initialQuantityPerCode: t.quantityPerCode }
          : {}),
        membershipId: t.visibilityScope === 'member' ? t.membershipTierId : null,
        availability: { state: a.state, label: a.label, availableFrom: iso(a.availableFrom) },
        admissionNote: admissionNote(t, core.occurrences),
      };
    }),
  };
}
