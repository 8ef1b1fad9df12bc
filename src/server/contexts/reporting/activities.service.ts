import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, unionAll, type AnyPgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import { ACTIVITY_MESSAGES, REVENUE_TEXTS, type ActivitiesQuery, type ActivitiesReply, type ActivityRow } from '../../../contracts/reporting.ts';
import {
  ACTIVITY_EVENT_TYPES,
  activityParts,
  eventPath,
  patronPath,
  personName,
  type ActivityEventType,
  type ActivityFact,
  type ActivityPart,
  type Named,
} from '../../../domain/activity.ts';
import { formatMoney } from '../../../domain/money.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { events, membershipSubscriptions, membershipTiers, orderItems, orders, outboxEvents, users } from '../../platform/db/schema/index.ts';
import { escapeHtml } from '../../platform/html.ts';
import type { ProfileRow } from '../accounts/index.ts';
import { containing } from '../private-lists/index.ts';
import { patronKeyOf, patronsAmong, type PatronKey } from './patrons.service.ts';
import { adminActivityCount, adminActivityFilter, adminActivityKeys, adminActivityRows } from './admin-activities.ts';

/**
 * The Activity tab and a patron's or an event's activity (accounts-and-reporting 2.3 Activity, 3 Activity), read
 * from the owner's outbox: purchases, check-ins, transfers, cancellations, refunds and subscriptions. The outbox
 * payloads carry ids: one query joins the orders, tickets, events, tiers and accounts they name, then each row
 * becomes a sentence whose names are escaped and linked (patron page, event page).
 */

const payload = (field: string) => sql`${outboxEvents.payload}->>${sql.raw(`'${field}'`)}`;
const payloadId = (field: string) => sql`(${payload(field)})::uuid`;
const isSubscription = sql`${outboxEvents.type} like 'membership.%'`;

/** The patron an activity is about: the order's buyer (ticket events too: the ticket is in their order), or the member. */
const actorId = sql<string | null>`case when ${isSubscription} then ${payloadId('userId')} else ${orders.userId} end`;
const actorEmail = sql<string | null>`lower(case when ${isSubscription} then ${payload('email')} else ${orders.buyerEmail} end)`;

const account = alias(users, 'actor_account');

function activitiesSelect(db: Queryable) {
  return db
    .select({
      id: outboxEvents.id,
      type: outboxEvents.type,
      createdAt: outboxEvents.createdAt,
      eventId: outboxEvents.eventId,
      payload: outboxEvents.payload,
      actorId,
      actorEmail,
      accountFirstName: account.firstName,
      accountLastName: account.lastName,
      buyerFirstName: orders.buyerFirstName,
      buyerLastName: orders.buyerLastName,
      memberName: membershipSubscriptions.name,
      attendeeFirstName: orderItems.firstName,
      attendeeLastName: orderItems.lastName,
      eventName: events.name,
      tierName: membershipTiers.name,
    })
    .from(outboxEvents)
    .leftJoin(orders, eq(orders.id, payloadId('orderId')))
    .leftJoin(orderItems, eq(orderItems.id, payloadId('orderItemId')))
    .leftJoin(events, eq(events.id, outboxEvents.eventId))
    .leftJoin(membershipSubscriptions, eq(membershipSubscriptions.id, payloadId('subscriptionId')))
    .leftJoin(membershipTiers, eq(membershipTiers.id, payloadId('tierId')))
    .leftJoin(account, eq(account.profileId, actorId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof activitiesSelect>['execute']>>[number];

/** Search: the patron's names or e-mail, or the event's name, case-insensitive. */
function searchOf(query: string | undefined): SQL | undefined {
  const term = query?.trim();
  if (!term) return undefined;
  const like = containing(term);
  const names = (first: AnyPgColumn, last: AnyPgColumn) => [
    ilike(first, like),
    ilike(last, like),
    ilike(sql`concat_ws(' ', ${first}, ${last})`, like),
  ];
  return or(
    ...names(account.firstName, account.lastName),
    ...names(orders.buyerFirstName, orders.buyerLastName),
    ilike(membershipSubscriptions.name, like),
    ilike(actorEmail, like),
    ilike(events.name, like),
  );
}

function filtersOf(profile: ProfileRow, query: Omit<ActivitiesQuery, 'ownerId'>): SQL {
  const guest = query.email?.trim().toLowerCase();
  return and(
    eq(outboxEvents.ownerId, profile.id),
    inArray(outboxEvents.type, [...ACTIVITY_EVENT_TYPES]),
    query.actorId ? eq(actorId, query.actorId) : undefined,
    guest ? and(sql`${actorId} is null`, eq(actorEmail, guest)) : undefined,
    query.targetId ? eq(outboxEvents.eventId, query.targetId) : undefined,
    searchOf(query.query),
  )!;
}

/** The joins the feed's filters read (search by the patron's and the event's names). */
function withFilterJoins<T extends PgSelect>(qb: T) {
  return qb
    .leftJoin(orders, eq(orders.id, payloadId('orderId')))
    .leftJoin(events, eq(events.id, outboxEvents.eventId))
    .leftJoin(membershipSubscriptions, eq(membershipSubscriptions.id, payloadId('subscriptionId')))
    .leftJoin(account, eq(account.profileId, actorId));
}

/**
 * The owner's activity, newest first, `perPage` a page (50 on the tab, 1000 for the CSV export): the outbox's
 * sentences and, in the whole feed, what site admins changed in the area (admin-activities.ts), paged together.
 */
export async function listActivities(db: Queryable, profile: ProfileRow, query: Omit<ActivitiesQuery, 'ownerId'>): Promise<ActivitiesReply> {
  const where = filtersOf(profile, query);
  const adminWhere = adminActivityFilter(profile.id, query);
  // Outbox ids padded, so that rows of one instant sort by id as numbers (admin rows' keys are uuids).
  const outboxKeys = withFilterJoins(
    db
      .select({
        kind: sql<string>`'outbox'`.as('kind'),
        key: sql<string>`lpad(${outboxEvents.id}::text, 20, '0')`.as('key'),
        at: outboxEvents.createdAt,
      })
      .from(outboxEvents)
      .$dynamic(),
  ).where(where);
  const keysQuery = adminWhere ? unionAll(outboxKeys, adminActivityKeys(db, adminWhere)) : outboxKeys;
  const [keys, [total], [adminTotal]] = await Promise.all([
    keysQuery
      .orderBy(sql`3 desc, 2 desc`)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    withFilterJoins(db.select({ n: count() }).from(outboxEvents).$dynamic()).where(where),
    adminWhere ? adminActivityCount(db, adminWhere) : [{ n: 0 }],
  ]);
  const outboxIds = keys.filter((k) => k.kind === 'outbox').map((k) => Number(k.key));
  const [rows, adminRows] = await Promise.all([
    outboxIds.length ? activitiesSelect(db).where(inArray(outboxEvents.id, outboxIds)) : [],
    adminActivityRows(
      db,
      keys.filter((k) => k.kind === 'admin').map((k) => k.key),
    ),
  ]);
  const patronKeys = rows.map((row): PatronKey => ({ id: row.actorId, email: row.actorEmail }));
  // Only people with a reported order have a patron page (a member added by hand may have none).
  const patrons = await patronsAmong(db, profile.id, patronKeys);
  const outboxRows = new Map(
    rows.map((row, n) => [
      String(row.id),
      activityRowOf(row, patrons.has(patronKeyOf(patronKeys[n]!)) ? patronPath(profile.username, patronKeys[n]!) : null),
    ]),
  );
  return {
    data: keys.map((k) => (k.kind === 'admin' ? adminRows.get(k.key)! : outboxRows.get(String(Number(k.key)))!)),
    page: query.page,
    perPage: query.perPage,
    totalCount: (total?.n ?? 0) + (adminTotal?.n ?? 0),
  };
}

function activityRowOf(row: Selected, patronHref: string | null): ActivityRow {
  return {
    id: String(row.id),
    createdAt: row.createdAt.toISOString(),
    message: activityHtml(activityParts(factOf(row, patronHref), ACTIVITY_MESSAGES)),
    targetId: row.eventId,
    actorId: row.actorId,
  };
}

/** The sentence as HTML: every name escaped, links only to the app's own paths. */
function activityHtml(parts: ActivityPart[]): string {
  return parts.map((p) => (p.href ? `<a href="${escapeHtml(p.href)}">${escapeHtml(p.text)}</a>` : escapeHtml(p.text))).join('');
}

function factOf(row: Selected, patronHref: string | null): ActivityFact {
  const p = row.payload;
  const guest = REVENUE_TEXTS.guest;
  // An account's name; a guest's as typed on the order, or as the organizer entered the member.
  const name = row.accountFirstName
    ? personName(row.accountFirstName, row.accountLastName, row.actorEmail, guest)
    : personName(row.buyerFirstName ?? row.memberName, row.buyerLastName, row.actorEmail, guest);
  const patron: Named = { name, href: patronHref };
  const event: Named = { name: row.eventName ?? '', href: row.eventId ? eventPath(row.eventId) : null };
  const type = row.type as ActivityEventType;
  switch (type) {
    case 'order.completed':
      return { type, patron, event, tickets: Number(p.tickets) };
    case 'ticket.checked_in':
      return { type, patron, event, attendee: personName(row.attendeeFirstName, row.attendeeLastName, null, '') || null };
    case 'ticket.transferred':
      return { type, patron, event, recipient: String(p.toName) };
    case 'ticket.cancelled':
      return { type, patron, event };
    case 'ticket.refunded':
      return { type, patron, event, amount: formatMoney(Number(p.amount), String(p.currency)) };
    default:
      return { type, patron, tier: row.tierName ?? '' };
  }
}
