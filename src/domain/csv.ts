/**
 * RFC 4180 CSV for exports: every field quoted when needed, CRLF line ends, a BOM so spreadsheets read UTF-8. Pure,
 * so report formats (domain/report-csv.ts) and the server's one-shot exports share it; a streamed export writes
 * CSV_BOM, then one csvLine per row.
 */
export type CsvValue = string | number | boolean | null | undefined;

export const CSV_BOM = '\uFEFF';

/** Cells starting with these are formulas in spreadsheet apps; a leading apostrophe keeps them text. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal ('-10.50', money written as text) is a number to a spreadsheet, never a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One row as a CSV line, with its CRLF. */
export function csvLine(row: readonly CsvValue[]): string {
  return `${row.map(csvField).join(',')}\r\n`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + [header, ...rows].map(csvLine).join('');
}
