import Papa from 'papaparse';
import { BULK_IMPORT_TEXTS } from '../../../contracts/private-lists.messages.ts';
import { PROMO_BULK_MESSAGES as B, bulkCodeProblems, type BulkCodesResult } from '../../../domain/promo-codes.ts';
import { isCsvFile } from '../private-lists/index.ts';

/**
 * The bulk import's file (content-management 5 Bulk codes), read in the browser: a CSV parsed by papaparse with
 * every line kept (an empty line is reported, not skipped) and every cell counted, then the domain's line checks.
 */

/** The lines of a CSV text as cells: commas separate (a code file has one column), quotes and CRLF are understood. */
export function codesCsvRows(text: string): string[][] {
  return Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: false }).data;
}

/** The codes of a CSV text, upper-cased, or the message of every bad line. */
export const readCodesCsv = (text: string): BulkCodesResult => bulkCodeProblems(codesCsvRows(text));

/** A chosen file's codes: only a CSV is read (the same rule as the lists' import); a read failure says why. */
export async function readCodesFile(file: File): Promise<BulkCodesResult> {
  if (!isCsvFile(file)) return { codes: [], problems: [B.invalidFormat] };
  try {
    return readCodesCsv(await file.text());
  } catch (error) {
    return { codes: [], problems: [BULK_IMPORT_TEXTS.readError(error instanceof Error ? error.message : String(error))] };
  }
}
