/** RFC 4180 CSV for exports: every field quoted when needed, CRLF line ends, a BOM so spreadsheets read UTF-8. */
export type CsvValue = string | number | boolean | null | undefined;

/** Cells starting with these are formulas in spreadsheet apps; a leading apostrophe keeps them text. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
