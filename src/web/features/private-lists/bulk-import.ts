import Papa from 'papaparse';
import { BULK_IMPORT_TEXTS as T } from '../../../contracts/private-lists.messages.ts';
import { PRIVATE_LIST_RULE_MESSAGES, bulkRowError, checkBulkRows, normalizeEmail, type BulkRowError } from '../../../domain/private-lists.ts';

/**
 * Bulk Import's rules without React (content-management 2.5, 4, 5): which file is taken, how a CSV becomes e-mail
 * rows (papaparse; the first column, an optional header row), and the import's two lists, the valid rows and
 * the rows with an error, as an immutable state that fixing, accepting and removing rows move between.
 */

/** Only .csv files (content-management 5); browsers give CSV files several MIME types or none, so the name decides. */
export function isCsvFile(file: { name: string }): boolean {
  return /\.csv$/i.test(file.name.trim());
}

/**
 * A first row whose first cell has no '@' is the column's header ('Email', 'E-mail address'): no address lacks one,
 * and the page names the row it skipped. A blank first row is an empty row, not a header.
 */
const isHeader = (cell: string | undefined) => !!cell?.trim() && !cell.includes('@');

const isBlank = (row: readonly string[]) => row.every((cell) => !cell.trim());

export interface EmailColumn {
  /** One entry a row, '' for a blank line or an empty first cell ('this field is required'). */
  cells: string[];
  /** The first row, skipped as the column's header (trimmed), or null. */
  header: string | null;
}

/**
 * The first column of a CSV text, one entry a row: quoted fields, a BOM, CRLF or LF line ends and any delimiter
 * papaparse detects. A blank line is an empty row, except the blank lines after the last row (the file's end).
 */
export function emailColumn(text: string): EmailColumn {
  const rows = Papa.parse<string[]>(text, { skipEmptyLines: false }).data;
  while (rows.length && isBlank(rows[rows.length - 1]!)) rows.pop();
  const cells = rows.map((row) => row[0] ?? '');
  return isHeader(cells[0]) ? { cells: cells.slice(1), header: cells[0]!.trim() } : { cells, header: null };
}

export type FileRead = ({ ok: true } & EmailColumn) | { ok: false; message: string };

/** The picked file's e-mail column, or the spec's message: no file, not a CSV, or the browser could not read it. */
export async function readEmailFile(file: Pick<File, 'name' | 'text'> | null): Promise<FileRead> {
  if (!file) return { ok: false, message: T.noFile };
  if (!isCsvFile(file)) return { ok: false, message: T.invalidFormat };
  try {
    return { ok: true, ...emailColumn(await file.text()) };
  } catch (error) {
    return { ok: false, message: T.readError(error instanceof Error && error.message ? error.message : String(error)) };
  }
}

/** A row of the error list: the address as typed (editable unless it repeats an earlier one) and what is wrong with it. */
export interface ErrorRow {
  /** Its place in the file, which stays its key while it is edited. */
  id: number;
  email: string;
  /** What is wrong with the text now; null once an edit made it valid (the check button then moves it). */
  error: BulkRowError | null;
  /** 'Duplicate email within file': the input is disabled, the row can only be removed. */
  locked: boolean;
}

export interface ImportState {
  /** Trimmed, lower-cased addresses that will be imported, in file order (fixed rows at the end). */
  valid: string[];
  /** The same addresses, for the duplicate check of a fixed row. */
  validSet: ReadonlySet<string>;
  errors: ErrorRow[];
  /** The list's current members (normalized): 'Email already exists in the list'. */
  existing: ReadonlySet<string>;
}

/** A parsed file's rows, each checked against the rows before it and the list's members. */
export function importState(cells: readonly string[], existing: ReadonlySet<string>): ImportState {
  const valid: string[] = [];
  const errors: ErrorRow[] = [];
  checkBulkRows(cells, existing).forEach(({ email, error }, id) => {
    if (error) errors.push({ id, email: cells[id]!.trim(), error, locked: error === PRIVATE_LIST_RULE_MESSAGES.rowDuplicate });
    else valid.push(email);
  });
  return { valid, validSet: new Set(valid), errors, existing };
}

/** The error a row's text has now: checked against the valid list (not the file) and the list's members. */
export function fixedRowError(state: ImportState, text: string): BulkRowError | null {
  return bulkRowError(text, state.validSet, state.existing);
}

const withRow = (state: ImportState, id: number, change: (row: ErrorRow) => ErrorRow): ImportState => ({
  ...state,
  errors: state.errors.map((row) => (row.id === id ? change(row) : row)),
});

/** A row's new text and its error now. A locked row does not change. */
export function editRow(state: ImportState, id: number, text: string): ImportState {
  return withRow(state, id, (row) => (row.locked ? row : { ...row, email: text, error: fixedRowError(state, text) }));
}

/**
 * The check button: moves a row whose text is valid to the valid list. Checked again, since another fixed row may
 * have taken the same address since the edit: then the row stays and says so.
 */
export function acceptRow(state: ImportState, id: number): ImportState {
  const row = state.errors.find((r) => r.id === id);
  if (!row || row.locked) return state;
  const error = fixedRowError(state, row.email);
  if (error) return withRow(state, id, (r) => ({ ...r, error }));
  const email = normalizeEmail(row.email);
  return { ...state, valid: [...state.valid, email], validSet: new Set(state.validSet).add(email), errors: state.errors.filter((r) => r !== row) };
}

/** Drops an error row from the import. */
export function removeRow(state: ImportState, id: number): ImportState {
  return { ...state, errors: state.errors.filter((r) => r.id !== id) };
}
