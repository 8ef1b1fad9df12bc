import { KIT_TEXTS } from '../texts.ts';

/** The list kit's texts (src/web/ui/list): the toolbar, the pager, the headers and the empty state. */
export const LIST_TEXTS = {
  /** The toolbar's menu and the row menu's column, read by screen readers only. */
  actions: KIT_TEXTS.actions,
  exportCsv: 'Export CSV',
  exportFailed: 'Export failed, please try again',
  clearSearch: 'Clear search',
  /** The spec's empty text, the same on every list. */
  noResults: 'No results',
  pages: 'Pages',
  previousPage: 'previous page',
  nextPage: 'next page',
  page: (n: number) => `Page ${n}`,
  sortBy: (column: string) => `Sort by ${column}`,
} as const;
