import { PROMO_SORTS, type PromoSort } from '../../../domain/promo-codes.values.ts';
import { searchParams } from '../../app/search-params.ts';
import { listParams, sortParams, type SortOrder } from '../../ui/list/list-params.ts';

/** The longest search the list reads from the address (the API takes up to 200 characters). */
export const PROMO_SEARCH_MAX = 200;

/** The global promo codes list's address: ?page, ?search, ?sortBy, ?sortOrder. */
export const promoCodesSearchParams = searchParams({ ...listParams(PROMO_SEARCH_MAX), ...sortParams(PROMO_SORTS) });

export interface PromoCodesSearch {
  page?: number;
  search?: string;
  sortBy?: PromoSort;
  sortOrder?: SortOrder;
}
