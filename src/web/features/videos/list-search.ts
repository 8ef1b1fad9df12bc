import { VIDEO_SORTS, type VideoSort } from '../../../domain/videos.values.ts';
import { searchParams } from '../../app/search-params.ts';
import { listParams, sortParams, type SortOrder } from '../../ui/list/list-params.ts';

/**
 * The videos list's address (?page, ?search, ?sortBy, ?sortOrder): a small module of its own, so the route's search
 * validation does not load the videos texts into the first page load.
 */

/** The longest search the list reads from the address (the API takes up to 200 characters). */
export const VIDEO_SEARCH_MAX = 200;

export const videosSearchParams = searchParams({ ...listParams(VIDEO_SEARCH_MAX), ...sortParams(VIDEO_SORTS) });

export interface VideosSearch {
  page?: number;
  search?: string;
  sortBy?: VideoSort;
  sortOrder?: SortOrder;
}
