/**
 * The reporting tabs' query-string values: a tiny zod-free module, so the routes' search validation does not bring
 * every reporting text into the first load (reporting.messages.ts re-exports them).
 */

/** The revenue table's dimensions, as the query string and the API name them (accounts-and-reporting 2.3). */
export const REVENUE_DIMENSIONS = ['month', 'date', 'year', 'course_id', 'course_category_id', 'attendee_id'] as const;
export type RevenueDimension = (typeof REVENUE_DIMENSIONS)[number];
export const REVENUE_ORDERS = ['dimension_asc', 'dimension_desc'] as const;
export type RevenueOrder = (typeof REVENUE_ORDERS)[number];

/** The order table's sortable columns (accounts-and-reporting 2.3 Orders). */
export const ORDER_SORTS = ['date', 'amount', 'status', 'productName', 'customer'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export const PATRON_SORTS = ['firstName', 'email', 'totalAmount', 'orderCount'] as const;
export type PatronSort = (typeof PATRON_SORTS)[number];

/** The longest search the reporting lists read from the address (the API takes up to 200 characters). */
export const REPORTING_SEARCH_MAX = 200;
/** The longest guest e-mail a patron page reads from the address (the API's text(320)). */
export const REPORTING_EMAIL_MAX = 320;
