import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import pg from 'pg';
import { openDatabase } from '../platform/db/client.ts';
import { startJobs } from '../platform/jobs/queue.ts';
import { JOBS } from '../platform/jobs/catalog.ts';
import { createLogger } from '../platform/logger.ts';

/**
 * Each test file gets a database of its own, started from a template that is migrated once and holds the job
 * queue's schema and queues: creating and migrating a database for each of 200 files cost 2 s each on PGlite
 * (initdb) and 1.1 s on PostgreSQL.
 */

const MIGRATIONS = path.resolve(import.meta.dirname, '../platform/db/migrations');

/** Migrates a new database and installs the job queue in it, then closes it. */
async function prepare(databaseUrl?: string) {
  const database = await openDatabase({ databaseUrl, dataDir: null });
  try {
    await (await startJobs(database.connectionString, JOBS, { workers: false, schedules: false, logger: createLogger('silent') })).stop();
    return database.dump ? await database.dump() : undefined;
  } finally {
    await database.close();
  }
}

let embeddedDump: Promise<Blob> | undefined;
/** A migrated embedded database's dump, made once per test worker; each test app opens its own from it (0.4 s). */
function embeddedTemplate(): Promise<Blob> {
  embeddedDump ??= prepare().then((dump) => dump!);
  return embeddedDump;
}

/** What a template database depends on: the migrations and pg-boss's version (it installs its own schema). */
function schemaDigest(): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(MIGRATIONS, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  hash.update((createRequire(import.meta.url)('pg-boss/package.json') as { version: string }).version);
  return hash.digest('hex').slice(0, 16);
}

const databaseUrl = (admin: string, name: string) => Object.assign(new URL(admin), { pathname: `/${name}` }).toString();

async function asAdmin<T>(admin: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let serverTemplate: Promise<string> | undefined;
/**
 * The PostgreSQL template for this schema: made by the first worker that needs it (the others wait on an advisory
 * lock), under a temporary name renamed once complete, so a run killed midway never leaves a half-made template.
 * Templates of older schemas are dropped; a persistent test server keeps one.
 */
function serverTemplateOf(admin: string): Promise<string> {
  serverTemplate ??= asAdmin(admin, async (client) => {
    const name = `ovation_template_${schemaDigest()}`;
    await client.query('select pg_advisory_lock(hashtext($1))', [name]); // released when this session ends
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return name;
    const draft = `${name}_draft_${randomBytes(4).toString('hex')}`;
    await client.query(`create database ${draft}`);
    try {
      await prepare(databaseUrl(admin, draft));
      await client.query(`alter database ${draft} rename to ${name}`);
    } catch (err) {
      await client.query(`drop database if exists ${draft} with (force)`);
      throw err;
    }
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like 'ovation\\_template\\_%' and datname <> $1`,
      [name],
    );
    for (const { datname } of rows) await client.query(`drop database if exists ${datname}`).catch(() => {}); // in use by another run: later
    return name;
  });
  return serverTemplate;
}

/**
 * A fresh database for one test app: the embedded template's dump to open an in-memory PGlite from (`from`), or a
 * new database from the template on the PostgreSQL server named by TEST_DATABASE_URL (how CI runs the same tests
 * on real PostgreSQL), dropped by `drop`.
 */
export async function freshTestDatabase(): Promise<{ url?: string; from?: Blob; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { from: await embeddedTemplate(), drop: async () => {} };
  const template = await serverTemplateOf(admin);
  const name = `ovation_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(admin, (client) => client.query(`create database ${name} template ${template}`));
  return {
    url: databaseUrl(admin, name),
    drop: () => asAdmin(admin, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
