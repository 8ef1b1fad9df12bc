import { and, asc, count, desc, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { EVENT_LIST_PAGE_SIZE, type EventCard, type EventListReply } from '../../../contracts/events.ts';
import type { EventCategory } from '../../../domain/events.ts';
import type { DateFilter } from '../../../domain/occurrences.ts';
import { prefixTsQuery } from '../../../domain/search.ts';
import type { Db } from '../../platform/db/client.ts';
import { eventCollaborators, eventOccurrences, events, profiles, ticketTypes } from '../../platform/db/schema/index.ts';
import { profileSummary, uploadUrl } from '../accounts/index.ts';

/**
 * Lists of events for visitors: explore, search and profile pages. Only published events that are not private
 * and not cancelled are listed (a cancelled event's page stays reachable by its link, saying so). Each card shows the date to come (or the last one of a past event).
 */
export const listed = () => and(eq(events.published, true), eq(events.private, false), isNull(events.canceledAt));

/** The lowest or highest price of the event's listed ticket types (isListedTicket), null without one. */
const listedPrice = (fn: 'min' | 'max') =>
  sql<number | null>`(select ${sql.raw(fn)}(${ticketTypes.price}) from ${ticketTypes}
    where ${ticketTypes.eventId} = ${events.id} and not ${ticketTypes.hidden} and ${ticketTypes.visibilityScope} = 'public')`.mapWith((v) =>
    v === null ? null : Number(v),
  );

function cardQuery(db: Db, now: Date) {
  // The date a card shows: the earliest one that has not ended, else the latest one.
  const shown = db
    .select({ startsAt: eventOccurrences.startsAt, endsAt: eventOccurrences.endsAt })
    .from(eventOccurrences)
    .where(eq(eventOccurrences.eventId, events.id))
    .orderBy(
      sql`${eventOccurrences.endsAt} <= ${now}`,
      sql`case when ${eventOccurrences.endsAt} > ${now} then ${eventOccurrences.startsAt} end`,
      desc(eventOccurrences.startsAt),
    )
    .limit(1)
    .as('shown');
  const query = db
    .select({
      event: {
        id: events.id,
        name: events.name,
        posterUploadId: events.posterUploadId,
        timezone: events.timezone,
        locationName: events.locationName,
        city: events.city,
        locationSetting: events.locationSetting,
        inPerson: events.inPerson,
        online: events.online,
        category: events.category,
        currency: events.currency,
      },
      owner: { id: profiles.id, type: profiles.type, username: profiles.username, name: profiles.name, avatarUploadId: profiles.avatarUploadId },
      startsAt: shown.startsAt,
      endsAt: shown.endsAt,
      dateCount: sql<number>`(select count(*) from ${eventOccurrences} where ${eventOccurrences.eventId} = ${events.id})`.mapWith(Number),
      minPrice: listedPrice('min'),
      maxPrice: listedPrice('max'),
    })
    .from(events)
    .innerJoin(profiles, eq(profiles.id, events.ownerId))
    .leftJoinLateral(shown, sql`true`);
  return { query, shown };
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['query']['execute']>>[number];

function toCard(r: CardRow): EventCard {
  return {
    id: r.event.id,
    name: r.event.name,
    poster: uploadUrl(r.event.posterUploadId),
    startsAt: r.startsAt?.toISOString() ?? null,
    endsAt: r.endsAt?.toISOString() ?? null,
    timezone: r.event.timezone,
    dateCount: r.dateCount,
    location: { name: r.event.locationName, city: r.event.city },
    locationSetting: r.event.locationSetting,
    inPerson: r.event.inPerson,
    online: r.event.online,
    category: r.event.category as EventCard['category'],
    owner: profileSummary(r.owner),
    minPrice: r.minPrice,
    maxPrice: r.maxPrice,
    currency: r.event.currency,
  };
}

/** One page of cards matching `where`, with the total; `nextPage` when this page is full (buyer-side 9). */
async function cardPage(
  db: Db,
  now: Date,
  where: SQL | undefined,
  order: (shown: ReturnType<typeof cardQuery>['shown']) => SQL[],
  page: number,
): Promise<EventListReply> {
  const { query, shown } = cardQuery(db, now);
  const [rows, [total]] = await Promise.all([
    query
      .where(where)
      .orderBy(...order(shown), asc(events.id))
      .limit(EVENT_LIST_PAGE_SIZE)
      .offset((page - 1) * EVENT_LIST_PAGE_SIZE),
    db.select({ n: count() }).from(events).where(where),
  ]);
  return {
    data: rows.map(toCard),
    page,
    perPage: EVENT_LIST_PAGE_SIZE,
    totalCount: total?.n ?? 0,
    nextPage: rows.length === EVENT_LIST_PAGE_SIZE ? page + 1 : null,
  };
}

const upcoming = (now: Date) => gt(events.endsAt, now);
const categoryIs = (category?: EventCategory) => (category ? eq(events.category, category) : undefined);

/** GET /api/v1/events: upcoming listed events, soonest first. */
export function exploreEvents(db: Db, input: { category?: EventCategory; page: number }, now = new Date()) {
  return cardPage(db, now, and(listed(), upcoming(now), categoryIs(input.category)), (shown) => [asc(shown.startsAt)], input.page);
}

/** GET /api/v1/search: every word must start a word of the name, tags, location or description; upcoming first, best match first. */
export async function searchEvents(db: Db, input: { query: string; page: number }, now = new Date()): Promise<EventListReply> {
  const tsQuery = prefixTsQuery(input.query);
  if (!tsQuery) return { data: [], page: input.page, perPage: EVENT_LIST_PAGE_SIZE, totalCount: 0, nextPage: null };
  const query = sql`to_tsquery('simple', ${tsQuery})`;
  return cardPage(
    db,
    now,
    and(listed(), sql`${events.searchVector} @@ ${query}`),
    () => [sql`${events.endsAt} > ${now} desc nulls last`, sql`ts_rank(${events.searchVector}, ${query}) desc`, asc(events.startsAt)],
    input.page,
  );
}

/** Events a profile organizes or helps with (as a collaborator). */
export const involves = (profileId: string) =>
  sql`(${events.ownerId} = ${profileId} or exists (select 1 from ${eventCollaborators}
    where ${eventCollaborators.eventId} = ${events.id} and ${eventCollaborators.profileId} = ${profileId}))`;

/** A profile's listed events: upcoming soonest first, past latest first. */
export function profileEvents(
  db: Db,
  profileId: string,
  input: { filterDate: DateFilter; category?: EventCategory; page: number },
  now = new Date(),
) {
  const past = input.filterDate === 'past';
  return cardPage(
    db,
    now,
    and(listed(), involves(profileId), past ? lte(events.endsAt, now) : upcoming(now), categoryIs(input.category)),
    (shown) => (past ? [desc(shown.startsAt)] : [asc(shown.startsAt)]),
    input.page,
  );
}

/** Upcoming and past listed events of a profile (the profile header and tabs). */
export async function profileEventCounts(db: Db, profileId: string, now = new Date()): Promise<{ upcoming: number; past: number }> {
  const [row] = await db
    .select({
      upcoming: sql<number>`count(*) filter (where ${events.endsAt} > ${now})`.mapWith(Number),
      past: sql<number>`count(*) filter (where ${events.endsAt} <= ${now})`.mapWith(Number),
    })
    .from(events)
    .where(and(listed(), involves(profileId)));
  return { upcoming: row?.upcoming ?? 0, past: row?.past ?? 0 };
}
