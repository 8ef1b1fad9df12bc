import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import pg from 'pg';
import { openDatabase, startEmbeddedServer, type EmbeddedServer } from '../platform/db/client.ts';
import { startJobs } from '../platform/jobs/queue.ts';
import { JOBS } from '../platform/jobs/catalog.ts';
import { createLogger } from '../platform/logger.ts';

/**
 * Each test app gets a database of its own, as a template that is migrated once and holds the job queue's schema
 * and queues left it: creating and migrating a database for each of 200 files cost 2 s each on PGlite (initdb) and
 * 1.1 s on PostgreSQL. On PGlite an app's server is emptied when it closes and serves the worker's next app.
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
/**
 * A migrated embedded database's dump, made once per test worker; each test app opens its own from it (0.4 s), as do
 * the embedded database's own tests (client.test.ts), which test its socket, not the migrations.
 */
export function embeddedTemplate(): Promise<Blob> {
  embeddedDump ??= prepare().then((dump) => dump!);
  return embeddedDump;
}

/**
 * How many racers a race test sends: the full count on a PostgreSQL server, where their statements truly overlap, and
 * `embedded` on PGlite, whose one connection runs their transactions one after another anyway (the same rules,
 * checked in less time; `npm test` runs the race files on both).
 */
export const racers = (full: number, embedded: number): number => (process.env.TEST_DATABASE_URL ? full : embedded);

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
 * Embedded servers of this test worker whose apps have closed, reset to the template's state: opening one from the
 * dump costs 0.4 s of CPU, emptying one 15 ms, and a run opens about 150.
 */
const spareServers: EmbeddedServer[] = [];

/** How to put a used server back as the template left it, read from a server opened from the template. */
interface Reset {
  /**
   * Names the tables an app left a row in, among all but the migrations journal (its own schema) and the job queue's
   * version and queues: most tables of a test are never written.
   */
  written: string;
  /** Puts every sequence back where the template left it (a rolled-back insert advances one too). */
  sequences: string;
  /** The template's queues: others were made by a test (pg-boss's own for schedules, a test's queues). */
  queues: string[];
}
let reset: Promise<Reset> | undefined;
function resetOf(pristine: EmbeddedServer): Promise<Reset> {
  reset ??= (async () => {
    const { rows } = await pristine.lite.query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and not c.relispartition and n.nspname in ('public', 'pgboss')
          and not (n.nspname = 'pgboss' and c.relname in ('version', 'queue'))
        order by 1`,
    );
    const { rows: sequences } = await pristine.lite.query<{ name: string; value: string; called: boolean }>(
      `select format('%I.%I', schemaname, sequencename) as name, coalesce(last_value, start_value)::text as value,
              last_value is not null as called
         from pg_sequences where schemaname in ('public', 'pgboss') order by 1`,
    );
    const queues = await pristine.lite.query<{ name: string }>(`select name from pgboss.queue`);
    const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
    return {
      written: rows.map((r) => `select ${literal(r.name)} as name where exists (select from ${r.name})`).join(' union all '),
      sequences: `select ${['1', ...sequences.map((q) => `setval(${literal(q.name)}, ${q.value}, ${q.called})`)].join(', ')}`,
      queues: queues.rows.map((q) => q.name),
    };
  })();
  return reset;
}

/**
 * Puts a used server back as the template left it: the rows are emptied, queues a test made are deleted, and the one
 * session every socket client shared loses what a client left on it (a transaction, advisory locks, settings,
 * temporary tables, LISTENs). The written tables are emptied by DELETE with triggers and foreign keys off (every
 * table with a row goes, so no reference is left dangling), then vacuumed: 15 ms, where TRUNCATE ... CASCADE took
 * 95, as it gives new files to every table that references a written one (nearly all reference profiles).
 */
async function resetEmbedded(server: EmbeddedServer): Promise<void> {
  const { written, sequences, queues } = await reset!;
  if (server.lite.isInTransaction()) await server.lite.exec('rollback');
  await server.lite.exec('discard all');
  await server.lite.query(`select pgboss.delete_queue(name) from pgboss.queue where not (name = any($1))`, [queues]);
  const tables = (await server.lite.query<{ name: string }>(written)).rows.map((r) => r.name);
  if (tables.length > 0) {
    await server.lite.exec(
      `set session_replication_role = replica; ${tables.map((t) => `delete from ${t};`).join(' ')} reset session_replication_role`,
    );
    await server.lite.exec(`vacuum ${tables.join(', ')}`);
  }
  await server.lite.query(sequences);
}

/**
 * A fresh database for one test app: an embedded server started from the template's dump or reset after an earlier
 * app (`embedded`), or a new database from the template on the PostgreSQL server named by TEST_DATABASE_URL (how CI
 * runs the same tests on real PostgreSQL). `drop` gives it back once the app has closed. `fromTemplate` opens a new
 * embedded server even when a spare one waits (the reset's own test compares the two). `discard` stops the embedded
 * server at `drop` instead of keeping it for the next app: for an app whose tests fake the global Date, which is
 * PGlite's clock too (Postgres then arms its timers against a faked time, and a timer armed years ahead fires every
 * millisecond on the server's next app, Node clamping the delay).
 */
export async function freshTestDatabase(
  opts: { fromTemplate?: boolean; discard?: boolean } = {},
): Promise<{ url?: string; embedded?: EmbeddedServer; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    let embedded = opts.fromTemplate ? undefined : spareServers.pop();
    if (!embedded) {
      embedded = await startEmbeddedServer(null, await embeddedTemplate());
      await resetOf(embedded);
    }
    const server = embedded;
    return {
      embedded,
      drop: async () => {
        if (opts.discard) return server.stop();
        try {
          await resetEmbedded(server);
          spareServers.push(server);
        } catch {
          await server.stop(); // left unusable: the next app starts a new one
        }
      },
    };
  }
  const template = await serverTemplateOf(admin);
  const name = `ovation_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(admin, (client) => client.query(`create database ${name} template ${template}`));
  return {
    url: databaseUrl(admin, name),
    drop: () => asAdmin(admin, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
