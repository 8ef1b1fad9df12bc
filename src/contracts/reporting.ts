import { z } from 'zod';
import { paged, text } from './common.ts';
import {
  ORDER_SORTS,
  PATRON_SORTS,
  REPORT_ORDER_STATUSES,
  REPORT_PRODUCT_TYPES,
  REPORTING_LIMITS,
  REVENUE_DIMENSIONS,
  REVENUE_ORDERS,
} from './reporting.messages.ts';
export * from './reporting.messages.ts';

/**
 * Reporting (accounts-and-reporting 2.3, 3, 7 Management GETs): an owner's revenue by dimension, orders, patrons and
 * activity, and their CSV exports. Money is integer minor units of `currency`; figures are in the account's
 * currency, and orders paid in another currency are reported apart (`otherCurrencies`), never summed in.
 */

const ownerId = z.uuid();
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const perPage = (size: number) => z.coerce.number().int().min(1).max(REPORTING_LIMITS.maxPerPage).default(size);
const direction = z.enum(['asc', 'desc']);
const search = text(200).optional();
const money = z.number().int();

export const reportOwnerQuery = z.object({ ownerId });

/* ---------------- revenue ---------------- */

export const revenueQuery = z.object({
  ownerId,
  dimension: z.enum(REVENUE_DIMENSIONS).default('month'),
  /** Defaults: descending for month, date and year, ascending otherwise. */
  order: z.enum(REVENUE_ORDERS).optional(),
});
export type RevenueQuery = z.infer<typeof revenueQuery>;

/** The money columns of a row or a total (accounts-and-reporting 3 Revenue item). Fees are positive amounts. */
export const revenueFigures = z.object({
  netSales: money,
  grossSales: money,
  onlineSales: money,
  terminalSales: money,
  cashSales: money,
  refunds: money,
  stripeFees: money,
  ovationFees: money,
});
export type RevenueFigures = z.infer<typeof revenueFigures>;

export const revenueItem = revenueFigures.extend({
  /** What the row is: a month ('Nov 2026'), a date, a year, an event, a category or a patron name. */
  dimension: z.string(),
  /** The event, the patron (profile id) or the category key the row links to; null for time rows and guests. */
  dimensionId: z.string().nullable(),
  /** The row's sort key ('2026-11', '2026-11-23', '2026', or the name). */
  key: z.string(),
  orderCount: z.number().int(),
});
export type RevenueItem = z.infer<typeof revenueItem>;

export const revenueReply = z.object({
  dimension: z.enum(REVENUE_DIMENSIONS),
  order: z.enum(REVENUE_ORDERS),
  currency: z.string(),
  /** The IANA zone dates are grouped in (the account's timezone). */
  timezone: z.string(),
  items: z.array(revenueItem),
  total: revenueFigures,
  /** Totals of the orders paid in other currencies, one per currency. */
  otherCurrencies: z.array(revenueFigures.extend({ currency: z.string(), orderCount: z.number().int() })),
});
export type RevenueReply = z.infer<typeof revenueReply>;

/* ---------------- orders ---------------- */

export const ordersQuery = z.object({
  ownerId,
  query: search,
  page,
  perPage: perPage(REPORTING_LIMITS.ordersPageSize),
  sort: z.enum(ORDER_SORTS).default('date'),
  direction: direction.default('desc'),
  /** A patron page's orders: by account, or by e-mail for a guest. */
  userId: z.uuid().optional(),
  email: text(320).optional(),
});
export type OrdersQuery = z.infer<typeof ordersQuery>;

export const paymentDetails = z.object({
  paymentMethod: z.string().nullable(),
  subtotal: money,
  discounts: money,
  donation: money,
  total: money,
  ovationFee: money,
  stripeFee: money,
  refundedAmount: money,
  /** total − refunds − fees. */
  netAmount: money,
});

/** A row of the orders table (accounts-and-reporting 3 Order row). */
export const orderRow = z.object({
  id: z.uuid(),
  date: z.string(),
  userId: z.uuid().nullable(),
  userFirstName: z.string().nullable(),
  userLastName: z.string().nullable(),
  userEmail: z.string().nullable(),
  amount: money,
  currency: z.string(),
  status: z.enum(REPORT_ORDER_STATUSES),
  productType: z.enum(REPORT_PRODUCT_TYPES),
  productName: z.string(),
  productId: z.string().nullable(),
  productDate: z.string().nullable(),
  /** card, express, terminal, cash, free; null when unknown ('N/A'). */
  paymentMethod: z.string().nullable(),
  paymentDetails: paymentDetails,
  ticketCount: z.number().int(),
});
export type OrderRow = z.infer<typeof orderRow>;
export const ordersReply = paged(orderRow);
export type OrdersReply = z.infer<typeof ordersReply>;

export const orderItemRow = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The attendee's name on the ticket. */
  patron: z.string().nullable(),
  basePrice: money,
  baseFee: money,
  /** The organizer absorbed the Ovation fee: it was inside the price the buyer paid, not added to it. */
  feeAbsorbed: z.boolean(),
  discountAmount: money,
  discountName: z.string().nullable(),
  status: z.string(),
  /** 'Transferred to {name}' and when, for a transferred ticket. */
  transferActivity: z.string().nullable(),
  seat: z.string().nullable(),
  registrationId: z.uuid(),
});

/** The order page (accounts-and-reporting 3 Transaction). */
export const transactionView = orderRow.omit({ paymentDetails: true, ticketCount: true }).extend({
  /** The event's id, or the tier's (for its edit page), or the video's. */
  productLink: z.object({ kind: z.enum(['event', 'tier', 'video']), id: z.uuid() }).nullable(),
  orderItems: z.array(orderItemRow),
  paymentDetails,
});
export type TransactionView = z.infer<typeof transactionView>;

/* ---------------- patrons ---------------- */

export const patronsQuery = z.object({
  ownerId,
  query: search,
  page,
  perPage: perPage(REPORTING_LIMITS.patronsPageSize),
  sortBy: z.enum(PATRON_SORTS).default('totalAmount'),
  sortOrder: direction.default('desc'),
});
export type PatronsQuery = z.infer<typeof patronsQuery>;

/** A patron (accounts-and-reporting 3): someone who ordered from the owner, by account or, for guests, by e-mail. */
export const patronRow = z.object({
  id: z.uuid().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  currency: z.string(),
  /** What they paid, net of refunds, in the account currency. */
  totalAmount: money,
  orderCount: z.number().int(),
  /** Their first completed order. */
  memberSince: z.string().nullable(),
});
export type PatronRow = z.infer<typeof patronRow>;
export const patronsReply = paged(patronRow);
export type PatronsReply = z.infer<typeof patronsReply>;

/** `id` is a profile id, or 'null' with `email` for a guest (accounts-and-reporting 7: patrons/{id or null with email}). */
export const patronParams = z.object({ id: z.union([z.uuid(), z.literal('null')]) });
export const patronQuery = z.object({ ownerId, email: text(320).optional() });

export const patronView = patronRow.extend({
  /** Spent: the same as totalAmount. Events attended: distinct events with a checked-in ticket. */
  spent: money,
  eventsAttended: z.number().int(),
});
export type PatronView = z.infer<typeof patronView>;

/* ---------------- activity ---------------- */

export const activitiesQuery = z.object({
  ownerId,
  query: search,
  page,
  perPage: perPage(REPORTING_LIMITS.activitiesPageSize),
  /** Only the activity of one patron (their profile id), or of one patron by e-mail. */
  actorId: z.uuid().optional(),
  email: text(320).optional(),
  /** Only the activity of one event. */
  targetId: z.uuid().optional(),
  targetType: z.enum(['Course']).optional(),
});
export type ActivitiesQuery = z.infer<typeof activitiesQuery>;

export const activityRow = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** HTML: text with links to the patron and the event only (escaped, sanitized again by the page). */
  message: z.string(),
  /** The event. */
  targetId: z.uuid().nullable(),
  /** The patron. */
  actorId: z.uuid().nullable(),
});
export type ActivityRow = z.infer<typeof activityRow>;
export const activitiesReply = paged(activityRow);
export type ActivitiesReply = z.infer<typeof activitiesReply>;

/* ---------------- exports ---------------- */

export const REPORT_EXPORT_KIND_VALUES = ['revenue', 'orders', 'patrons', 'activity'] as const;

export const createExportBody = z.object({
  ownerId,
  kind: z.enum(REPORT_EXPORT_KIND_VALUES),
  /** The list's filters: revenue's dimension and order; orders', patrons' and activity's search. */
  dimension: z.enum(REVENUE_DIMENSIONS).optional(),
  order: z.enum(REVENUE_ORDERS).optional(),
  query: search,
});
export type CreateExportBody = z.infer<typeof createExportBody>;

export const exportView = z.object({
  id: z.uuid(),
  kind: z.enum(REPORT_EXPORT_KIND_VALUES),
  status: z.enum(['pending', 'running', 'done', 'failed', 'canceled']),
  rowsDone: z.number().int(),
  rowsTotal: z.number().int().nullable(),
  fileName: z.string(),
  byteSize: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type ExportView = z.infer<typeof exportView>;

/* ---------------- event stats ---------------- */

export const eventStatsParams = z.object({ eventId: z.uuid() });

export const eventStatsReply = z.object({
  currency: z.string(),
  timezone: z.string(),
  /** False for door-with-stats access: counts only, money fields are null. */
  salesVisible: z.boolean(),
  totals: z.object({ tickets: z.number().int(), orders: z.number().int(), grossSales: money.nullable(), netSales: money.nullable() }),
  /** One entry per day with sales, in the event's timezone. */
  byDay: z.array(z.object({ date: z.string(), tickets: z.number().int(), grossSales: money.nullable() })),
  byTicketType: z.array(
    z.object({ ticketTypeId: z.uuid(), name: z.string(), sold: z.number().int(), grossSales: money.nullable(), refunds: money.nullable() }),
  ),
});
export type EventStatsReply = z.infer<typeof eventStatsReply>;
