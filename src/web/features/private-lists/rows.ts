import { format } from 'date-fns';
import Papa from 'papaparse';
import type { PrivateListView } from '../../../contracts/private-lists.ts';
import type { ListSort } from '../../ui/list/DataTable.tsx';
import type { ListSortColumn, ListsSearch } from './list-search.ts';

/** How the lists pages write a date (content-management 2.5): '05 Mar 2026'. */
export const LIST_DATE_FORMAT = 'dd MMM yyyy';

/** The Date Created column; nothing for a value that is not a date. */
export function listDateLabel(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, LIST_DATE_FORMAT);
}

/** The overview's sort: the address's, else the newest lists first. */
export function listsSort(search: Pick<ListsSearch, 'sortBy' | 'sortOrder'>): ListSort & { id: ListSortColumn } {
  return { id: search.sortBy ?? 'createdAt', desc: (search.sortOrder ?? 'desc') === 'desc' };
}

/** The address change for a header click. */
export function listsSortPatch(sort: ListSort): Pick<ListsSearch, 'sortBy' | 'sortOrder'> {
  return { sortBy: sort.id as ListSortColumn, sortOrder: sort.desc ? 'desc' : 'asc' };
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const compare: Record<ListSortColumn, (a: PrivateListView, b: PrivateListView) => number> = {
  name: (a, b) => byName.compare(a.name, b.name),
  userCount: (a, b) => a.userCount - b.userCount,
  createdAt: (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
};

/**
 * The client-side sort of content-management 2.5 (the API sends all of an owner's lists): by name (case and accents
 * ignored, 'List 2' before 'List 10'), people count or creation date; ties keep the older list first.
 */
export function sortLists(rows: readonly PrivateListView[], sort: { id: ListSortColumn; desc: boolean }): PrivateListView[] {
  const sign = sort.desc ? -1 : 1;
  return [...rows].sort((a, b) => sign * compare[sort.id](a, b) || compare.createdAt(a, b) || a.id.localeCompare(b.id));
}

/**
 * The Export CSV file (accounts-and-reporting 8): one column headed `header`, one address a line, CRLF line ends,
 * a BOM so spreadsheets read UTF-8, and cells that a spreadsheet would run as a formula kept as text.
 */
export function membersCsv(header: string, emails: readonly string[]): string {
  const rows = [[header], ...emails.map((email) => [email])];
  return `\uFEFF${Papa.unparse(rows, { escapeFormulae: true, newline: '\r\n' })}\r\n`;
}
