import type { ActivityWords } from '../domain/activity.ts';
import type { ReportOrderStatus } from '../domain/reporting.ts';
import type { RevenueDimension } from './reporting.values.ts';
import { unableTo } from './errors.messages.ts';

/**
 * Reporting texts and constants (accounts-and-reporting 2.3, 3, 4, 8, 9): the Revenue, Orders, Patrons and Activity
 * tabs, the order and patron pages, exports and Event Stats. Zod-free, so the web imports them as values.
 */

export {
  ORDER_SORTS,
  PATRON_SORTS,
  REPORTING_EMAIL_MAX,
  REPORTING_SEARCH_MAX,
  REVENUE_DIMENSIONS,
  REVENUE_ORDERS,
  type OrderSort,
  type PatronSort,
  type RevenueDimension,
  type RevenueOrder,
} from './reporting.values.ts';

/** The money columns of a revenue row, in the table's order (fees are shown with a minus sign). */
export const REVENUE_COLUMNS = [
  'netSales',
  'grossSales',
  'onlineSales',
  'terminalSales',
  'cashSales',
  'refunds',
  'stripeFees',
  'ovationFees',
] as const;
export type RevenueColumn = (typeof REVENUE_COLUMNS)[number];

export { REPORT_ORDER_STATUSES, type ReportOrderStatus } from '../domain/reporting.ts';

export const REPORT_PRODUCT_TYPES = ['Course', 'MembershipTier', 'ArtistVideo'] as const;

export const REPORTING_LIMITS = {
  ordersPageSize: 50,
  /** Orders and activity on a patron page. */
  patronOrdersPageSize: 10,
  patronsPageSize: 10,
  activitiesPageSize: 50,
  maxPerPage: 100,
  searchDebounceMs: 300,
  truncate: { revenueName: 30, patronName: 100, orderStatus: 12, orderProduct: 23, orderCustomer: 20 },
  /** An export still pending (not started by a worker) this long is cancelled (accounts-and-reporting 9). */
  exportTimeoutMs: 60_000,
  /** How often the page asks an export how far it got. */
  exportPollMs: 1000,
} as const;

/** Date formats (date-fns patterns): the order page's, the patron page's and the orders CSV's. */
export const REPORTING_DATE_FORMATS = {
  orderDetail: 'd MMM y • h:mm a',
  memberSince: 'MMM. d, y',
  csv: 'MM-dd-yyyy HH:mm zzz',
} as const;

export const REPORTING_TEXTS = {
  title: 'Reporting',
  tabs: { revenue: 'Revenue', orders: 'Orders', patrons: 'Patrons', activity: 'Activity' },
  emptyTitle: 'No data yet!',
  emptyText: 'Your revenue metrics will appear here once you start creating and managing events and memberships.',
  createEvent: 'Create An Event',
  exportCsv: 'Export CSV',
  search: 'Search',
  noResults: 'No results',
  notAvailable: 'N/A',
  comp: 'Comp (Free)',
  /** Reporting needs a team admin (docs/decisions/reporting.md): others see why instead of an error. */
  adminsOnly: 'Only the account’s owner and team admins can see its reports.',
} as const;

export const REVENUE_TEXTS = {
  dimension: 'Group by',
  dimensions: {
    month: 'Month',
    date: 'Date',
    year: 'Year',
    course_id: 'Event',
    course_category_id: 'Event category',
    attendee_id: 'Patron',
  } satisfies Record<RevenueDimension, string>,
  columns: {
    netSales: 'Net sales',
    grossSales: 'Gross sales',
    onlineSales: 'Online sales',
    terminalSales: 'Terminal sales',
    cashSales: 'Cash sales',
    refunds: 'Refunds',
    stripeFees: 'Payment-provider fees',
    ovationFees: 'Ovation fees',
  } satisfies Record<RevenueColumn, string>,
  netSalesTooltip: 'This includes all cash and credit card transactions minus fees and refunds.',
  total: 'Total',
  /** Rows that are not events in the event and category views (memberships and video donations). */
  memberships: 'Memberships',
  videoDonations: 'Video donations',
  guest: 'Guest',
  otherCurrencies: 'Sales in other currencies',
  otherCurrenciesText: 'These orders were paid in another currency than the account’s. They are not added to the figures above.',
} as const;

export const ORDER_STATUS_LABELS: Record<ReportOrderStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  refunded: 'Refunded',
  partially_refunded: 'Partially Refunded',
  canceled: 'Canceled',
  failed: 'Failed',
};

export const PAYMENT_METHOD_LABELS = {
  card: 'Card',
  express: 'Express checkout',
  terminal: 'Card reader',
  cash: 'Cash',
  free: 'Comp (Free)',
} as const;

export const ORDERS_TEXTS = {
  columns: { date: 'Date', customer: 'Customer', product: 'Product', amount: 'Amount', status: 'Status', paymentMethod: 'Payment' },
  notFound: "Sorry! That order wasn't found.",
  back: 'Back to orders',
  customer: 'Customer',
  product: 'Product',
  items: 'Order items',
  itemColumns: { name: 'Ticket', patron: 'Attendee', basePrice: 'Price', baseFee: 'Fee', discount: 'Discount', status: 'Status', seat: 'Seat' },
  /** Under an absorbed Ovation fee (docs/decisions/reporting.md, Absorbed fees): the buyer paid the price alone. */
  feeAbsorbed: 'Included in the price',
  payment: 'Payment details',
  paymentRows: {
    paymentMethod: 'Payment method',
    subtotal: 'Subtotal',
    discounts: 'Discounts',
    donation: 'Donation',
    total: 'Total',
    ovationFee: 'Ovation fee',
    stripeFee: 'Payment-provider fee',
    refundedAmount: 'Refunded',
    netAmount: 'Net amount',
  },
  productTypes: { Course: 'Event', MembershipTier: 'Membership', ArtistVideo: 'Video donation' },
} as const;

/** The orders CSV (accounts-and-reporting 9: 20 columns). */
export const ORDERS_CSV_COLUMNS = [
  'Order ID',
  'Date',
  'First Name',
  'Last Name',
  'Email',
  'Product Type',
  'Product',
  'Product Date',
  'Status',
  'Payment Method',
  'Currency',
  'Subtotal',
  'Discounts',
  'Donation',
  'Ovation Fee',
  'Payment-Provider Fee',
  'Total',
  'Refunded',
  'Net Amount',
  'Tickets',
] as const;

export const PATRONS_TEXTS = {
  columns: { name: 'Name', email: 'Email', totalAmount: 'Total spent', orderCount: 'Orders', memberSince: 'Member since' },
  notFound: 'Sorry! That patron wasn’t found.',
  spent: 'Spent',
  eventsAttended: 'Events attended',
  memberSince: 'Member since',
  orders: 'Orders',
  activity: 'Activity',
  close: 'Close',
} as const;

export const ACTIVITY_TEXTS = {
  columns: { message: 'Activity', createdAt: 'Date' },
  csvColumns: ['Date', 'Activity'],
} as const;

export const EXPORT_TEXTS = {
  preparing: 'Preparing your export…',
  progress: (done: number, total: number | null) => (total === null ? `${done} rows` : `${done} of ${total} rows`),
  cancel: 'Cancel',
  canceled: 'Export cancelled',
  done: 'Your export is ready',
  download: 'Download',
  /** accounts-and-reporting 8. */
  timedOut: 'Export failed, please check your internet connection',
  failed: 'Export failed, please try again',
} as const;

export const EVENT_STATS_TEXTS = {
  title: 'Stats',
  salesOverTime: 'Sales over time',
  byTicketType: 'Sales by ticket type',
  columns: { name: 'Ticket type', sold: 'Sold', gross: 'Gross sales', refunds: 'Refunds' },
  tickets: 'Tickets sold',
  gross: 'Gross sales',
  net: 'Net sales',
  noSales: 'No sales yet',
  noSalesText: 'Sales will appear here once tickets are sold.',
  salesHidden: "Sales details are N/A because you don't have admin privileges to this event.",
  orders: 'Orders',
  date: 'Date',
  /** The chart's name for screen readers (its table is read out after it). */
  chartLabel: (days: number, tickets: number) => `Tickets sold per day: ${tickets} over ${days} ${days === 1 ? 'day' : 'days'}`,
  loadFailed: unableTo('load the stats'),
} as const;

/** Machine reasons clients branch on. */
export const REPORTING_REASONS = {
  exportNotReady: 'export_not_ready',
} as const;

/**
 * The activity feed's sentences (docs/decisions/reporting.md 'Orders, patrons and activity'): {patron} and {event}
 * become links to the patron and the event page; the other slots are text.
 */
export const ACTIVITY_MESSAGES = {
  purchase: (tickets: number) => `{patron} bought ${tickets === 1 ? 'a ticket' : `${tickets} tickets`} to {event}`,
  checkIn: '{patron} checked in to {event}',
  attendeeCheckIn: '{attendee} checked in to {event} with a ticket from {patron}',
  transfer: '{patron}’s ticket to {event} was transferred to {recipient}',
  cancel: '{patron}’s ticket to {event} was canceled',
  refund: '{patron} was refunded {amount} for a ticket to {event}',
  subscribed: '{patron} became a {tier} member',
  subscriptionCanceled: '{patron} canceled their {tier} membership',
  subscriptionExpired: '{patron}’s {tier} membership expired',
} as const satisfies ActivityWords;

/** An order page's ticket that went to someone else (when: the order page's date format, in the account's zone). */
export const ORDER_ITEM_TEXTS = {
  transferredTo: (name: string, when: string) => `Transferred to ${name} on ${when}`,
} as const;

/** Refusals of the export routes (the export texts the page shows are EXPORT_TEXTS). */
export const EXPORT_MESSAGES = {
  notFound: 'Sorry! That export wasn’t found.',
  notReady: 'This export is not ready yet. Please wait until it is done.',
  tooMany: 'You already have exports being prepared. Please wait for one of them to finish.',
} as const;

export type ReportingReason = (typeof REPORTING_REASONS)[keyof typeof REPORTING_REASONS];

/** The reporting pages' own words (docs/decisions/reporting.md 'Reporting pages'): titles, search labels, counts. */
export const REPORTING_PAGE_TEXTS = {
  /** The browser tab: 'Orders · Reporting'. */
  documentTitle: (tab: string) => `${tab} · ${REPORTING_TEXTS.title}`,
  loadFailed: unableTo('load this report'),
  search: { orders: 'Search orders', patrons: 'Search patrons', activity: 'Search activity' },
  /** The count under a list: '1 order', '12 orders'. */
  nouns: {
    orders: ['order', 'orders'],
    patrons: ['patron', 'patrons'],
    activities: ['activity', 'activities'],
  },
  orderTitle: 'Order',
  /** The first column of the other currencies' totals. */
  currency: 'Currency',
} as const;
