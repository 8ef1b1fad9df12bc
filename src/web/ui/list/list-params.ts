import { enumParam, type ParamParser } from '../../app/search-params.ts';

/**
 * The list kit's address rules, as plain functions (no zod, no React): every list page keeps its page, search, sort
 * and filters in the query string, validated by these parsers, so a link or the back button restores the list.
 */

/** Why one constant: the spec's 300 ms search debounce (accounts-and-reporting 9) is the same on every list. */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The highest page number an address may ask for; anything larger is dropped (page 1). */
export const MAX_PAGE = 100_000;

/** A page number param (?page=2): a whole number from 1 to MAX_PAGE; anything else is dropped (page 1). */
export const listPageParam: ParamParser<number> = (value) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE ? n : undefined;
};

/** A search param: trimmed, cut to `max` characters; blank reads as no search. */
export function listSearchParam(max: number): ParamParser<string> {
  return (value) => {
    if (typeof value !== 'string') return undefined;
    const text = value.trim().slice(0, max).trim();
    return text || undefined;
  };
}

/** The params every list reads (?page, ?search); spread filters of its own beside them in `searchParams`. */
export function listParams(searchMax: number) {
  return { page: listPageParam, search: listSearchParam(searchMax) };
}

/** The params of a list that sorts on the server (?sortBy among `columns`, ?sortOrder asc|desc). */
export function sortParams<const T extends string>(columns: readonly T[]) {
  return { sortBy: enumParam(columns), sortOrder: enumParam(SORT_ORDERS) };
}

/** The address change for a new search text: trimmed (blank removes it) and back to page 1. */
export function searchPatch(text: string): { search: string | undefined; page: undefined } {
  return { search: text.trim() || undefined, page: undefined };
}

/** The page param to write: page 1 is the default and leaves the address. */
export function pagePatch(page: number): { page: number | undefined } {
  return { page: page > 1 ? page : undefined };
}

/** '1 ticket', '12 tickets': the count under a list. */
export function countLabel(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
