import { and, asc, count, countDistinct, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { PATRONS_TEXTS, type PatronRow, type PatronsQuery, type PatronsReply, type PatronView } from '../../../contracts/reporting.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { orderItems, orders, users } from '../../platform/db/schema/index.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { ProfileRow } from '../accounts/index.ts';
import { containing } from '../private-lists/index.ts';
import { reportedOrdersOf } from './sales-ledger.ts';

/**
 * The Patrons tab and the patron page (accounts-and-reporting 2.3 Patrons, 3 Patron): everyone whose orders count in
 * the owner's reports, by account, or by e-mail for orders without one (guests). What they spent is in the account
 * currency, net of refunds; their order count counts every currency (docs/decisions/reporting.md).
 */

/** Who a patron is: an account, or (no account) a lower-cased e-mail. */
export interface PatronKey {
  id: string | null;
  email: string | null;
}

const guestEmail = sql<string | null>`case when ${orders.userId} is null then lower(${orders.buyerEmail}) end`;
/** The latest reported order's value of a buyer field (a guest's name as they last typed it). */
const latest = (column: SQL) => sql<string | null>`(array_agg(${column} order by ${orders.completedAt} desc, ${orders.id} desc))[1]`;

/** The owner's patrons, one row each, with what they spent; `where` narrows the orders (one patron's). */
function patronGroups(db: Queryable, profile: ProfileRow, where?: SQL) {
  return db
    .select({
      id: sql<string | null>`${orders.userId}`.as('patron_id'),
      guestEmail: guestEmail.as('guest_email'),
      totalAmount:
        sql<string>`coalesce(sum(case when lower(${orders.currency}) = ${profile.currency} then ${orders.total} - ${orders.refundedAmount} else 0 end), 0)::bigint`.as(
          'total_amount',
        ),
      orderCount: sql<number>`count(*)::int`.as('order_count'),
      memberSince: sql<string>`min(${orders.completedAt})`.as('member_since'),
      buyerFirstName: latest(sql`nullif(${orders.buyerFirstName}, '')`).as('buyer_first_name'),
      buyerLastName: latest(sql`nullif(${orders.buyerLastName}, '')`).as('buyer_last_name'),
    })
    .from(orders)
    .where(and(reportedOrdersOf(profile.id), or(isNotNull(orders.userId), isNotNull(orders.buyerEmail)), where))
    .groupBy(orders.userId, guestEmail)
    .as('patrons');
}

type Groups = ReturnType<typeof patronGroups>;

/** An account's names and e-mail; a guest's from their latest order. */
function patronFields(p: Groups) {
  return {
    firstName: sql<string | null>`coalesce(${users.firstName}, ${p.buyerFirstName})`,
    lastName: sql<string | null>`coalesce(${users.lastName}, ${p.buyerLastName})`,
    email: sql<string | null>`coalesce(${users.email}, ${p.guestEmail})`,
  };
}

function patronsOf(db: Queryable, p: Groups) {
  const f = patronFields(p);
  return db
    .select({ id: p.id, totalAmount: p.totalAmount, orderCount: p.orderCount, memberSince: p.memberSince, ...f })
    .from(p)
    .leftJoin(users, eq(users.profileId, p.id));
}

type Selected = Awaited<ReturnType<ReturnType<typeof patronsOf>['execute']>>[number];

function patronRowOf(row: Selected, currency: string): PatronRow {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    currency,
    totalAmount: Number(row.totalAmount),
    orderCount: Number(row.orderCount),
    memberSince: row.memberSince ? new Date(row.memberSince).toISOString() : null,
  };
}

function sortKeys(p: Groups, sortBy: PatronsQuery['sortBy']): SQL[] {
  const f = patronFields(p);
  switch (sortBy) {
    case 'firstName':
      return [sql`lower(coalesce(${f.firstName}, ''))`, sql`lower(coalesce(${f.lastName}, ''))`];
    case 'email':
      return [sql`lower(coalesce(${f.email}, ''))`];
    case 'totalAmount':
      return [sql`${p.totalAmount}`];
    case 'orderCount':
      return [sql`${p.orderCount}`];
  }
}

/** Search: first name, last name, both, or the e-mail, case-insensitive. */
function searchOf(p: Groups, query: string | undefined): SQL | undefined {
  const term = query?.trim();
  if (!term) return undefined;
  const like = containing(term);
  const f = patronFields(p);
  return or(ilike(f.firstName, like), ilike(f.lastName, like), ilike(sql`concat_ws(' ', ${f.firstName}, ${f.lastName})`, like), ilike(f.email, like));
}

/** The owner's patrons, `perPage` a page (10 on the tab, 1000 for the CSV export). */
export async function listPatrons(db: Queryable, profile: ProfileRow, query: Omit<PatronsQuery, 'ownerId'>): Promise<PatronsReply> {
  const p = patronGroups(db, profile);
  const where = searchOf(p, query.query);
  const order = query.sortOrder === 'asc' ? asc : desc;
  // The patron's key last, so rows never trade places between pages.
  const tieBreak = sql`coalesce(${p.id}::text, ${p.guestEmail})`;
  const [rows, [total]] = await Promise.all([
    patronsOf(db, p)
      .where(where)
      .orderBy(...[...sortKeys(p, query.sortBy), tieBreak].map(order))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(p).leftJoin(users, eq(users.profileId, p.id)).where(where),
  ]);
  return { data: rows.map((row) => patronRowOf(row, profile.currency)), page: query.page, perPage: query.perPage, totalCount: total?.n ?? 0 };
}

/** The orders of one patron: the account's, or (no account) those with the e-mail. */
function ordersOfPatron(key: PatronKey): SQL {
  return key.id ? eq(orders.userId, key.id) : and(isNull(orders.userId), eq(sql`lower(${orders.buyerEmail})`, key.email ?? ''))!;
}

/**
 * One patron, by account id or (id 'null') by e-mail. Someone who never had a reported order from this owner is not
 * found, whether or not they have an account.
 */
export async function patronDetail(db: Queryable, profile: ProfileRow, id: string | null, email?: string): Promise<PatronView> {
  const key: PatronKey = { id, email: id ? null : (email?.trim().toLowerCase() ?? null) };
  if (!key.id && !key.email) throw notFound(PATRONS_TEXTS.notFound);
  const [row] = await patronsOf(db, patronGroups(db, profile, ordersOfPatron(key))).limit(1);
  if (!row) throw notFound(PATRONS_TEXTS.notFound);
  const patron = patronRowOf(row, profile.currency);
  return { ...patron, spent: patron.totalAmount, eventsAttended: await eventsAttended(db, profile.id, key) };
}

/** Distinct events with a checked-in ticket the patron bought (their orders) or holds (their account or e-mail). */
async function eventsAttended(db: Queryable, ownerId: string, key: PatronKey): Promise<number> {
  const holds = key.id
    ? eq(orderItems.holderUserId, key.id)
    : and(isNull(orderItems.holderUserId), eq(sql`lower(${orderItems.email})`, key.email ?? ''));
  const [row] = await db
    .select({ n: countDistinct(orders.eventId) })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(reportedOrdersOf(ownerId), isNotNull(orderItems.checkedInAt), or(ordersOfPatron(key), holds)));
  return row?.n ?? 0;
}

/** Which of these people are patrons of the owner (have a reported order): keys as patronKeyOf makes them. */
export async function patronsAmong(db: Queryable, ownerId: string, keys: PatronKey[]): Promise<Set<string>> {
  const ids = [...new Set(keys.flatMap((k) => (k.id ? [k.id] : [])))];
  const emails = [...new Set(keys.flatMap((k) => (!k.id && k.email ? [k.email] : [])))];
  if (!ids.length && !emails.length) return new Set();
  const rows = await db
    .selectDistinct({ id: orders.userId, email: guestEmail })
    .from(orders)
    .where(
      and(
        reportedOrdersOf(ownerId),
        or(
          ids.length ? inArray(orders.userId, ids) : undefined,
          emails.length ? and(isNull(orders.userId), inArray(sql`lower(${orders.buyerEmail})`, emails)) : undefined,
        ),
      ),
    );
  return new Set(rows.map(patronKeyOf));
}

/** A patron's key as one string. */
export const patronKeyOf = (key: PatronKey) => (key.id ? key.id : `email:${key.email}`);
