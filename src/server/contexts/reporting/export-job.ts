import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { EXPORT_TEXTS, REPORTING_LIMITS } from '../../../contracts/reporting.ts';
import { CSV_BOM, csvLine } from '../../../domain/csv.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { reportExports } from '../../platform/db/schema/index.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { findProfile } from '../accounts/index.ts';
import { exportFilters, exportSource } from './export-sources.ts';
import { LIVE_EXPORT_STATUSES } from './exports.service.ts';

/**
 * The export job (accounts-and-reporting 8): writes the report's CSV to a temporary file page by page, with progress
 * and a cancellation check after every page, then hands the file to storage. The hourly sweep deletes exports
 * older than a day with their files.
 */

export interface ExportJobDeps {
  db: Db;
  storage: Storage;
  config: Pick<Config, 'dataDir'>;
}

const DAY_MS = 24 * 60 * 60_000;
/** Exports (rows and files) the sweep deletes at most per run; the next run takes the rest. */
const SWEEP_BATCH = 500;

const tempDirectory = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'tmp', 'exports');
const fileKey = (id: string) => `exports/${id}.csv`;
const byId = (id: string) => eq(reportExports.id, id);
const finished = (status: 'failed' | 'done' | 'canceled', more: Partial<typeof reportExports.$inferInsert> = {}) => ({
  status,
  finishedAt: new Date(),
  ...more,
});

export async function runExport(deps: ExportJobDeps, exportId: string, now = new Date()): Promise<void> {
  const { db } = deps;
  const [row] = await db.select().from(reportExports).where(byId(exportId)).limit(1);
  if (!row || !(LIVE_EXPORT_STATUSES as readonly string[]).includes(row.status)) return;
  // The spec's 60 s rule: an export no worker took up in time has failed (the page has given up on it too).
  if (row.status === 'pending' && now.getTime() - row.createdAt.getTime() > REPORTING_LIMITS.exportTimeoutMs) {
    await db
      .update(reportExports)
      .set(finished('failed', { error: EXPORT_TEXTS.timedOut }))
      .where(and(byId(exportId), eq(reportExports.status, 'pending')));
    return;
  }
  // A retry starts the file over.
  const [started] = await db
    .update(reportExports)
    .set({ status: 'running', startedAt: new Date(), rowsDone: 0, rowsTotal: null })
    .where(and(byId(exportId), inArray(reportExports.status, [...LIVE_EXPORT_STATUSES])))
    .returning({ id: reportExports.id });
  if (!started) return;

  const profile = await findProfile(db, row.ownerId);
  const source = exportSource(db, profile, row.kind, exportFilters.parse(row.params));
  let canceled = false;
  async function* lines() {
    yield CSV_BOM + csvLine(source.header);
    let total: number | null = null;
    let done = 0;
    for await (const page of source.pages) {
      total ??= page.totalCount;
      // Rows added while the file is written stay out: the file is the report as it was when the export started.
      const rows = page.rows.slice(0, Math.max(0, total - done));
      if (rows.length) yield rows.map(csvLine).join('');
      done += rows.length;
      const [still] = await db
        .update(reportExports)
        .set({ rowsDone: done, rowsTotal: total })
        .where(and(byId(exportId), eq(reportExports.status, 'running')))
        .returning({ id: reportExports.id });
      if (!still) {
        canceled = true;
        return;
      }
      if (done >= total) return;
    }
  }

  await fs.mkdir(tempDirectory(deps.config), { recursive: true });
  // A name of its own per try: a try that outlived its expiry never writes into the next one's file.
  const temporary = path.join(tempDirectory(deps.config), `${exportId}.${randomBytes(6).toString('hex')}.csv`);
  try {
    await pipeline(Readable.from(lines()), createWriteStream(temporary));
    if (canceled) return;
    const { size } = await fs.stat(temporary);
    await deps.storage.putFile(fileKey(exportId), temporary);
    const [done] = await db
      .update(reportExports)
      .set(finished('done', { fileKey: fileKey(exportId), byteSize: size }))
      .where(and(byId(exportId), eq(reportExports.status, 'running')))
      .returning({ id: reportExports.id });
    if (!done) await deps.storage.remove(fileKey(exportId)); // cancelled during the last page
  } finally {
    await fs.rm(temporary, { force: true });
  }
}

/** The dead letter of the export queue: every try failed, so the export did ('Export failed, please try again'). */
export async function failExport(db: Db, exportId: string): Promise<void> {
  await db
    .update(reportExports)
    .set(finished('failed', { error: EXPORT_TEXTS.failed }))
    .where(and(byId(exportId), inArray(reportExports.status, [...LIVE_EXPORT_STATUSES])));
}

/** Deletes exports older than a day with their files, and temporary files a crashed try left behind. */
export async function sweepExports(deps: ExportJobDeps, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - DAY_MS);
  const old = await deps.db
    .select({ id: reportExports.id, fileKey: reportExports.fileKey })
    .from(reportExports)
    .where(lt(reportExports.createdAt, before))
    .limit(SWEEP_BATCH);
  // Files first: a crash in between leaves rows whose files are gone, which the next run deletes.
  for (const { fileKey: key } of old) if (key) await deps.storage.remove(key);
  if (old.length)
    await deps.db.delete(reportExports).where(
      inArray(
        reportExports.id,
        old.map((e) => e.id),
      ),
    );
  const directory = tempDirectory(deps.config);
  const names = await fs.readdir(directory).catch(() => []);
  for (const name of names.slice(0, SWEEP_BATCH)) {
    const file = path.join(directory, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && stat.mtime < before) await fs.rm(file, { force: true });
  }
  return old.length;
}
