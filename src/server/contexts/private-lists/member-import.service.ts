import { and, eq, isNull, sql } from 'drizzle-orm';
import { checkAddEmails, newShareCode, normalizeEmail } from '../../../domain/private-lists.ts';
import type { AddMembersBody } from '../../../contracts/private-lists.ts';
import type { Db, Queryable, Tx } from '../../platform/db/client.ts';
import { privateListMembers as m } from '../../platform/db/schema/index.ts';
import { LIST_SHARE_CODE_MAILS_QUEUE } from '../../platform/jobs/catalog.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { invalid } from '../../platform/http/errors.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import { findOwnedList } from './lists.service.ts';

/**
 * Add Emails and Bulk Import (content-management 4 Bulk email import, 5 Private lists): the server checks the
 * addresses again as the forms do, then inserts them in batches, each member with a new share code, in one
 * transaction with the jobs that mail the codes.
 */

/**
 * Rows per INSERT. A batch goes as one JSON parameter (rows from jsonb_array_elements): on PGlite half the time of
 * a multi-row VALUES list with three parameters a row.
 */
export const INSERT_BATCH = 1000;
/** Members per share-code mail job (the queue's payload allows up to 1,000). */
export const MAIL_BATCH = 1000;
/** Tries of a batch whose rows drew share codes already taken (one in a billion per row): more means a bug. */
const CODE_TRIES = 5;

export interface ImportDeps {
  db: Db;
  jobs: Jobs;
  limits: RateLimiter;
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** Which of `emails` are current members of the list: one parameter (a JSON array) however many there are. */
async function presentEmails(db: Queryable, listId: string, emails: readonly string[]): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const rows = await db
    .select({ email: m.email })
    .from(m)
    .where(and(eq(m.listId, listId), isNull(m.removedAt), sql`${m.email} in (select jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))`));
  return new Set(rows.map((r) => r.email));
}

/**
 * Inserts one batch; a row skipped by ON CONFLICT DO NOTHING was either added meanwhile by another request (left
 * as it is) or drew a share code in use (tried again with a new one). Returns the new members' ids. `drawCode`:
 * tests script collisions.
 */
export async function insertBatch(tx: Tx, listId: string, emails: readonly string[], drawCode = newShareCode): Promise<string[]> {
  const ids: string[] = [];
  let pending = emails;
  for (let tries = 0; pending.length; tries += 1) {
    if (tries === CODE_TRIES) throw new Error(`Share codes collided ${CODE_TRIES} times in a row`);
    const values = JSON.stringify(pending.map((email) => [email, drawCode()]));
    const { rows } = await tx.execute<{ id: string; email: string }>(sql`
      insert into ${m} (list_id, email, share_code)
      select ${listId}, v->>0, v->>1 from jsonb_array_elements(${values}::jsonb) v
      on conflict do nothing
      returning id, email`);
    ids.push(...rows.map((r) => r.id));
    if (rows.length === pending.length) break;
    const inserted = new Set(rows.map((r) => r.email));
    const missed = pending.filter((email) => !inserted.has(email));
    const raced = await presentEmails(tx, listId, missed);
    pending = missed.filter((email) => !raced.has(email));
  }
  return ids;
}

/**
 * Adds the e-mails to the list. The whole request is refused (422, the form's message naming the addresses) when
 * one is invalid, repeated or already on the list. The list row is locked (shared) for the transaction, so a
 * concurrent delete waits and then removes the new members too.
 */
export async function addMembers(deps: ImportDeps, user: AuthUser, ownerId: string, body: Omit<AddMembersBody, 'ownerId'>) {
  const list = await findOwnedList(deps.db, body.customUserListId, ownerId);
  await deps.limits.hit(RATE_RULES.listImport, user.id);
  const typed = body.emails.map(normalizeEmail).filter(Boolean);
  const check = checkAddEmails(typed, await presentEmails(deps.db, list.id, typed));
  if (!check.ok) throw invalid({ emails: check.message });
  const added = await deps.db.transaction(async (tx) => {
    await findOwnedList(tx, list.id, ownerId, 'share');
    const ids: string[] = [];
    for (const batch of chunks(check.emails, INSERT_BATCH)) ids.push(...(await insertBatch(tx, list.id, batch)));
    for (const memberIds of chunks(ids, MAIL_BATCH)) await deps.jobs.send(LIST_SHARE_CODE_MAILS_QUEUE, { memberIds }, { tx });
    return ids.length;
  });
  return { added };
}
