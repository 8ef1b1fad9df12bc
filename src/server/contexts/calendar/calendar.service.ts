import { and, asc, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { CALENDAR_API_TEXTS, type CalendarEvent, type CalendarEventsReply, type calendarProfile } from '../../../contracts/calendar.ts';
import { parseTags } from '../../../domain/calendar.ts';
import { writeCalendar } from '../../../domain/ical.ts';
import { prefixTsQuery } from '../../../domain/search.ts';
import type { Db } from '../../platform/db/client.ts';
import { eventOccurrences, events } from '../../platform/db/schema/index.ts';
import { invalid } from '../../platform/http/errors.ts';
import { htmlToText } from '../../platform/html.ts';
import { uploadUrl, type ProfileRow } from '../accounts/index.ts';
import { involves, listed, profileEventCounts } from '../events/index.ts';

/**
 * The embeddable calendar's data (content-management 7 Calendar, accounts-and-reporting 2.7): the dates of the events
 * a profile's page lists (published, not private, organized or helped with), one row per date.
 */

const DAY_MS = 86_400_000;
const CALENDAR_RANGE = {
  /** The widest range one request may ask for. */
  maxDays: 366,
  /** The feed: the last 30 days and the next 12 months, at most 500 dates. */
  feedPastDays: 30,
  feedMonths: 12,
  feedMax: 500,
  descriptionMax: 500,
} as const;

const addMonths = (at: Date, months: number) => {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
};

/** GET /api/v1/calendar/:type/:username: the owner and whether they have a listed event to come. */
export async function calendarOwner(db: Db, p: ProfileRow, now = new Date()): Promise<z.infer<typeof calendarProfile>> {
  const { upcoming } = await profileEventCounts(db, p.id, now);
  return { id: p.id, type: p.type, username: p.username, name: p.name, hasEvents: upcoming > 0 };
}

interface DatesFilter {
  start: Date;
  end: Date;
  query?: string;
  tags?: string;
}

/** The dates of the owner's listed events starting within the range, searched (every word a prefix) and by tags. */
function datesWhere(ownerId: string, f: DatesFilter): SQL | undefined {
  const tsQuery = f.query ? prefixTsQuery(f.query) : null;
  const tags = f.tags ? parseTags(f.tags).map((t) => t.toLowerCase()) : [];
  return and(
    listed(),
    involves(ownerId),
    gte(eventOccurrences.startsAt, f.start),
    lte(eventOccurrences.startsAt, f.end),
    tsQuery ? sql`${events.searchVector} @@ to_tsquery('simple', ${tsQuery})` : undefined,
    tags.length ? sql`exists (select 1 from unnest(${events.tags}) as tag where lower(tag) in ${tags})` : undefined,
  );
}

const dateColumns = {
  id: eventOccurrences.id,
  courseId: events.id,
  name: events.name,
  description: events.description,
  startsAt: eventOccurrences.startsAt,
  endsAt: eventOccurrences.endsAt,
  timezone: eventOccurrences.timezone,
  posterUploadId: events.posterUploadId,
  tags: events.tags,
  locationName: events.locationName,
  address: events.address,
  city: events.city,
};

function dateRows(db: Db, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select(dateColumns)
    .from(eventOccurrences)
    .innerJoin(events, eq(events.id, eventOccurrences.eventId))
    .where(where)
    .orderBy(asc(eventOccurrences.startsAt), asc(eventOccurrences.id))
    .limit(limit)
    .offset(offset);
}
type DateRow = Awaited<ReturnType<typeof dateRows>>[number];

/** The description as plain text (markup stripped, entities decoded), cut to 500 characters. */
const plainDescription = (html: string) => [...htmlToText(html)].slice(0, CALENDAR_RANGE.descriptionMax).join('');

function toCalendarEvent(r: DateRow): CalendarEvent {
  return {
    id: r.id,
    courseId: r.courseId,
    name: r.name,
    description: plainDescription(r.description),
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    timezone: r.timezone,
    poster: uploadUrl(r.posterUploadId),
    tags: r.tags.map((name) => ({ name })),
    location: { name: r.locationName, city: r.city },
  };
}

/** The range asked for: now to three months ahead by default; refused when reversed or wider than 366 days. */
function calendarRange(input: { startDate?: string; endDate?: string }, now = new Date()): { start: Date; end: Date } {
  const start = input.startDate ? new Date(input.startDate) : now;
  const end = input.endDate ? new Date(input.endDate) : addMonths(start, 3);
  if (end < start) throw invalid({ endDate: CALENDAR_API_TEXTS.endBeforeStart });
  if (end.getTime() - start.getTime() > CALENDAR_RANGE.maxDays * DAY_MS) {
    throw invalid({ endDate: CALENDAR_API_TEXTS.rangeTooLong(CALENDAR_RANGE.maxDays) });
  }
  return { start, end };
}

/** GET /api/v1/calendar/:type/:username/events: one page of dates, by start then id. */
export async function calendarEvents(
  db: Db,
  ownerId: string,
  input: { query?: string; startDate?: string; endDate?: string; tags?: string; page: number; perPage: number },
  now = new Date(),
): Promise<CalendarEventsReply> {
  const where = datesWhere(ownerId, { ...calendarRange(input, now), query: input.query, tags: input.tags });
  const [rows, [total]] = await Promise.all([
    dateRows(db, where, input.perPage, (input.page - 1) * input.perPage),
    db.select({ n: count() }).from(eventOccurrences).innerJoin(events, eq(events.id, eventOccurrences.eventId)).where(where),
  ]);
  return { data: rows.map(toCalendarEvent), page: input.page, perPage: input.perPage, totalCount: total?.n ?? 0 };
}

/** GET /api/v1/calendar/:type/:username/events.ics: the dates of the last 30 days and the next 12 months. */
export async function calendarFeed(db: Db, owner: ProfileRow, publicUrl: string, now = new Date()): Promise<string> {
  const start = new Date(now.getTime() - CALENDAR_RANGE.feedPastDays * DAY_MS);
  const rows = await dateRows(db, datesWhere(owner.id, { start, end: addMonths(now, CALENDAR_RANGE.feedMonths) }), CALENDAR_RANGE.feedMax, 0);
  return writeCalendar({
    prodId: CALENDAR_API_TEXTS.feedProdId,
    name: owner.name,
    stamp: now,
    events: rows.map((r) => ({
      uid: `${r.id}@ovation`,
      start: r.startsAt,
      end: r.endsAt,
      summary: r.name,
      description: plainDescription(r.description),
      location: [r.locationName, r.address, r.city].filter(Boolean).join(', '),
      url: `${publicUrl}/event/${r.courseId}`,
    })),
  });
}
