import { eq, sql } from 'drizzle-orm';
import { REVENUE_TEXTS, type RevenueQuery, type RevenueReply } from '../../../contracts/reporting.ts';
import { categoryName } from '../../../domain/events.ts';
import {
  addFigures,
  defaultRevenueOrder,
  isTimeDimension,
  NO_REVENUE,
  orderFigures,
  sortRevenueRows,
  timeLabel,
  type RevenueFigures,
} from '../../../domain/reporting.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { events, orders, profiles } from '../../platform/db/schema/index.ts';
import type { ProfileRow } from '../accounts/index.ts';
import { revenueByTime } from './revenue-by-time.ts';
import { methodSums, reportedOrdersOf, type MethodSums } from './sales-ledger.ts';

/**
 * Revenue by month, date, year, event, event category or patron (accounts-and-reporting 2.3, 3 Revenue): the owner's
 * reported orders summed per row and payment method (sales-ledger.ts), folded into the revenue columns. Orders in the
 * account's currency make the rows and the total; other currencies are summed apart, per currency.
 * docs/decisions/reporting.md 'Money model and revenue'.
 */

/**
 * One group of a scan: its currency, the row it belongs to (null: another currency's), what tells that row from others
 * (two guests may share a name) and one payment method's sums.
 */
type Group = MethodSums & { currency: string; row: { key: string; dimension: string; dimensionId: string | null } | null; identity: string };
type Sums = RevenueFigures & { orderCount: number };

const CATCH_ALL_CATEGORY = 'other';
const PRODUCT_ROWS = { MembershipTier: REVENUE_TEXTS.memberships, ArtistVideo: REVENUE_TEXTS.videoDonations } as const;

/** Patrons: the buyer's account, or a guest by e-mail (accounts-and-reporting 3 Patron). */
async function patronGroups(db: Queryable, ownerId: string): Promise<Group[]> {
  const guestEmail = sql<string | null>`case when ${orders.userId} is null then lower(${orders.buyerEmail}) end`;
  const buyerName = sql`nullif(trim(concat_ws(' ', ${orders.buyerFirstName}, ${orders.buyerLastName})), '')`;
  const rows = await db
    .select({
      currency: orders.currency,
      accountId: orders.userId,
      guestEmail,
      accountName: sql<string | null>`min(${profiles.name})`,
      // A guest's name as typed on their latest order that has one (as on the Patrons tab), the same in every group.
      guestName: sql<
        string | null
      >`first_value((array_agg(${buyerName} order by ${orders.completedAt} desc) filter (where ${buyerName} is not null))[1])
        over (partition by ${orders.userId}, ${guestEmail} order by max(${orders.completedAt}) filter (where ${buyerName} is not null) desc nulls last)`,
      ...methodSums,
    })
    .from(orders)
    .leftJoin(profiles, eq(profiles.id, orders.userId))
    .where(reportedOrdersOf(ownerId))
    .groupBy(orders.currency, orders.userId, guestEmail, orders.paymentMethod);
  return rows.map(({ currency, accountId, guestEmail: email, accountName, guestName, ...sums }) => {
    const name = accountName ?? guestName ?? email ?? REVENUE_TEXTS.guest;
    return { currency, row: { key: name, dimension: name, dimensionId: accountId }, identity: accountId ?? `guest:${email ?? ''}`, ...sums };
  });
}

/** Events or their categories; memberships and video donations are a row each, so the rows add up to the total. */
async function eventGroups(db: Queryable, ownerId: string, byCategory: boolean): Promise<Group[]> {
  const eventKey = byCategory ? sql<string | null>`coalesce(${events.category}, ${CATCH_ALL_CATEGORY})` : sql<string | null>`${events.id}`;
  const rows = await db
    .select({
      currency: orders.currency,
      productType: orders.productType,
      eventKey,
      eventName: sql<string | null>`min(${events.name})`,
      ...methodSums,
    })
    .from(orders)
    .leftJoin(events, eq(events.id, orders.eventId))
    .where(reportedOrdersOf(ownerId))
    .groupBy(orders.currency, orders.productType, sql`3`, orders.paymentMethod);
  return rows.map(({ currency, productType, eventKey: id, eventName, ...sums }) => {
    if (productType !== 'Event') {
      const name = PRODUCT_ROWS[productType];
      return { currency, row: { key: name, dimension: name, dimensionId: null }, identity: productType, ...sums };
    }
    const name = byCategory ? (categoryName(id) ?? categoryName(CATCH_ALL_CATEGORY)!) : (eventName ?? '');
    return { currency, row: { key: name, dimension: name, dimensionId: id }, identity: `event:${id}`, ...sums };
  });
}

async function groupsOf(db: Queryable, profile: ProfileRow, currency: string, dimension: RevenueQuery['dimension']): Promise<Group[]> {
  if (isTimeDimension(dimension)) {
    const groups = await revenueByTime(db, profile.id, currency, dimension, profile.timezone);
    return groups.map(({ key, ...sums }) => ({
      ...sums,
      row: key === null ? null : { key, dimension: timeLabel(dimension, key), dimensionId: null },
      identity: key ?? '',
    }));
  }
  if (dimension === 'attendee_id') return patronGroups(db, profile.id);
  return eventGroups(db, profile.id, dimension === 'course_category_id');
}

const NOTHING: Sums = { ...NO_REVENUE, orderCount: 0 };
const plus = (sums: Sums, more: Sums): Sums => ({ ...addFigures(sums, more), orderCount: sums.orderCount + more.orderCount });
/** A payment method's sums as revenue columns (orderFigures is linear: it folds sums as it does one order). */
const folded = (group: MethodSums): Sums => ({ ...orderFigures(group), orderCount: group.orderCount });

/** The revenue table of an owner (whose gate the route passed): rows sorted by their key, the total, other currencies. */
export async function revenueReport(db: Queryable, profile: ProfileRow, query: RevenueQuery): Promise<RevenueReply> {
  const order = query.order ?? defaultRevenueOrder(query.dimension);
  const currency = profile.currency.toLowerCase();
  const rows = new Map<string, NonNullable<Group['row']> & Sums>();
  const others = new Map<string, Sums>();
  for (const group of await groupsOf(db, profile, currency, query.dimension)) {
    const code = group.currency.toLowerCase();
    if (code === currency && group.row) {
      rows.set(group.identity, { ...group.row, ...plus(rows.get(group.identity) ?? NOTHING, folded(group)) });
    } else {
      others.set(code, plus(others.get(code) ?? NOTHING, folded(group)));
    }
  }
  // In identity order first, so rows that tie on their key (two guests of one name) always come in the same order.
  const items = sortRevenueRows(
    [...rows].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row),
    order,
  );
  const { orderCount: _, ...total } = items.reduce(plus, NOTHING);
  return {
    dimension: query.dimension,
    order,
    currency,
    timezone: profile.timezone,
    items,
    total,
    otherCurrencies: [...others].map(([code, sums]) => ({ currency: code, ...sums })).sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}
