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
  foldCaptures,
  type Capture,
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
});
const area = (ownerId = randomUUID()) => ({ ownerId, targetType: 'profile', targetId: ownerId });

const rowsOf = (adminId: string) => t.db.select().from(adminAuditLog).where(eq(adminAuditLog.adminUserId, adminId));
const capturesLeft = async () => Number((await t.db.execute<{ n: string }>(sql`select count(*) as n from admin_audit_changes`)).rows[0]!.n);
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
  it('writes one row in the transaction of the change, with the rows it changed as they were and became', async () => {
    const who = admin();
    const owner = area();
    const [old] = await t.db.insert(siteAlerts).values({ message: 'as it was' }).returning();
    let created = '';
    await inRequestScope(facts(), async () => {
      noteAdminEntry(who, owner, true);
      await t.db.transaction(async (tx) => {
        await tx.update(siteAlerts).set({ message: 'as it became' }).where(eq(siteAlerts.id, old!.id));
        // Set twice: the row keeps where it started and where it ended.
        await tx.update(siteAlerts).set({ message: 'as it ended', active: false }).where(eq(siteAlerts.id, old!.id));
        created = (await tx.insert(siteAlerts).values({ message: 'new one' }).returning())[0]!.id;
      });
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
      before: { [`site_alerts/${old!.id}`]: { message: 'as it was', active: true }, [`site_alerts/${created}`]: null },
      after: {
        [`site_alerts/${old!.id}`]: { message: 'as it ended', active: false },
        [`site_alerts/${created}`]: { id: created, message: 'new one', active: true },
      },
    });
    expect(await capturesLeft()).toBe(0);
  });

  it('records what a later transaction of the same act changed in a row of its own, with the same request id', async () => {
    const who = admin();
    const act = facts('POST');
    let second = '';
    await inRequestScope(act, async () => {
      noteAdminEntry(who, area(), true);
      await t.db.transaction((tx) => tx.insert(siteAlerts).values({ message: 'first step' }));
      // A transaction that changes nothing writes nothing; one that does, its own row.
      await t.db.transaction((tx) => tx.select().from(siteAlerts).limit(1));
      second = (await t.db.transaction((tx) => tx.insert(siteAlerts).values({ message: 'second step' }).returning()))[0]!.id;
      await finishAdminAct(t.db);
    });
    const rows = (await rowsOf(who.id)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.requestId)).toEqual([act.requestId, act.requestId]);
    expect(rows[1]).toMatchObject({ action: act.action, before: { [`site_alerts/${second}`]: null } });
    expect(Object.keys(rows[1]!.after as object)).toEqual([`site_alerts/${second}`]);
    expect(rows[1]!.after).toMatchObject({ [`site_alerts/${second}`]: { message: 'second step' } });
    expect(JSON.stringify(rows[0]!.after)).toContain('first step');
    expect(await capturesLeft()).toBe(0);
  });

  it('captures nothing for anyone else: the trigger waits for an admin act', async () => {
    await t.db.transaction((tx) => tx.insert(siteAlerts).values({ message: 'anyone' }));
    await t.db.insert(siteAlerts).values({ message: 'anyone, outside a transaction' });
    await inRequestScope(facts(), () => t.db.insert(siteAlerts).values({ message: 'a site admin, outside a transaction' }));
    expect(await capturesLeft()).toBe(0);
  });

  it('has the capture trigger on every table but the log, secrets whole, bookkeeping and telemetry', async () => {
    // A table created after migration 0033 needs `SELECT admin_audit_attach('its_table');` in its own migration.
    const { rows } = await t.db.execute<{ name: string }>(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'admin_audit_capture')
      order by 1`);
    expect(rows.map((r) => r.name)).toEqual([
      'admin_audit_changes',
      'admin_audit_log',
      'analytics_actions',
      'analytics_daily',
      'analytics_salts',
      'analytics_sessions',
      'analytics_web_vitals',
      // Issue 35 (0039): who is watching a broadcast, telemetry written by viewers' polls, like video_views.
      'broadcast_viewers',
      // Issue 35 (0038): a door list holds its signing key whole; arrivals and places are visitors' own writes.
      'door_lists',
      'event_page_arrivals',
      'mail_outbox',
      'outbox_events',
      'rate_limits',
      'sessions',
      'video_views',
      'waiting_room_visitors',
    ]);
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

  it("takes the service's target; an act that changed nothing has empty states", async () => {
    const who = admin();
    await inRequestScope(facts('POST'), async () => {
      noteAdminEntry(who, area(), true);
      await t.db.transaction(async () => describeAdminChange({ targetType: 'order', targetId: 'o-1' }));
    });
    const [row] = await rowsOf(who.id);
    expect(row).toMatchObject({ targetType: 'order', targetId: 'o-1', before: {}, after: {} });
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

describe('folding captures into before and after', () => {
  const c = (before: Capture['before'], after: Capture['after'], row_key = '1'): Capture => ({ table_name: 'things', row_key, before, after });
  it.each([
    ['an update', [c({ a: 1 }, { a: 2 })], { 'things/1': { a: 1 } }, { 'things/1': { a: 2 } }],
    [
      'two updates: first before, last after',
      [c({ a: 1 }, { a: 2 }), c({ a: 2, b: 1 }, { a: 3, b: 2 })],
      { 'things/1': { a: 1, b: 1 } },
      { 'things/1': { a: 3, b: 2 } },
    ],
    ['a creation', [c(null, { id: 1, a: 1 })], { 'things/1': null }, { 'things/1': { id: 1, a: 1 } }],
    ['a creation then an update', [c(null, { a: 1 }), c({ a: 1 }, { a: 2 })], { 'things/1': null }, { 'things/1': { a: 2 } }],
    ['a deletion', [c({ id: 1, a: 1 }, null)], { 'things/1': { id: 1, a: 1 } }, { 'things/1': null }],
    ['an update then a deletion', [c({ a: 1 }, { a: 2 }), c({ id: 1, a: 2 }, null)], { 'things/1': { id: 1, a: 1 } }, { 'things/1': null }],
    ['a row created and deleted', [c(null, { a: 1 }), c({ a: 1 }, null)], {}, {}],
    [
      'secrets redacted',
      [c({ password_hash: 'x', token_hash: 'y', secret_key: 'z', key_digest: 'k', qr_token: 'q', stream_key: 's', name: 'a' }, { name: 'b' })],
      {
        'things/1': {
          password_hash: '[redacted]',
          token_hash: '[redacted]',
          secret_key: '[redacted]',
          key_digest: '[redacted]',
          qr_token: '[redacted]',
          stream_key: '[redacted]',
          name: 'a',
        },
      },
      { 'things/1': { name: 'b' } },
    ],
  ] as const)('%s', (_name, captures, before, after) => {
    expect(foldCaptures(captures as unknown as Capture[])).toEqual({ before, after });
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
