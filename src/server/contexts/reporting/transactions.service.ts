import { and, asc, count, desc, eq, ilike, isNotNull, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_ITEM_TEXTS,
  ORDERS_TEXTS,
  REPORTING_DATE_FORMATS,
  type OrderRow,
  type OrdersQuery,
  type OrdersReply,
  type TransactionView,
} from '../../../contracts/reporting.ts';
import { formatInZone } from '../../../domain/dates.ts';
import { personName } from '../../../domain/activity.ts';
import { netOf, reportStatus } from '../../../domain/reporting.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { eventOccurrences, events, membershipTiers, orderItems, orders, users, videos } from '../../platform/db/schema/index.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { ProfileRow } from '../accounts/index.ts';
import { containing } from '../private-lists/index.ts';

/**
 * The Orders tab and the order page (accounts-and-reporting 2.3 Orders, 3 Order row and Transaction): an owner's
 * orders of every product, searched, sorted and paged, and one order with its tickets. The CSV export pages through
 * listOrders too, 1000 rows at a time (a perPage beyond the HTTP maximum).
 */

/**
 * Orders that reached a payment or an end (docs/decisions/reporting.md): abandoned carts are not listed (pending,
 * cancelled or timed-out orders that never had a provider payment).
 */
function listedOrdersOf(ownerId: string): SQL {
  return and(eq(orders.ownerId, ownerId), or(notInArray(orders.status, ['pending', 'canceled', 'timed_out']), isNotNull(orders.paymentId)))!;
}

/** The buyer as typed at checkout, else the account's (a renewal order carries no buyer names). */
const firstName = sql<string | null>`coalesce(nullif(${orders.buyerFirstName}, ''), ${users.firstName})`;
const lastName = sql<string | null>`coalesce(nullif(${orders.buyerLastName}, ''), ${users.lastName})`;
const email = sql<string | null>`coalesce(${orders.buyerEmail}, ${users.email})`;
const productName = sql<string>`coalesce(${events.name}, ${membershipTiers.name}, ${videos.title}, '')`;
const orderDate = sql<Date>`coalesce(${orders.completedAt}, ${orders.createdAt})`;
/** reportStatus (domain/reporting.ts) in SQL, for sorting only: the reply's status comes from reportStatus itself. */
const statusKey = sql`case
  when ${orders.status} in ('completed', 'transferred') then
    case when ${orders.refundedAmount} > 0 and ${orders.refundedAmount} >= ${orders.total} then 'refunded'
         when ${orders.refundedAmount} > 0 then 'partially_refunded' else 'completed' end
  when ${orders.status} = 'failed' then 'failed'
  when ${orders.status} in ('canceled', 'timed_out') then 'canceled'
  else 'pending' end`;

const SORT_KEYS: Record<OrdersQuery['sort'], SQL> = {
  date: sql`${orderDate}`,
  amount: sql`${orders.total}`,
  status: statusKey,
  productName: sql`lower(${productName})`,
  customer: sql`lower(coalesce(nullif(trim(concat_ws(' ', ${firstName}, ${lastName})), ''), ${email}, ''))`,
};

const orderColumns = {
  order: orders,
  firstName,
  lastName,
  email,
  productName,
  productDate: eventOccurrences.startsAt,
  /** Tickets bought: a transfer's new ticket sits in the same order and is not counted again. */
  ticketCount:
    sql<number>`(select count(*) from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.transferredFromId} is null)`.mapWith(
      Number,
    ),
};

/** The orders with what their rows name: the buyer's account, the product and the event's date. */
function ordersSelect(db: Queryable) {
  return db
    .select(orderColumns)
    .from(orders)
    .leftJoin(users, eq(users.profileId, orders.userId))
    .leftJoin(events, eq(events.id, orders.eventId))
    .leftJoin(eventOccurrences, eq(eventOccurrences.id, orders.occurrenceId))
    .leftJoin(membershipTiers, eq(membershipTiers.id, orders.membershipTierId))
    .leftJoin(videos, eq(videos.id, orders.videoId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof ordersSelect>['execute']>>[number];

const PRODUCT_TYPES = { Event: 'Course', MembershipTier: 'MembershipTier', ArtistVideo: 'ArtistVideo' } as const;

function productIdOf(o: Selected['order']): string | null {
  return o.eventId ?? o.membershipTierId ?? o.videoId;
}

function orderRowOf(row: Selected): OrderRow {
  const o = row.order;
  return {
    id: o.id,
    date: (o.completedAt ?? o.createdAt).toISOString(),
    userId: o.userId,
    userFirstName: row.firstName,
    userLastName: row.lastName,
    userEmail: row.email,
    amount: o.total,
    currency: o.currency,
    status: reportStatus(o.status, o.total, o.refundedAmount),
    productType: PRODUCT_TYPES[o.productType],
    productName: row.productName,
    productId: productIdOf(o),
    productDate: row.productDate?.toISOString() ?? null,
    paymentMethod: o.paymentMethod,
    paymentDetails: {
      paymentMethod: o.paymentMethod,
      subtotal: o.subtotal,
      discounts: o.discountTotal,
      donation: o.donationAmount,
      total: o.total,
      ovationFee: o.feeTotal,
      stripeFee: o.providerFee,
      refundedAmount: o.refundedAmount,
      netAmount: netOf(o),
    },
    ticketCount: row.ticketCount,
  };
}

/** Search: the buyer's names and e-mail, the product's name, or the start of the order id; case-insensitive. */
function searchOf(query: string | undefined): SQL | undefined {
  const term = query?.trim();
  if (!term) return undefined;
  const like = containing(term);
  return or(
    ilike(firstName, like),
    ilike(lastName, like),
    ilike(sql`concat_ws(' ', ${firstName}, ${lastName})`, like),
    ilike(email, like),
    ilike(productName, like),
    // Order ids are hex and dashes: only such a term can start one.
    /^[\da-f-]+$/i.test(term) ? sql`${orders.id}::text like ${`${term.toLowerCase()}%`}` : undefined,
  );
}

/** A patron page's orders: the account's, or a guest's by e-mail (orders without an account). */
function patronFilter(query: Pick<OrdersQuery, 'userId' | 'email'>): SQL | undefined {
  const guest = query.email?.trim().toLowerCase();
  return and(
    query.userId ? eq(orders.userId, query.userId) : undefined,
    guest ? and(isNull(orders.userId), eq(sql`lower(${orders.buyerEmail})`, guest)) : undefined,
  );
}

/** The owner's orders, `perPage` a page (50 on the tab, 10 on a patron page, 1000 for the CSV export). */
export async function listOrders(db: Queryable, profile: ProfileRow, query: Omit<OrdersQuery, 'ownerId'>): Promise<OrdersReply> {
  const where = and(listedOrdersOf(profile.id), searchOf(query.query), patronFilter(query));
  const order = query.direction === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    ordersSelect(db)
      .where(where)
      .orderBy(order(SORT_KEYS[query.sort]), order(orders.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    // The joins the search reads.
    db
      .select({ n: count() })
      .from(orders)
      .leftJoin(users, eq(users.profileId, orders.userId))
      .leftJoin(events, eq(events.id, orders.eventId))
      .leftJoin(membershipTiers, eq(membershipTiers.id, orders.membershipTierId))
      .leftJoin(videos, eq(videos.id, orders.videoId))
      .where(where),
  ]);
  return { data: rows.map(orderRowOf), page: query.page, perPage: query.perPage, totalCount: total?.n ?? 0 };
}

const PRODUCT_LINKS = { Event: 'event', MembershipTier: 'tier', ArtistVideo: 'video' } as const;

/** One order of the owner with its tickets; another owner's order, or an abandoned cart, is not found. */
export async function orderDetail(db: Queryable, profile: ProfileRow, id: string): Promise<TransactionView> {
  const [row] = await ordersSelect(db)
    .where(and(listedOrdersOf(profile.id), eq(orders.id, id)))
    .limit(1);
  if (!row) throw notFound(ORDERS_TEXTS.notFound);
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  const { paymentDetails, ticketCount: _count, ...base } = orderRowOf(row);
  const productId = productIdOf(row.order);
  return {
    ...base,
    productLink: productId ? { kind: PRODUCT_LINKS[row.order.productType], id: productId } : null,
    orderItems: items.map((item) => ({
      id: item.id,
      name: item.name,
      patron: personName(item.firstName, item.lastName, null, '') || null,
      basePrice: item.basePrice,
      baseFee: item.baseFee,
      feeAbsorbed: item.feeAbsorbed,
      discountAmount: item.discountAmount,
      discountName: item.discountName,
      status: item.status,
      transferActivity:
        item.status === 'transferred' && item.transferredToName && item.transferredAt
          ? ORDER_ITEM_TEXTS.transferredTo(
              item.transferredToName,
              formatInZone(item.transferredAt, profile.timezone, REPORTING_DATE_FORMATS.orderDetail),
            )
          : null,
      seat: item.seat,
      registrationId: item.id,
    })),
    paymentDetails,
  };
}
