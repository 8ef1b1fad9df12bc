import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app.ts';
import { adminAuditLog, siteAlerts } from '../db/schema/index.ts';
import type { AuthUser } from '../http/auth.ts';
import {
  describeAdminChange,
  fallbackRowsWritten,
  finishAdminAct,
  inRequestScope,
  mayBeAdminAct,
  noteAdminEntry,
  noteNothingChanged,
} from './admin-acts.ts';

// Runs on PGlite and on PostgreSQL (vitest.postgres.config.ts): the trigger and the transaction must hold on both.
const t = useTestApp();

const admin = (): AuthUser => ({
  id: randomUUID(),
  username: 'root',
  email: 'root@example.com',
  emailVerified: true,
  admin: true,
  managedOrganizations: [],
});
const facts = (method = 'PUT') => ({
  method,
  action: `${method} /api/v1/things/{id}`,
  summary: 'Change a thing',
  requestId: randomUUID(),
  changes: { name: 'New' },
});
const area = (ownerId = randomUUID()) => ({ ownerId, targetType: 'profile', targetId: ownerId });

const rowsOf = (adminId: string) => t.db.select().from(adminAuditLog).where(eq(adminAuditLog.adminUserId, adminId));
const alertsSaying = (message: string) => t.db.select().from(siteAlerts).where(eq(siteAlerts.message, message));

/** The database's own refusal (drizzle wraps it: the trigger's message is the cause's). */
async function refused(query: PromiseLike<unknown>) {
  const error = (await Promise.resolve(query).then(
    () => null,
    (e: unknown) => e,
  )) as { message?: string; cause?: { message?: string } } | null;
  expect(error?.cause?.message ?? error?.message).toMatch(/append-only/);
}

describe('the audit log is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, whoever asks', async () => {
    const [row] = await t.db
      .insert(adminAuditLog)
      .values({ adminUserId: randomUUID(), action: 'test', summary: 'Test', targetType: 'site', targetId: 'x' })
      .returning();
    await refused(t.db.update(adminAuditLog).set({ action: 'forged' }).where(eq(adminAuditLog.id, row!.id)));
    await refused(t.db.delete(adminAuditLog).where(eq(adminAuditLog.id, row!.id)));
    await refused(t.db.execute(sql`truncate admin_audit_log`));
    const [kept] = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.id, row!.id));
    expect(kept).toMatchObject({ action: 'test' });
  });
});

describe('admin acts', () => {
  it('writes one row in the transaction of the change, with the request as its after state', async () => {
    const who = admin();
    const owner = area();
    await inRequestScope(facts(), async () => {
      noteAdminEntry(who, owner, true);
      await t.db.transaction((tx) => tx.insert(siteAlerts).values({ message: 'acted' }));
      // A second transaction of the same request adds no second row.
      await t.db.transaction((tx) => tx.insert(siteAlerts).values({ message: 'acted' }));
      await finishAdminAct(t.db);
    });
    const rows = await rowsOf(who.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'PUT /api/v1/things/{id}',
      summary: 'Change a thing',
      ownerProfileId: owner.ownerId,
      targetType: 'profile',
      targetId: owner.targetId,
      before: null,
      after: { name: 'New' },
    });
  });

  it('writes nothing when the change rolls back, and rolls the change back when the row cannot be written', async () => {
    const who = admin();
    await expect(
      inRequestScope(facts(), async () => {
        noteAdminEntry(who, area(), true);
        await t.db.transaction(async (tx) => {
          await tx.insert(siteAlerts).values({ message: 'rolled back' });
          throw new Error('the service refuses');
        });
      }),
    ).rejects.toThrow('the service refuses');
    expect(await rowsOf(who.id)).toHaveLength(0);
    expect(await alertsSaying('rolled back')).toHaveLength(0);

    // A NUL character is no storable text: the row's insert fails, and with it the change.
    await expect(
      inRequestScope(facts(), async () => {
        noteAdminEntry(who, area(), true);
        describeAdminChange({ targetId: 'bad\u0000id' });
        await t.db.transaction((tx) => tx.insert(siteAlerts).values({ message: 'without its row' }));
      }),
    ).rejects.toThrow();
    expect(await alertsSaying('without its row')).toHaveLength(0);
    expect(await rowsOf(who.id)).toHaveLength(0);
  });

  it("takes the service's target and before/after states; secrets never reach the log", async () => {
    const who = admin();
    await inRequestScope({ ...facts('POST'), changes: { password: 'hunter22', note: 'hi' } }, async () => {
      noteAdminEntry(who, area(), true);
      await t.db.transaction(async () => describeAdminChange({ targetType: 'order', targetId: 'o-1', before: { status: 'completed' } }));
    });
    const [row] = await rowsOf(who.id);
    expect(row).toMatchObject({
      targetType: 'order',
      targetId: 'o-1',
      before: { status: 'completed' },
      after: { password: '[redacted]', note: 'hi' },
    });
  });

  it('writes the row right after a change made outside any transaction, and says so (the safety net)', async () => {
    const who = admin();
    const before = fallbackRowsWritten();
    const late = await inRequestScope(facts('DELETE'), async () => {
      noteAdminEntry(who, area(), true);
      await t.db.insert(siteAlerts).values({ message: 'single statement' });
      return finishAdminAct(t.db);
    });
    expect(late).toBe('DELETE /api/v1/things/{id}');
    expect(fallbackRowsWritten()).toBe(before + 1);
    expect(await rowsOf(who.id)).toHaveLength(1);
  });

  it('writes the row of an act that changed nothing after the handler, by rule (not counted as the fallback)', async () => {
    const who = admin();
    const before = fallbackRowsWritten();
    const late = await inRequestScope(facts('POST'), async () => {
      noteAdminEntry(who, area(), true);
      noteNothingChanged();
      return finishAdminAct(t.db);
    });
    expect(late).toBeNull();
    expect(fallbackRowsWritten()).toBe(before);
    expect(await rowsOf(who.id)).toHaveLength(1);
  });

  it('does not count a row its transaction wrote as the fallback', async () => {
    const before = fallbackRowsWritten();
    const late = await inRequestScope(facts(), async () => {
      noteAdminEntry(admin(), area(), true);
      await t.db.transaction((tx) => tx.insert(siteAlerts).values({ message: 'in its transaction' }));
      return finishAdminAct(t.db);
    });
    expect(late).toBeNull();
    expect(fallbackRowsWritten()).toBe(before);
  });

  it.each([
    ['a read', 'GET', true, true],
    ['an admin in their own right (owner, team)', 'PATCH', false, true],
    ['a user without the flag', 'PATCH', true, false],
  ])('writes nothing for %s', async (_name, method, byFlagOnly, isAdmin) => {
    const who = { ...admin(), admin: isAdmin };
    await inRequestScope(facts(method), async () => {
      noteAdminEntry(who, area(), byFlagOnly);
      await t.db.transaction((tx) => tx.insert(siteAlerts).values({ message: 'not an admin act' }));
      await finishAdminAct(t.db);
    });
    expect(await rowsOf(who.id)).toHaveLength(0);
  });

  it('writes nothing outside a request (jobs, the worker)', async () => {
    const who = admin();
    noteAdminEntry(who, area(), true);
    await t.db.transaction((tx) => tx.insert(siteAlerts).values({ message: 'a job' }));
    expect(await rowsOf(who.id)).toHaveLength(0);
  });
});

describe('which requests run in a scope (only they can be admin acts; the others pay no promise hooks)', () => {
  const person = { ...admin(), admin: false };
  const key: AuthUser = { ...admin(), apiKey: { id: randomUUID(), ownerId: randomUUID(), access: 'write' } };
  it.each([
    ["a site admin's change", 'PUT', admin(), true],
    ["a site admin's POST", 'POST', admin(), true],
    ["a site admin's read", 'GET', admin(), false],
    ["a site admin's HEAD", 'HEAD', admin(), false],
    ["anyone else's change", 'DELETE', person, false],
    ['a change signed out', 'POST', null, false],
    ['a change with an API key', 'POST', key, false],
  ] as const)('%s: %s', (_name, method, user, expected) => {
    expect(mayBeAdminAct(method, user)).toBe(expected);
  });
});
