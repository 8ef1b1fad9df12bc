import { searchParams, uuidParam } from '../../app/search-params.ts';
import { listParams, listSearchParam, sortParams, type SortOrder } from '../../ui/list/list-params.ts';

/**
 * The lists pages' addresses, in a small module of their own so that the routes' search validation does not load
 * the lists' texts into the first page load.
 */

/** The longest search the pages read from the address (the API takes up to PRIVATE_LIST_LIMITS.searchMax). */
export const LIST_SEARCH_MAX = 100;

/** The overview's sortable columns (sorted in the browser: the API sends all of the owner's lists). */
export const LIST_SORTS = ['name', 'userCount', 'createdAt'] as const;
export type ListSortColumn = (typeof LIST_SORTS)[number];

/** The overview: ?search (sent to the server), ?sortBy and ?sortOrder. */
export const listsSearchParams = searchParams({ search: listSearchParam(LIST_SEARCH_MAX), ...sortParams(LIST_SORTS) });

export interface ListsSearch {
  search?: string;
  sortBy?: ListSortColumn;
  sortOrder?: SortOrder;
}

/** Manage list: the members table's ?search and ?page. */
export const membersSearchParams = searchParams(listParams(LIST_SEARCH_MAX));

export interface MembersSearch {
  search?: string;
  page?: number;
}

/** Add Emails and Bulk Import: ?listId, the list they add to (anything but a UUID is dropped). */
export const listIdSearchParams = searchParams({ listId: uuidParam });
