import { PROMO_CODE_MESSAGES, PROMO_LIST_TEXTS as T } from '../../../contracts/promo-codes.messages.ts';
import type { PromoSort, PromoStatus } from '../../../domain/promo-codes.ts';
import { formatMoney } from '../../../domain/money.ts';
import type { ListSort } from '../../ui/list/DataTable.tsx';
import type { PromoCodeView } from './api.ts';
import type { PromoCodesSearch } from './list-search.ts';

/** The Discount column: the amount in the code's currency, or the percentage. */
export function discountLabel(row: Pick<PromoCodeView, 'amount' | 'currency' | 'percentageValue'>): string {
  if (row.amount != null) return formatMoney(row.amount, row.currency);
  return row.percentageValue != null ? T.percentOff(row.percentageValue) : '';
}

/** The Uses column: uses against the cap. */
export const usesLabel = (row: Pick<PromoCodeView, 'uses' | 'quantity'>): string => T.uses(row.uses, row.quantity);

/** Each status styled its own way (content-management 4): the badge's colour. */
export const STATUS_COLORS: Record<PromoStatus, string> = { active: 'green', future: 'blue', expired: 'gray' };

/** The Status column: 'Active', 'Expired', or 'Activates on dd.MM.yyyy' (the start in the browser's zone). */
export function statusLabel(row: Pick<PromoCodeView, 'status' | 'startsAt'>): string {
  if (row.status === 'future') return T.status.activatesOn(new Date(row.startsAt));
  return T.status[row.status];
}

/** The empty table (content-management 2.6): a search that finds no code is 'No promo code found', no codes at all 'No results'. */
export const emptyListText = (search: Pick<PromoCodesSearch, 'search'>): string => (search.search ? PROMO_CODE_MESSAGES.notFound : T.noResults);

/** The sort the table shows: the address's, else the latest starts first (the API's default). */
export function listSort(search: Pick<PromoCodesSearch, 'sortBy' | 'sortOrder'>): ListSort & { id: PromoSort } {
  return { id: search.sortBy ?? 'startsAt', desc: (search.sortOrder ?? 'desc') === 'desc' };
}

/** The address change for a header click: the column and direction, back to page 1. */
export function sortPatch(sort: ListSort): Pick<PromoCodesSearch, 'sortBy' | 'sortOrder' | 'page'> {
  return { sortBy: sort.id as PromoSort, sortOrder: sort.desc ? 'desc' : 'asc', page: undefined };
}
