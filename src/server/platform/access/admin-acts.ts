import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Queryable } from '../db/client.ts';
import { adminAuditLog } from '../db/schema/index.ts';
import type { AuthUser } from '../http/auth.ts';

/**
 * Admin acts (docs/decisions/admin.md, "Audit log and acting as admin"): a change a site admin makes where only the
 * admin flag lets them in (another owner's management area, an event they have no role on, an /api/v1/admin route)
 * writes one audit row, in the transaction of the change. No route has to remember it:
 *
 * 1. serve() runs every request in a scope (`inRequestScope`) that knows the endpoint and the request's changes;
 * 2. the gates note, when they let someone in by the admin flag alone, whose area it is (`noteAdminEntry`);
 * 3. every top-level transaction of the database writes the row before it commits (`auditTransactions`), once per
 *    request; a change made outside any transaction gets its row from serve() right after (`finishAdminAct`), a
 *    safety net logged at warn: no route should need it (route-access.test.ts fails when one does).
 *
 * A service that holds the target's state says so with `describeAdminChange` (an order's status before and after a
 * refund); otherwise the row holds the request's changes (its body) as `after`.
 */

export interface AdminEntry {
  /** Whose management area: the owner profile; null for site-wide admin routes. */
  ownerId: string | null;
  targetType: string;
  targetId: string;
}

export interface AdminChange {
  targetType?: string;
  targetId?: string;
  /** Overrides the owner the gate noted (an account action names the account's own profile). */
  ownerId?: string | null;
  before?: unknown;
  after?: unknown;
}

interface RequestScope {
  method: string;
  action: string;
  summary: string;
  requestId: string;
  changes: unknown;
  admin: AuthUser | null;
  entry: AdminEntry | null;
  change: AdminChange;
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
  changes: unknown;
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
    return await scopes.run({ ...facts, admin: null, entry: null, change: {}, row: 'none', unchanged: false }, run);
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

/** A service tells what it changed, with the target's state before and after, for the audit row (if one is due). */
export function describeAdminChange(change: AdminChange): void {
  const scope = scopes.getStore();
  if (scope) scope.change = { ...scope.change, ...change };
}

/**
 * A row's change as the audit log keeps it: the fields `changes` sets (undefined ones and `updatedAt` left out), with
 * their values in `row` before and in `changes` after.
 */
export function describeFieldChanges(targetType: string, targetId: string, row: object, changes: Record<string, unknown>): void {
  const keys = Object.keys(changes).filter((k) => changes[k] !== undefined && k !== 'updatedAt');
  const pick = (from: object) => Object.fromEntries(keys.map((k) => [k, (from as Record<string, unknown>)[k] ?? null]));
  describeAdminChange({ targetType, targetId, before: pick(row), after: pick(changes) });
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

/** Whether this request is an admin act (a service may skip work its row does not need). */
export const isAdminAct = (): boolean => scopes.getStore()?.entry != null;

/** Passwords, tokens and secrets never reach the log, even when an admin sends them. */
const SECRET_KEY = /(password|token|secret|^key)$/i;

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '[redacted]' : redact(v)]));
}

/** JSON of a state (dates as ISO text); undefined becomes null. */
const jsonOf = (value: unknown) => (value === undefined ? null : (JSON.parse(JSON.stringify(redact(value))) as unknown));

function rowOf(scope: RequestScope, entry: AdminEntry, admin: AuthUser) {
  const { change } = scope;
  return {
    adminUserId: admin.id,
    action: scope.action,
    summary: scope.summary,
    targetType: change.targetType ?? entry.targetType,
    targetId: change.targetId ?? entry.targetId,
    ownerProfileId: change.ownerId === undefined ? entry.ownerId : change.ownerId,
    before: jsonOf(change.before),
    after: jsonOf('after' in change ? change.after : scope.changes),
    requestId: scope.requestId,
  };
}

/** Writes the request's audit row with `db` (a transaction) when one is due and none is written or being written. */
async function writeRow(db: Queryable, scope: RequestScope): Promise<boolean> {
  if (!scope.entry || !scope.admin || scope.row !== 'none') return false;
  scope.row = 'writing';
  await db.insert(adminAuditLog).values(rowOf(scope, scope.entry, scope.admin));
  return true;
}

const AUDITED = Symbol('auditedTransactions');

/**
 * Makes every top-level transaction of `db` write the current request's audit row (when it is an admin act) as its
 * last statement, so the row commits with the change or not at all. Nested transactions (savepoints) are the outer
 * one's business. Idempotent.
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
        const value = await run(tx);
        if (scope) wrote = await writeRow(tx, scope);
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
  if (!scope || !(await writeRow(db, scope))) return null;
  scope.row = 'written';
  if (scope.unchanged) return null;
  fallbackRows += 1;
  return scope.action;
}
