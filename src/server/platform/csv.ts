/** The CSV writer lives in domain/csv.ts (report formats are pure); server code imports it from here as before. */
export { csvField, csvLine, CSV_BOM, toCsv, type CsvValue } from '../../domain/csv.ts';
