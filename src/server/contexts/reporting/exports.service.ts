import type { Readable } from 'node:stream';
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import { EXPORT_MESSAGES, REPORTING_REASONS, type CreateExportBody, type ExportView } from '../../../contracts/reporting.ts';
import { formatInZone } from '../../../domain/dates.ts';
import type { Db } from '../../platform/db/client.ts';
import { reportExports } from '../../platform/db/schema/index.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { AppError, notFound, refusal } from '../../platform/http/errors.ts';
import { REPORT_EXPORT_QUEUE } from '../../platform/jobs/catalog.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { REDIRECT_URL_SECONDS, storageRedirect, type StorageRedirect } from '../../platform/storage/redirects.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { ProfileAccess } from '../../platform/access/profile-access.ts';
import { filtersOf } from './export-sources.ts';
import { lockFor } from '../../platform/db/locks.ts';

/**
 * Report exports (accounts-and-reporting 4 Export, 8): a request makes a row and its job in one transaction; the job
 * (export-job.ts) writes the file; the page polls the row, may cancel it, and downloads the file when done. An
 * export is its requester's alone, for that owner: anyone else gets 404, whatever their rights.
 */

export type ReportExportRow = typeof reportExports.$inferSelect;

/** Exports still being prepared (a job will or does write them). */
export const LIVE_EXPORT_STATUSES = ['pending', 'running'] as const;
/** Each export pages through a whole report: a person prepares at most this many at once. */
export const MAX_LIVE_EXPORTS = 3;
/** A live export older than this no longer counts against the cap (its job died and is being retried or given up). */
const LIVE_WINDOW_MS = 60 * 60_000;
/** The export job's expiry: a million orders page through in minutes; a dead worker's job runs again after this. */
export const EXPORT_JOB_EXPIRY_SECONDS = 30 * 60;

export function exportView(row: ReportExportRow): ExportView {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    rowsDone: row.rowsDone,
    rowsTotal: row.rowsTotal,
    fileName: row.fileName,
    byteSize: row.byteSize,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}

/** 'orders-{username}-{yyyy-mm-dd}.csv', the date in the account's zone. */
function exportFileName(kind: CreateExportBody['kind'], username: string, timeZone: string, now: Date): string {
  return `${kind}-${username}-${formatInZone(now, timeZone, 'yyyy-MM-dd')}.csv`;
}

/** Starts an export of the gated owner's report: the row and its job commit together, or neither does. */
export async function createExport(deps: { db: Db; jobs: Jobs }, { user, profile }: ProfileAccess, body: CreateExportBody, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    // One requester's creations in turn, so two at once cannot both pass the cap.
    await lockFor(tx, `report-exports:${user.id}`);
    const [live] = await tx
      .select({ n: count() })
      .from(reportExports)
      .where(
        and(
          eq(reportExports.requestedById, user.id),
          inArray(reportExports.status, [...LIVE_EXPORT_STATUSES]),
          gt(reportExports.createdAt, new Date(now.getTime() - LIVE_WINDOW_MS)),
        ),
      );
    if ((live?.n ?? 0) >= MAX_LIVE_EXPORTS) throw new AppError('rate_limited', EXPORT_MESSAGES.tooMany);
    const [row] = await tx
      .insert(reportExports)
      .values({
        ownerId: profile.id,
        requestedById: user.id,
        kind: body.kind,
        params: filtersOf(body),
        fileName: exportFileName(body.kind, profile.username, profile.timezone, now),
      })
      .returning();
    await deps.jobs.send(REPORT_EXPORT_QUEUE, { exportId: row!.id }, { tx, expireInSeconds: EXPORT_JOB_EXPIRY_SECONDS });
    return exportView(row!);
  });
}

const mine = ({ user, profile }: ProfileAccess, id: string) =>
  and(eq(reportExports.id, id), eq(reportExports.ownerId, profile.id), eq(reportExports.requestedById, user.id));

/** The requester's export for this owner; 404 for anyone else's, or another owner's. */
export async function findExport(db: Db, access: ProfileAccess, id: string): Promise<ReportExportRow> {
  const [row] = await db.select().from(reportExports).where(mine(access, id)).limit(1);
  if (!row) throw notFound(EXPORT_MESSAGES.notFound);
  return row;
}

/**
 * Cancels an export being prepared (its job stops at the next page and keeps no file). Cancelling one that already
 * ended (done, failed, cancelled) changes nothing and answers it as it is: the job and the click may cross.
 */
export async function cancelExport(db: Db, access: ProfileAccess, id: string): Promise<ExportView> {
  const [canceled] = await db
    .update(reportExports)
    .set({ status: 'canceled', finishedAt: new Date() })
    .where(and(mine(access, id), inArray(reportExports.status, [...LIVE_EXPORT_STATUSES])))
    .returning();
  return exportView(canceled ?? (await findExport(db, access, id)));
}

/** What an export's download sends: the CSV, as a download. */
export const EXPORT_FILE_HEADERS = { type: 'text/csv; charset=utf-8', cacheControl: 'private, no-store' };

/**
 * A finished export's file: a redirect to the storage's presigned URL where it has one, else streamed from storage;
 * 409 (export_not_ready) until it is done.
 */
export async function openExportFile(
  deps: { db: Db; storage: Storage },
  access: ProfileAccess,
  id: string,
): Promise<StorageRedirect | { fileName: string; size: number | null; body: Readable }> {
  const row = await findExport(deps.db, access, id);
  if (row.status !== 'done' || !row.fileKey) throw refusal('conflict', REPORTING_REASONS.exportNotReady, EXPORT_MESSAGES.notReady);
  const redirect = await storageRedirect(deps.storage, row.fileKey, {
    expiresInSeconds: REDIRECT_URL_SECONDS,
    contentType: EXPORT_FILE_HEADERS.type,
    contentDisposition: attachment(row.fileName),
    cacheControl: EXPORT_FILE_HEADERS.cacheControl,
  });
  if (redirect) return redirect;
  const body = await deps.storage.read(row.fileKey);
  if (!body) throw notFound(EXPORT_MESSAGES.notFound);
  return { fileName: row.fileName, size: row.byteSize, body };
}
