/** Why its own module: the pager's arithmetic is pure and table-tested apart from its buttons. */

/** How many page numbers the pager shows at most (accounts-and-reporting 9: 'Pagination shows at most 3 page numbers'). */
export const PAGER_NUMBERS = 3;

/** The number of pages for `total` rows, `perPage` a page; at least 1 (an empty list is one empty page). */
export function pageCount(total: number, perPage: number): number {
  if (!(total > 0) || !(perPage > 0)) return 1;
  return Math.ceil(total / perPage);
}

/**
 * The page numbers to offer: up to `shown` consecutive pages around the current one (centred when it can be, shifted
 * at either end), the current page clamped into 1..pages.
 */
export function pageWindow(page: number, pages: number, shown = PAGER_NUMBERS): number[] {
  const last = Math.max(1, Math.floor(pages));
  const width = Math.max(1, Math.min(shown, last));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), last);
  const start = Math.min(Math.max(1, current - Math.floor((width - 1) / 2)), last - width + 1);
  return Array.from({ length: width }, (_, i) => start + i);
}
