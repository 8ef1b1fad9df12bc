import type { z } from 'zod';
import { ACTIVITY_TEXTS, createExportBody, ORDERS_CSV_COLUMNS, type CreateExportBody } from '../../../contracts/reporting.ts';
import type { CsvValue } from '../../../domain/csv.ts';
import type { Queryable } from '../../platform/db/client.ts';
import type { ProfileRow } from '../accounts/index.ts';
import { listActivities } from './activities.service.ts';
import { listPatrons } from './patrons.service.ts';
import { activityCsvRow, orderCsvRow, PATRONS_CSV_HEADER, patronCsvRow, revenueCsvHeader, revenueCsvRows } from './report-csv.ts';
import { revenueReport } from './revenue.service.ts';
import { listOrders } from './transactions.service.ts';

/**
 * What each export kind writes: its header and its rows, read through the same services as the pages (revenue,
 * orders, patrons, activity), a page of EXPORT_PAGE_SIZE rows at a time so a large report never sits in memory.
 */

export const EXPORT_PAGE_SIZE = 1000;

/** The list filters an export keeps (report_exports.params), read back with the contract's own rules. */
export const exportFilters = createExportBody.pick({ dimension: true, order: true, query: true });
export type ExportFilters = z.infer<typeof exportFilters>;

/** The filters that matter for a kind: revenue's dimension and order, the lists' search. */
export function filtersOf(body: CreateExportBody): Record<string, string> {
  const kept = body.kind === 'revenue' ? { dimension: body.dimension, order: body.order } : { query: body.query?.trim() || undefined };
  return Object.fromEntries(Object.entries(kept).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export interface ExportPage {
  rows: CsvValue[][];
  /** How many rows the whole report has (the first page's count is the export's total). */
  totalCount: number;
}

interface Paged<T> {
  data: T[];
  totalCount: number;
}

/** Pages of a paged service until a short page or the total; pages are 1-based like the HTTP lists'. */
async function* pagesOf<T>(fetch: (page: number) => Promise<Paged<T>>, toRow: (row: T) => CsvValue[]): AsyncGenerator<ExportPage> {
  for (let page = 1; ; page += 1) {
    const result = await fetch(page);
    yield { rows: result.data.map(toRow), totalCount: result.totalCount };
    if (result.data.length < EXPORT_PAGE_SIZE || page * EXPORT_PAGE_SIZE >= result.totalCount) return;
  }
}

export interface ExportSource {
  header: readonly string[];
  pages: AsyncGenerator<ExportPage>;
}

/**
 * The source of an export. Orders go oldest first and patrons by name, so an order or a patron added while the file
 * is written lands after the pages already read instead of shifting them.
 */
export function exportSource(db: Queryable, profile: ProfileRow, kind: CreateExportBody['kind'], filters: ExportFilters): ExportSource {
  const zone = profile.timezone;
  const list = { query: filters.query, perPage: EXPORT_PAGE_SIZE };
  switch (kind) {
    case 'revenue': {
      const dimension = filters.dimension ?? 'month';
      return {
        header: revenueCsvHeader(dimension),
        pages: (async function* () {
          const rows = revenueCsvRows(await revenueReport(db, profile, { ownerId: profile.id, dimension, order: filters.order }));
          yield { rows, totalCount: rows.length };
        })(),
      };
    }
    case 'orders':
      return {
        header: ORDERS_CSV_COLUMNS,
        pages: pagesOf(
          (page) => listOrders(db, profile, { ...list, page, sort: 'date', direction: 'asc' }),
          (row) => orderCsvRow(row, zone),
        ),
      };
    case 'patrons':
      return {
        header: PATRONS_CSV_HEADER,
        pages: pagesOf(
          (page) => listPatrons(db, profile, { ...list, page, sortBy: 'firstName', sortOrder: 'asc' }),
          (row) => patronCsvRow(row, zone),
        ),
      };
    case 'activity':
      return {
        header: ACTIVITY_TEXTS.csvColumns,
        pages: pagesOf(
          (page) => listActivities(db, profile, { ...list, page }),
          (row) => activityCsvRow(row, zone),
        ),
      };
  }
}
