import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { ADMIN_LIMITS, type AdminSearchReply } from '../../../contracts/admin.ts';
import type { Db } from '../../platform/db/client.ts';
import { events, orders, profiles, users } from '../../platform/db/schema/index.ts';
import { startsWith } from './prefix-match.ts';

/**
 * The console's search (issue 33): one text matched case-insensitively as the START of an e-mail, a name or a
 * username, or as a whole id or the provider's transaction/payment id. Prefixes, not substrings: each match reads a
 * `lower(x) text_pattern_ops` index (migration admin_search), so the search stays an index probe however big the
 * platform gets (docs/decisions/admin.md "The console" has the query plans).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One more row than shown tells whether the group has more. */
const LIMIT = ADMIN_LIMITS.groupSize + 1;

function grouped<T>(rows: T[]) {
  return { hits: rows.slice(0, ADMIN_LIMITS.groupSize), more: rows.length > ADMIN_LIMITS.groupSize };
}

/**
 * The owner's name or handle of an event or an order row ('' should the owner be gone). The outer column is written
 * qualified: drizzle writes a one-table select's columns bare, which the subquery would rebind to its own table.
 */
const ownerField = (field: 'name' | 'username', table: 'events' | 'orders') =>
  sql<string>`coalesce((select p.${sql.raw(field)} from profiles p where p.id = ${sql.raw(`"${table}"."owner_id"`)}), '')`;
const ownerName = ownerField('name', 'events');
const ownerUsername = ownerField('username', 'events');
const orderOwnerName = ownerField('name', 'orders');
const orderOwnerUsername = ownerField('username', 'orders');

function searchUsers(db: Db, q: string, id: string | null) {
  // The matching ids as one union of index probes: an OR across the join's two tables would read both whole.
  const matches = db
    .select({ id: users.profileId })
    .from(users)
    .where(or(id ? eq(users.profileId, id) : undefined, startsWith(sql`${users.email}`, q), startsWith(sql`${users.lastName}`, q)))
    .union(
      db
        .select({ id: profiles.id })
        .from(profiles)
        .where(or(startsWith(sql`${profiles.name}`, q), startsWith(sql`${profiles.username}`, q))),
    );
  return db
    .select({
      id: profiles.id,
      name: profiles.name,
      username: profiles.username,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      admin: users.admin,
      developerZoneAllowed: profiles.developerZoneAllowed,
      joinedAt: users.createdAt,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(inArray(users.profileId, matches))
    .orderBy(profiles.name, profiles.id)
    .limit(LIMIT);
}

function searchOrganizations(db: Db, q: string, id: string | null) {
  return db
    .select({
      id: profiles.id,
      name: profiles.name,
      username: profiles.username,
      developerZoneAllowed: profiles.developerZoneAllowed,
      joinedAt: profiles.createdAt,
    })
    .from(profiles)
    .where(
      and(
        eq(profiles.type, 'school'),
        or(id ? eq(profiles.id, id) : undefined, startsWith(sql`${profiles.name}`, q), startsWith(sql`${profiles.username}`, q)),
      ),
    )
    .orderBy(profiles.name, profiles.id)
    .limit(LIMIT);
}

function searchEvents(db: Db, q: string, id: string | null) {
  return db
    .select({
      id: events.id,
      name: events.name,
      startsAt: events.startsAt,
      published: events.published,
      ownerName,
      ownerUsername,
    })
    .from(events)
    .where(or(id ? eq(events.id, id) : undefined, startsWith(sql`${events.name}`, q)))
    .orderBy(desc(events.startsAt), events.id)
    .limit(LIMIT);
}

function searchOrders(db: Db, q: string, id: string | null) {
  return db
    .select({
      id: orders.id,
      buyerFirstName: orders.buyerFirstName,
      buyerLastName: orders.buyerLastName,
      buyerEmail: orders.buyerEmail,
      status: orders.status,
      total: orders.total,
      currency: orders.currency,
      createdAt: orders.createdAt,
      eventName: sql<string | null>`(select e.name from events e where e.id = "orders"."event_id")`,
      transactionId: orders.transactionId,
      ownerName: orderOwnerName,
      ownerUsername: orderOwnerUsername,
    })
    .from(orders)
    .where(
      or(
        id ? eq(orders.id, id) : undefined,
        eq(orders.transactionId, q),
        eq(orders.paymentId, q),
        startsWith(sql`${orders.buyerEmail}`, q),
        startsWith(sql`${orders.buyerFirstName} || ' ' || ${orders.buyerLastName}`, q),
        startsWith(sql`${orders.buyerLastName}`, q),
      ),
    )
    .orderBy(desc(orders.createdAt), orders.id)
    .limit(LIMIT);
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The four groups at once, each bounded (ADMIN_LIMITS.groupSize) and saying whether it had more. */
export async function adminSearch(db: Db, text: string): Promise<AdminSearchReply> {
  const q = text.trim();
  const id = UUID.test(q) ? q.toLowerCase() : null;
  const [u, o, e, r] = await Promise.all([searchUsers(db, q, id), searchOrganizations(db, q, id), searchEvents(db, q, id), searchOrders(db, q, id)]);
  return {
    users: grouped(
      u.map(({ emailVerifiedAt, joinedAt, ...row }) => ({ ...row, emailVerified: !!emailVerifiedAt, joinedAt: joinedAt.toISOString() })),
    ),
    organizations: grouped(o.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }))),
    events: grouped(e.map((row) => ({ ...row, startsAt: iso(row.startsAt) }))),
    orders: grouped(
      r.map(({ buyerFirstName, buyerLastName, createdAt, ...row }) => ({
        ...row,
        buyerName: [buyerFirstName, buyerLastName].filter(Boolean).join(' ') || null,
        createdAt: createdAt.toISOString(),
      })),
    ),
  };
}
