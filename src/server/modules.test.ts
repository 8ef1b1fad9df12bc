import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getTableName, isTable, type Table } from 'drizzle-orm';
import { OUTBOX_EVENT_TYPES } from '../contracts/outbox-events.ts';
import * as schema from './platform/db/schema/index.ts';
import { DATABASE_MAINTENANCE_QUEUE, JOBS, MAIL_QUEUE, type QueueName } from './platform/jobs/catalog.ts';
import { MODULES } from './modules.ts';

/** What the platform itself owns: the e-mail queue and its outbox, the outbox of events, rate limits, the sandbox. */
const PLATFORM_QUEUES: QueueName[] = [MAIL_QUEUE, DATABASE_MAINTENANCE_QUEUE];
const PLATFORM_TABLES = [
  'mail_outbox',
  'mail_once',
  'mail_bounces',
  'outbox_events',
  'rate_limits',
  'sandbox_payments',
  'sandbox_refunds',
  'sandbox_saved_cards',
  'admin_audit_log',
];

const owners = <T>(lists: [string, readonly T[]][]) => {
  const seen = new Map<T, string[]>();
  for (const [owner, items] of lists) for (const item of items) seen.set(item, [...(seen.get(item) ?? []), owner]);
  return seen;
};

describe('the module list', () => {
  it('has one module per context folder, named as the folder', () => {
    const folders = fs
      .readdirSync(path.join(import.meta.dirname, 'contexts'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory()) // contexts/ also holds the edge table (dependencies.json)
      .map((entry) => entry.name)
      .sort();
    expect(MODULES.map((m) => m.name).sort()).toEqual(folders);
  });

  it('gives every queue of the catalog exactly one owner', () => {
    const seen = owners<QueueName>([['platform', PLATFORM_QUEUES], ...MODULES.map((m): [string, readonly QueueName[]] => [m.name, m.queues])]);
    const problems = (Object.keys(JOBS) as QueueName[]).filter((q) => seen.get(q)?.length !== 1).map((q) => `${q}: ${seen.get(q) ?? 'none'}`);
    expect(problems).toEqual([]);
  });

  it('gives every table of the schema exactly one owner', () => {
    const tables = (Object.values(schema) as unknown[]).filter((value): value is Table => isTable(value)).map((table) => getTableName(table));
    const seen = owners<string>([
      ['platform', PLATFORM_TABLES],
      ...MODULES.map((m): [string, readonly string[]] => [m.name, m.tables.map(getTableName)]),
    ]);
    expect(tables.filter((t) => seen.get(t)?.length !== 1).map((t) => `${t}: ${seen.get(t) ?? 'none'}`)).toEqual([]);
  });

  it('has every outbox event emitted by a module, and consumed only if some module emits it', () => {
    const emitted = new Set(MODULES.flatMap((m) => m.emits));
    expect(OUTBOX_EVENT_TYPES.filter((t) => !emitted.has(t))).toEqual([]);
    expect(MODULES.flatMap((m) => m.consumes).filter((t) => !emitted.has(t))).toEqual([]);
  });
});
