import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client.ts';
import { adminAuditLog } from '../db/schema/index.ts';
import type { AuthUser } from '../http/auth.ts';

/**
 * Admin acts (docs/decisions/admin.md, "Audit log and acting as admin"): a change a site admin makes where only the
 * admin flag lets them in (another owner's management area, an event they have no role on, an /api/v1/admin route)
 * writes one audit row, in the transaction of the change. No route has to remember it:
 *
 * 1. serve() runs a site admin's change in a scope (`inRequestScope`) that knows the endpoint and the request;
 * 2. the gates note, when they let someone in by the admin flag alone, whose area it is (`noteAdminEntry`);
 * 3. every top-level transaction of the database writes the row before it commits (`auditTransactions`), once per
 *    request; a change made outside any transaction gets its row from serve() right after (`finishAdminAct`), a
 *    safety net logged at warn: no route should need it (route-access.test.ts fails when one does).
 *
 * Before and after come from one place for every act: the database itself. Each transaction of a site admin's change
 * turns capture on (`ovation.audit_capture`, transaction-local), a row trigger on every table copies what each
 * statement changed into `admin_audit_changes` (migration 0033), and the transaction reads its captures back into
 * the row before it commits (`capturedChanges`). A service only names the target when the gate's is not the one
 * (`describeAdminChange`: the order item a refund is about, the account an account action changes).
 */

export interface AdminEntry {
  /** Whose management area: the owner profile; null for site-wide admin routes. */
  ownerId: string | null;
  targetType: string;
  targetId: string;
}

export interface AdminTarget {
  targetType?: string;
  targetId?: string;
  /** Overrides the owner the gate noted (an account action names the account's own profile). */
  ownerId?: string | null;
}

/** An act's rows as they were and as it left them, keyed `table/key`: null before = created, null after = deleted. */
export interface CapturedChanges {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

interface RequestScope {
  method: string;
  action: string;
  summary: string;
  requestId: string;
  admin: AuthUser | null;
  entry: AdminEntry | null;
  target: AdminTarget;
  /** 'writing' while a transaction holds the row, 'written' once one has committed it. */
  row: 'none' | 'writing' | 'written';
  /** The service found nothing to change (`noteNothingChanged`): the row after the handler is then the rule. */
  unchanged: boolean;
}

const scopes = new AsyncLocalStorage<RequestScope>();

const isChange = (method: string) => method !== 'GET' && method !== 'HEAD';

export interface RequestFacts {
  method: string;
  action: string;
  summary: string;
  requestId: string;
}

/**
 * Whether a request can be an admin act at all: a change by a site admin's own session. Only those run in a scope:
 * on Node 20 an AsyncLocalStorage in use hooks every promise of the process (the event API served 0.6 of Fastify's
 * hello-world with every request in a scope, 0.83 without), so everyone else's requests never enter one.
 */
export const mayBeAdminAct = (method: string, user: AuthUser | null): boolean => isChange(method) && !!user?.admin && !user.apiKey;

/** Requests in a scope now; at none the storage is disabled, which takes its promise hooks off again. */
let inScope = 0;

/** Runs one request's gate and handler in its scope (serve.ts, for the requests `mayBeAdminAct` lets through). */
export async function inRequestScope<T>(facts: RequestFacts, run: () => Promise<T>): Promise<T> {
  inScope += 1;
  try {
    return await scopes.run({ ...facts, admin: null, entry: null, target: {}, row: 'none', unchanged: false }, run);
  } finally {
    inScope -= 1;
    if (inScope === 0) scopes.disable();
  }
}

/**
 * Called by a gate that admitted `user` to `entry`'s area; `byAdminFlagOnly` says the admin flag was what let them
 * in (the same call without it would have been refused). Only changes are recorded: a read writes nothing.
 */
export function noteAdminEntry(user: AuthUser, entry: AdminEntry, byAdminFlagOnly: boolean): void {
  const scope = scopes.getStore();
  if (!scope || !byAdminFlagOnly || !user.admin || user.apiKey || !isChange(scope.method)) return;
  // The first gate names the area; a later one (a service's own check) keeps it.
  if (scope.entry) return;
  scope.admin = user;
  scope.entry = entry;
}

/** A service names what the act is about when the gate's area is not it (before and after are captured, not told). */
export function describeAdminChange(target: AdminTarget): void {
  const scope = scopes.getStore();
  if (scope) scope.target = { ...scope.target, ...target };
}

/**
 * A service found its target already as asked (an order already complete, an event already published) and changed
 * nothing. The act still gets its row (an admin did act in someone's area), written after the handler: with no
 * change there is nothing for it to be atomic with, so that is not the fallback below.
 */
export function noteNothingChanged(): void {
  const scope = scopes.getStore();
  if (scope) scope.unchanged = true;
}

/**
 * Runs `run` as no request's: the sandbox provider's own bookkeeping stands for a provider's servers, not for the
 * change an admin made, so its transactions neither capture nor write the act's row (the refund's own does).
 */
export const outsideAdminAct = <T>(run: () => T): T => scopes.exit(run);

/** Whether this request is an admin act (a service may skip work its row does not need). */
export const isAdminAct = (): boolean => scopes.getStore()?.entry != null;

/** Passwords, tokens, digests and secrets never reach the log (columns as `password_hash`, `secret_key`, `qr_token`). */
const SECRET_KEY = /(password|token|secret|digest|hash|stream_?key|^key)/i;

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '[redacted]' : redact(v)]));
}

/** One statement's effect on one row, as the trigger captured it. */
export interface Capture {
  table_name: string;
  row_key: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Folds a transaction's captures, in the order they were made, into one state per row: the first before of each
 * column and the last after (a row updated twice shows where it started and where it ended), a row created and
 * deleted by the same act left out.
 */
export function foldCaptures(rows: readonly Capture[]): CapturedChanges {
  const before: Record<string, Record<string, unknown> | null> = {};
  const after: Record<string, Record<string, unknown> | null> = {};
  for (const row of rows) {
    const key = `${row.table_name}/${row.row_key}`;
    if (!(key in before)) {
      before[key] = row.before;
      after[key] = row.after;
      continue;
    }
    // A later statement on the same row: columns it is the first to touch get their earlier value too.
    if (before[key] && row.before) before[key] = { ...row.before, ...before[key] };
    after[key] = row.after && after[key] ? { ...after[key], ...row.after } : row.after;
  }
  for (const key of Object.keys(before)) {
    if (before[key] === null && after[key] === null) {
      delete before[key];
      delete after[key];
    }
  }
  const redacted = (states: typeof before) => Object.fromEntries(Object.entries(states).map(([key, state]) => [key, redact(state)]));
  return { before: redacted(before), after: redacted(after) };
}

/** Turns capture on for the rest of `tx` (the trigger's WHEN clause reads it). */
const startCapture = (tx: Queryable) => tx.execute(sql`select set_config('ovation.audit_capture', 'on', true)`);

/** Reads and removes `tx`'s captures (so none ever commits), as the row's before and after. */
async function capturedChanges(tx: Queryable): Promise<CapturedChanges> {
  const result = await tx.execute<Capture & { seq: string } & Record<string, unknown>>(
    sql`delete from admin_audit_changes where tx = txid_current() returning table_name, row_key, before, after, seq`,
  );
  const rows = [...result.rows].sort((a, b) => Number(a.seq) - Number(b.seq));
  return foldCaptures(rows);
}

const NOTHING: CapturedChanges = { before: {}, after: {} };

/** JSON of a state (dates as ISO text). */
const jsonOf = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

function rowOf(scope: RequestScope, entry: AdminEntry, admin: AuthUser, changes: CapturedChanges) {
  const { target } = scope;
  return {
    adminUserId: admin.id,
    action: scope.action,
    summary: scope.summary,
    targetType: target.targetType ?? entry.targetType,
    targetId: target.targetId ?? entry.targetId,
    ownerProfileId: target.ownerId === undefined ? entry.ownerId : target.ownerId,
    before: jsonOf(changes.before),
    after: jsonOf(changes.after),
    requestId: scope.requestId,
  };
}

/** Writes the request's audit row with `db` (a transaction) when one is due and none is written or being written. */
async function writeRow(db: Queryable, scope: RequestScope, changes: CapturedChanges): Promise<boolean> {
  if (!scope.entry || !scope.admin || scope.row !== 'none') return false;
  scope.row = 'writing';
  await db.insert(adminAuditLog).values(rowOf(scope, scope.entry, scope.admin, changes));
  return true;
}

const changedAnything = (changes: CapturedChanges) => Object.keys(changes.before).length > 0 || Object.keys(changes.after).length > 0;

/**
 * A later transaction of an act whose row is already written (or being written by another): what it changed gets a
 * row of its own, with the same request id, in its own transaction, so no change of an admin act goes unrecorded
 * and each row commits with what it records. A transaction that changed nothing writes nothing.
 */
async function writeContinuation(db: Queryable, scope: RequestScope, changes: CapturedChanges): Promise<void> {
  if (!scope.entry || !scope.admin || !changedAnything(changes)) return;
  await db.insert(adminAuditLog).values(rowOf(scope, scope.entry, scope.admin, changes));
}

const AUDITED = Symbol('auditedTransactions');

/**
 * Makes every top-level transaction of `db` write the current request's audit row (when it is an admin act) as its
 * last statement, so the row commits with the change or not at all, with what the transaction changed as before and
 * after. The first transaction writes the act's row; a later one that changes something writes a continuation row
 * (`writeContinuation`). Nested transactions (savepoints) are the outer one's business. Idempotent.
 */
export function auditTransactions(db: Db): void {
  const target = db as Db & { [AUDITED]?: true };
  if (target[AUDITED]) return;
  target[AUDITED] = true;
  const original = db.transaction.bind(db);
  db.transaction = (async (run, config) => {
    const scope = scopes.getStore();
    let wrote = false;
    try {
      const result = await original(async (tx) => {
        if (scope) await startCapture(tx);
        const value = await run(tx);
        if (scope) {
          const changes = await capturedChanges(tx);
          wrote = await writeRow(tx, scope, changes);
          if (!wrote) await writeContinuation(tx, scope, changes);
        }
        return value;
      }, config);
      if (wrote) scope!.row = 'written';
      return result;
    } catch (error) {
      if (wrote) scope!.row = 'none';
      throw error;
    }
  }) as Db['transaction'];
}

/** Rows the fallback below has written since the process started: the route-access matrix requires none. */
let fallbackRows = 0;
export const fallbackRowsWritten = (): number => fallbackRows;

/**
 * After a handler succeeded: the row of an admin act whose change committed outside any transaction, written right
 * after it. A safety net, not the rule: the change and its row are not atomic (a crash between them loses the row),
 * so every admin act's change belongs in a transaction; returns the action when the net caught one (serve() warns).
 * An act that changed nothing (`noteNothingChanged`) gets its row here too, by rule rather than by the net.
 */
export async function finishAdminAct(db: Db): Promise<string | null> {
  const scope = scopes.getStore();
  if (!scope || !(await writeRow(db, scope, NOTHING))) return null;
  scope.row = 'written';
  if (scope.unchanged) return null;
  fallbackRows += 1;
  return scope.action;
}
