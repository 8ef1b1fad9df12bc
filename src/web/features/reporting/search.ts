import {
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
} from '../../../contracts/reporting.values.ts';
import { enumParam, isUuid, searchParams, type ParamParser } from '../../app/search-params.ts';
import type { ListSort } from '../../ui/list/DataTable.tsx';
import { listPageParam, listParams, sortParams, type SortOrder } from '../../ui/list/list-params.ts';

/**
 * The reporting tabs' addresses (accounts-and-reporting 2.3, 5): every filter lives in the query string and a value
 * outside its enumeration, or an empty one, is dropped. Plain functions (no zod): the routes' validateSearch runs
 * in the first load.
 */

/** Revenue: ?type (the dimension) and ?order. */
export const revenueSearchParams = searchParams({ type: enumParam(REVENUE_DIMENSIONS), order: enumParam(REVENUE_ORDERS) });
export interface RevenueSearch {
  type?: RevenueDimension;
  order?: RevenueOrder;
}

/** A sorted list's address: ?page, ?search, ?sortBy, ?sortOrder. */
export interface SortedListSearch<S extends string> {
  page?: number;
  search?: string;
  sortBy?: S;
  sortOrder?: SortOrder;
}

export const ordersSearchParams = searchParams({ ...listParams(REPORTING_SEARCH_MAX), ...sortParams(ORDER_SORTS) });
export type OrdersSearch = SortedListSearch<OrderSort>;
export const patronsSearchParams = searchParams({ ...listParams(REPORTING_SEARCH_MAX), ...sortParams(PATRON_SORTS) });
export type PatronsSearch = SortedListSearch<PatronSort>;
export const activitySearchParams = searchParams(listParams(REPORTING_SEARCH_MAX));
export type ActivitySearch = Pick<SortedListSearch<never>, 'page' | 'search'>;

/** The API's defaults, which the table shows when the address has no sort: newest orders, biggest spenders. */
export const ORDERS_DEFAULT_SORT: ListSort & { id: OrderSort } = { id: 'date', desc: true };
export const PATRONS_DEFAULT_SORT: ListSort & { id: PatronSort } = { id: 'totalAmount', desc: true };

/** The sort a table shows: the address's column and direction, else the list's default. */
export function listSortOf<S extends string>(search: SortedListSearch<S>, fallback: ListSort & { id: S }): ListSort & { id: S } {
  if (!search.sortBy) return fallback;
  return { id: search.sortBy, desc: (search.sortOrder ?? 'desc') === 'desc' };
}

/** The address change for a header click: the column and direction, back to page 1. */
export function sortPatchOf<S extends string>(sort: ListSort): Pick<SortedListSearch<S>, 'sortBy' | 'sortOrder' | 'page'> {
  return { sortBy: sort.id as S, sortOrder: sort.desc ? 'desc' : 'asc', page: undefined };
}

/** A guest's e-mail on a patron page: trimmed; blank or longer than the API takes reads as none. */
export const emailParam: ParamParser<string> = (value) => {
  if (typeof value !== 'string') return undefined;
  const email = value.trim();
  return email && email.length <= REPORTING_EMAIL_MAX ? email : undefined;
};

/** The patron page: ?email for a guest (id 'null'), and the page of each of its two tables. */
export const patronSearchParams = searchParams({ email: emailParam, ordersPage: listPageParam, activityPage: listPageParam });
export interface PatronSearch {
  email?: string;
  ordersPage?: number;
  activityPage?: number;
}

/** Whether a patron page's address can name a patron: a profile id, or 'null' with a guest's e-mail. */
export function isPatronAddress(id: string, email: string | undefined): boolean {
  return isUuid(id) || (id === 'null' && !!email);
}
