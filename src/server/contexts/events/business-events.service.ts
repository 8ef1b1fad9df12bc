import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BusinessEventRow, BusinessEventsQuery } from '../../../contracts/events-management.ts';
import { categoryName, canSeeSales, ACCESS_SETTING_LABELS, type AccessSetting } from '../../../domain/events.ts';
import { defaultSortOrder } from '../../../domain/events-table.ts';
import { formatInZone } from '../../../domain/dates.ts';
import { currencyInfo } from '../../../domain/money.ts';
import type { Db } from '../../platform/db/client.ts';
import { eventCollaborators, events, profiles, ticketTypes } from '../../platform/db/schema/index.ts';
import { toCsv } from '../../platform/csv.ts';
import { profileSummary } from '../accounts/index.ts';
import { ticketSales } from './sales.ts';

/** Most rows an export holds. */
const EXPORT_MAX_ROWS = 10_000;

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The business events table of a profile: its own events (admin access) and the events it collaborates on
 * (with that collaboration's access setting). Sales figures come from sales.ts and are sorted only where the
 * profile may see them.
 */
function tableQuery(db: Db, q: BusinessEventsQuery, now: Date) {
  const collaboration = db
    .select({ eventId: eventCollaborators.eventId, accessSetting: eventCollaborators.accessSetting })
    .from(eventCollaborators)
    .where(eq(eventCollaborators.profileId, q.ownerId))
    .as('collaboration');
  const sales = ticketSales(db);
  const totals = db
    .select({
      eventId: sales.eventId,
      sold: sql<number>`sum(${sales.sold})`.mapWith(Number).as('sold_total'),
      revenue: sql<number>`sum(${sales.revenue})`.mapWith(Number).as('revenue_total'),
    })
    .from(sales)
    .groupBy(sales.eventId)
    .as('totals');
  const access = sql<AccessSetting>`case when ${events.ownerId} = ${q.ownerId} then 'admin' else ${collaboration.accessSetting} end`;
  const visible = (value: SQL) => sql`case when ${access} = 'admin' then coalesce(${value}, 0) end`;

  const filters: (SQL | undefined)[] = [
    or(eq(events.ownerId, q.ownerId), isNotNull(collaboration.eventId)),
    q.past ? lte(events.endsAt, now) : or(gt(events.endsAt, now), isNull(events.endsAt)),
    q.query?.trim() ? sql`lower(${events.name}) like ${likePattern(q.query.trim())} escape '\\'` : undefined,
    q.category ? eq(events.category, q.category) : undefined,
    q.archived ? undefined : isNull(events.archivedAt),
  ];
  const where = and(...filters);
  const direction = q.direction ?? defaultSortOrder(q.past ? 'Past' : 'Upcoming');
  const sortValue = { startsAt: sql`${events.startsAt}`, revenue: visible(sql`${totals.revenue}`), ticketsSold: visible(sql`${totals.sold}`) }[
    q.sort
  ];
  const order = direction === 'asc' ? sql`${sortValue} asc nulls last` : sql`${sortValue} desc nulls last`;

  const rows = () =>
    db
      .select({ event: events, owner: profiles, access, sold: totals.sold, revenue: totals.revenue })
      .from(events)
      .innerJoin(profiles, eq(profiles.id, events.ownerId))
      .leftJoin(collaboration, eq(collaboration.eventId, events.id))
      .leftJoin(totals, eq(totals.eventId, events.id))
      .where(where)
      .orderBy(order, direction === 'asc' ? asc(events.name) : desc(events.name), asc(events.id));
  const total = () => db.select({ n: count() }).from(events).leftJoin(collaboration, eq(collaboration.eventId, events.id)).where(where);
  return { rows, total };
}

async function ticketsOf(db: Db, eventIds: string[]) {
  if (!eventIds.length) return new Map<string, { id: string; name: string; sold: number }[]>();
  const sales = ticketSales(db);
  const rows = await db
    .select({ eventId: ticketTypes.eventId, id: ticketTypes.id, name: ticketTypes.name, sold: sales.sold })
    .from(ticketTypes)
    .leftJoin(sales, eq(sales.ticketTypeId, ticketTypes.id))
    .where(inArray(ticketTypes.eventId, eventIds))
    .orderBy(asc(ticketTypes.position), asc(ticketTypes.createdAt));
  const byEvent = new Map<string, { id: string; name: string; sold: number }[]>();
  for (const r of rows) byEvent.set(r.eventId, [...(byEvent.get(r.eventId) ?? []), { id: r.id, name: r.name, sold: r.sold ?? 0 }]);
  return byEvent;
}

type TableRow = Awaited<ReturnType<ReturnType<ReturnType<typeof tableQuery>['rows']>['execute']>>[number];

async function toRows(db: Db, rows: TableRow[]): Promise<BusinessEventRow[]> {
  const tickets = await ticketsOf(
    db,
    rows.map((r) => r.event.id),
  );
  return rows.map(({ event: e, owner, access, sold, revenue }) => {
    const sales = canSeeSales(access);
    const list = tickets.get(e.id) ?? [];
    return {
      id: e.id,
      course: e.id,
      name: e.name,
      startsAt: e.startsAt?.toISOString() ?? null,
      endsAt: e.endsAt?.toISOString() ?? null,
      timezone: e.timezone,
      published: e.published,
      private: e.private,
      category: e.category as BusinessEventRow['category'],
      currency: e.currency,
      revenue: sales ? (revenue ?? 0) : null,
      ticketsSold: sales ? (sold ?? 0) : null,
      ticketTypesCount: list.length,
      tickets: list.map((t) => ({ id: t.id, name: t.name, ticketsSold: sales ? t.sold : null })),
      userAccessSetting: access,
      owner: profileSummary(owner),
      archived: e.archivedAt !== null,
      unpublished: e.unpublishedAt !== null,
    };
  });
}

/** GET /api/v1/profile_management/events. */
export async function businessEvents(db: Db, q: BusinessEventsQuery, now = new Date()) {
  const { rows, total } = tableQuery(db, q, now);
  const [page, [counted]] = await Promise.all([
    rows()
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    total(),
  ]);
  return { data: await toRows(db, page), page: q.page, perPage: q.perPage, totalCount: counted?.n ?? 0 };
}

const amount = (minor: number, currency: string) => {
  const digits = currencyInfo(currency).minorUnits;
  return (minor / 10 ** digits).toFixed(digits);
};

export const BUSINESS_EVENTS_CSV_HEADER = [
  'Date',
  'Time zone',
  'Name',
  'Status',
  'Category',
  'Revenue',
  'Currency',
  'Tickets Sold',
  'Ticket Types',
  'Access',
] as const;

/** GET /api/v1/profile_management/events.csv: every row of the same filters, dates in each event's zone. */
export async function businessEventsCsv(db: Db, q: BusinessEventsQuery, now = new Date()): Promise<string> {
  const { rows } = tableQuery(db, q, now);
  const data = await toRows(db, await rows().limit(EXPORT_MAX_ROWS));
  const na = 'N/A';
  return toCsv(
    BUSINESS_EVENTS_CSV_HEADER,
    data.map((r) => [
      r.startsAt ? formatInZone(new Date(r.startsAt), r.timezone, 'MM-dd-yyyy HH:mm zzz') : '',
      r.timezone,
      r.name,
      r.published ? 'Published' : r.unpublished ? 'Unpublished' : 'Draft',
      categoryName(r.category) ?? '',
      r.revenue === null ? na : amount(r.revenue, r.currency),
      r.currency.toUpperCase(),
      r.ticketsSold ?? na,
      r.ticketTypesCount,
      ACCESS_SETTING_LABELS[r.userAccessSetting],
    ]),
  );
}
