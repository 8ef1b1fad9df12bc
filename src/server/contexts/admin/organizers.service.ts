import { and, asc, inArray, or, sql } from 'drizzle-orm';
import type { OrganizerRow, OrganizersQuery, OrganizersReply } from '../../../contracts/admin.ts';
import type { Db } from '../../platform/db/client.ts';
import { events, membershipTiers, orders, profiles } from '../../platform/db/schema/index.ts';
import { reportedOrders } from '../reporting/index.ts';
import { startsWith } from './prefix-match.ts';

/**
 * /organize/organizers (accounts-and-reporting 2.8): every profile that owns an event or a membership tier, with
 * its events, its orders and GMV per currency (Reporting's reported orders), by name.
 */

const owners = sql`(select ${events.ownerId} from ${events} union select ${membershipTiers.ownerId} from ${membershipTiers})`;

/** The outer row's id, qualified: drizzle writes a one-table select's columns bare, which a subquery would rebind. */
const profileId = sql.raw('"profiles"."id"');
const eventCount = sql<number>`(select count(*)::int from ${events} where ${events.ownerId} = ${profileId})`.mapWith(Number);
const orderCount = sql<number>`(select count(*)::int from ${orders} where ${orders.ownerId} = ${profileId} and ${reportedOrders})`.mapWith(Number);
/** GMV per currency, the currency with the most first. */
const gmv = sql<{ currency: string; amount: number }[]>`(
  select coalesce(json_agg(json_build_object('currency', g.currency, 'amount', g.amount) order by g.amount desc, g.currency), '[]'::json)
    from (select ${orders.currency} as currency, sum(${orders.total})::bigint as amount from ${orders}
           where ${orders.ownerId} = ${profileId} and ${reportedOrders} group by ${orders.currency}) g)`;

export async function listOrganizers(db: Db, query: OrganizersQuery): Promise<OrganizersReply> {
  const search = query.search?.trim();
  const where = and(
    inArray(profiles.id, owners),
    search ? or(startsWith(sql`${profiles.name}`, search), startsWith(sql`${profiles.username}`, search)) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: profiles.id,
        type: profiles.type,
        name: profiles.name,
        username: profiles.username,
        events: eventCount,
        orders: orderCount,
        gmv,
        joinedAt: profiles.createdAt,
      })
      .from(profiles)
      .where(where)
      .orderBy(asc(sql`lower(${profiles.name})`), profiles.id)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(profiles)
      .where(where),
  ]);
  const data: OrganizerRow[] = rows.map((r) => ({
    ...r,
    gmv: r.gmv.map((g) => ({ currency: g.currency, amount: Number(g.amount) })),
    joinedAt: r.joinedAt.toISOString(),
  }));
  return { data, page: query.page, perPage: query.perPage, totalCount: count?.n ?? 0 };
}
