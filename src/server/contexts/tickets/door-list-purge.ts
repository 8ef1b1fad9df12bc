import { sql } from 'drizzle-orm';
import { doorListsPurgedBefore } from '../../../domain/offline-door.ts';
import type { Db } from '../../platform/db/client.ts';
import { deleteInChunks } from '../../platform/db/delete-in-chunks.ts';

/**
 * Lists deleted per statement: each also sets its scans' list_id to null (door_scans keeps every admission), so a
 * statement stays short even when a list had thousands of scans.
 */
const CHUNK = 500;

/** How long one run deletes: within its job's expiry; the next hourly run goes on from there. */
const PURGE_BUDGET_MS = 60_000;

/**
 * Deletes the door lists that expired more than DOOR_LIST_KEPT_DAYS before `now` (their keys with them); their
 * scans stay, as the records of admissions they are. Returns how many lists went.
 */
export async function purgeDoorLists(db: Db, now: Date, chunk = CHUNK): Promise<number> {
  const before = doorListsPurgedBefore(now).toISOString();
  return deleteInChunks(
    db,
    'door_lists',
    sql`select id from door_lists where expires_at < ${before}::timestamptz`,
    chunk,
    performance.now() + PURGE_BUDGET_MS,
  );
}
