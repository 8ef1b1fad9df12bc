import { inArray, sql } from 'drizzle-orm';
import { PATRON_PAGE_SIZE, TICKET_DATE_FORMAT, type TicketGroup } from '../../../contracts/tickets.ts';
import { formatInZone } from '../../../domain/dates.ts';
import type { Db } from '../../platform/db/client.ts';
import { orderItems } from '../../platform/db/schema/index.ts';
import { verifiedEmail, type AuthUser } from '../../platform/http/auth.ts';
import { uploadUrl } from '../accounts/index.ts';
import { broadcastIdOf, broadcastUrlOf, fullName, holderName, isBuyer, isHolder, loadRecords, type TicketRecord } from './ticket-records.ts';

/**
 * The patron's tickets (accounts-and-reporting 2.5), grouped by event date: tickets bought in their orders (by
 * account or by the e-mail they bought with), tickets they hold (issued or transferred to them), and tickets
 * transferred to their e-mail that wait to be claimed (e-mail matches once the address is verified). Upcoming until the date ends, soonest first; past latest
 * first; 10 groups a page.
 */
function visibleItemsSql(user: AuthUser) {
  // Null (matches nothing) until the account's address is verified: signing up with an address grants nothing.
  const email = verifiedEmail(user);
  return sql`
    select i.id, coalesce(i.occurrence_id, o.occurrence_id) as occurrence_id
    from order_items i
    join orders o on o.id = i.order_id
    where o.status in ('completed', 'transferred')
      and (
        (i.transferred_from_id is null and (o.user_id = ${user.id} or lower(o.buyer_email) = ${email}))
        or i.holder_user_id = ${user.id}
        or (lower(i.email) = ${email} and (i.holder_user_id is null or (i.transferred_from_id is null and i.holder_user_id = o.user_id)))
      )`;
}

export async function patronTickets(db: Db, user: AuthUser, query: { type: 'future' | 'past'; page: number }) {
  const future = query.type === 'future';
  const when = future ? sql`oc.ends_at > now()` : sql`oc.ends_at <= now()`;
  const order = future ? sql`oc.starts_at asc, oc.id asc` : sql`oc.starts_at desc, oc.id desc`;
  const groups = await db.execute<{ occurrence_id: string; total: number }>(sql`
    with visible as (${visibleItemsSql(user)})
    select oc.id as occurrence_id, count(*) over () as total
    from event_occurrences oc
    where oc.id in (select occurrence_id from visible) and ${when}
    order by ${order}
    limit ${PATRON_PAGE_SIZE} offset ${(query.page - 1) * PATRON_PAGE_SIZE}`);
  let totalCount = Number(groups.rows[0]?.total ?? 0);
  if (!groups.rows.length && query.page > 1) {
    const [row] = (
      await db.execute<{ total: number }>(sql`
        with visible as (${visibleItemsSql(user)})
        select count(*)::int as total from event_occurrences oc where oc.id in (select occurrence_id from visible) and ${when}`)
    ).rows;
    totalCount = Number(row?.total ?? 0);
  }
  const occurrenceIds = groups.rows.map((g) => g.occurrence_id);
  const items = occurrenceIds.length
    ? await db.execute<{ id: string }>(sql`
        with visible as (${visibleItemsSql(user)})
        select id from visible where occurrence_id in (${sql.join(
          occurrenceIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`)
    : { rows: [] };
  const records = items.rows.length
    ? await loadRecords(
        db,
        inArray(
          orderItems.id,
          items.rows.map((i) => i.id),
        ),
      )
    : [];
  const byOccurrence = new Map<string, TicketRecord[]>();
  for (const r of records) byOccurrence.set(r.occurrence.id, [...(byOccurrence.get(r.occurrence.id) ?? []), r]);
  const data = occurrenceIds.map((id) => toGroup(user, byOccurrence.get(id) ?? [])).filter((g): g is TicketGroup => g !== null);
  return { data, page: query.page, perPage: PATRON_PAGE_SIZE, totalCount };
}

/** The buyer's own tickets open their order link; anyone else's only their ticket's link (never the order id). */
function registrationPath(user: AuthUser, r: TicketRecord): string | null {
  if (r.item.status === 'transfer_pending') return null;
  if (isBuyer(user, r)) return `/tickets/${r.order.id}`;
  if (isHolder(user, r)) return `/ticket/${r.item.id}`;
  return null;
}

function toGroup(user: AuthUser, records: TicketRecord[]): TicketGroup | null {
  const first = records[0];
  if (!first) return null;
  const { event, occurrence } = first;
  const registrations = records.map((r) => ({
    id: r.item.id,
    name: fullName(holderName(r)) || r.item.email || '',
    ticket: r.item.name,
    status: r.item.status,
    claimable: r.item.status === 'transfer_pending',
    path: registrationPath(user, r),
  }));
  return {
    id: occurrence.id,
    eventId: event.id,
    eventName: event.name,
    thumbnail: uploadUrl(event.posterUploadId),
    startsAt: occurrence.startsAt.toISOString(),
    endsAt: occurrence.endsAt.toISOString(),
    timezone: occurrence.timezone,
    startsAtText: formatInZone(occurrence.startsAt, occurrence.timezone, TICKET_DATE_FORMAT),
    location: { name: event.locationName, city: event.city },
    locationSetting: event.locationSetting,
    attendanceTypes: [...new Set(records.map((r) => r.ticketType.attendanceType))].sort(),
    broadcastId: records.map(broadcastIdOf).find((b) => b !== null) ?? null,
    broadcastUrl: records.map(broadcastUrlOf).find((b) => b !== null) ?? null,
    registrationCount: registrations.length,
    registrations,
    path: registrations.find((r) => r.path)?.path ?? null,
  };
}
