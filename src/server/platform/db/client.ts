import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { fixPgliteSocketQueue } from './pglite-queue-fix.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction, or the database itself: what helpers that run inside either accept. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** Connection string other clients (the job queue) use. */
  connectionString: string;
  /** 'pglite' or 'postgresql'. */
  kind: 'pglite' | 'postgresql';
  /** The embedded database's files as one archive, to open another from (PGlite only). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** PGlite runs one query at a time, so more connections only queue on its socket; PostgreSQL's default. */
const POOL_MAX = 10;
/** Every pool combined: ours plus pg-boss's plus migrations and slack. */
const PGLITE_MAX_CONNECTIONS = 64;

const MIGRATIONS = path.resolve(import.meta.dirname, 'migrations');

/** libpq's socket file name; clients find it from the directory given as `host`. */
const SOCKET_FILE = '.s.PGSQL.5432';
/** Unix socket paths are limited to about 107 bytes (sun_path). */
const MAX_SOCKET_PATH = 100;

/**
 * Where the embedded database listens: a Unix socket inside DATA_DIR (or, for an in-memory database or a data
 * directory whose path is too long for a socket, a fresh private temporary directory), never a TCP port, so no
 * other user or machine can reach the password-less server. The directory is 0700 and the socket 0600.
 */
function embeddedSocketDir(dataDir: string | null): { dir: string; temporary: boolean } {
  if (dataDir) {
    const dir = path.join(dataDir, 'socket');
    if (path.join(dir, SOCKET_FILE).length <= MAX_SOCKET_PATH) {
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      fs.chmodSync(dir, 0o700);
      fs.rmSync(path.join(dir, SOCKET_FILE), { force: true }); // left by a killed process
      return { dir, temporary: false };
    }
  }
  return { dir: fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-db-')), temporary: true };
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string | null;
  poolSize?: number;
  /**
   * An embedded database's `dump()` to start an in-memory one from (tests: a migrated template costs 0.4 s to load,
   * where creating a database and migrating it takes 2 s).
   */
  from?: Blob;
  /** An embedded server already running, used instead of starting one; closing the database leaves it running. */
  embedded?: EmbeddedServer;
}

/** PGlite served on a private Unix socket, so that every client (pg, pg-boss) speaks the same wire protocol. */
export interface EmbeddedServer {
  lite: PGlite;
  connectionString: string;
  stop(): Promise<void>;
}

/** Starts PGlite (in memory when `dataDir` is null, from `from` when given) and serves it on its socket. */
export async function startEmbeddedServer(dataDir: string | null, from?: Blob): Promise<EmbeddedServer> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const lite = await PGlite.create({ dataDir: dataDir ? path.join(dataDir, 'pgdata') : undefined, loadDataDir: from });
  const socket = embeddedSocketDir(dataDir);
  const socketPath = path.join(socket.dir, SOCKET_FILE);
  const server = new PGLiteSocketServer({ db: lite, path: socketPath, maxConnections: PGLITE_MAX_CONNECTIONS });
  fixPgliteSocketQueue(server);
  await server.start();
  fs.chmodSync(socketPath, 0o600);
  return {
    lite,
    connectionString: `postgres://postgres:postgres@localhost/postgres?host=${encodeURIComponent(socket.dir)}&sslmode=disable`,
    async stop() {
      await server.stop();
      await lite.close();
      if (socket.temporary) fs.rmSync(socket.dir, { recursive: true, force: true });
    },
  };
}

/** The lock every process of a release takes around its migrations. */
const MIGRATIONS_LOCK = 'ovation migrations';

/**
 * Runs `work` while holding the session-level advisory lock `name` on a connection of its own: what several processes
 * of a new release starting at once must do one at a time (the migrations). The others wait, then find nothing left
 * to do. A process killed meanwhile releases the lock with its connection. Only for a
 * server: the embedded database's socket clients share one session, and only one process opens it.
 */
async function underSessionLock<T>(connectionString: string, name: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [name]);
    return await work();
  } finally {
    await client.end(); // ends the session, which releases the lock whether or not work threw
  }
}

/**
 * Opens PostgreSQL through DATABASE_URL, or the embedded PGlite on its socket (`startEmbeddedServer`). `dataDir`
 * null keeps PGlite in memory (tests).
 */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const started = opts.databaseUrl || opts.embedded ? undefined : await startEmbeddedServer(opts.dataDir, opts.from);
  const embedded = opts.embedded ?? started;
  const connectionString = embedded?.connectionString ?? opts.databaseUrl!;
  const pool = new pg.Pool({ connectionString, max: embedded ? POOL_MAX : (opts.poolSize ?? POOL_MAX) });
  pool.on('error', () => {
    /* idle client errors surface on the next query */
  });
  const db = drizzle(pool, { schema });
  if (embedded) await migrate(db, { migrationsFolder: MIGRATIONS });
  else await underSessionLock(connectionString, MIGRATIONS_LOCK, () => migrate(db, { migrationsFolder: MIGRATIONS }));
  return {
    db,
    pool,
    connectionString,
    kind: embedded ? 'pglite' : 'postgresql',
    dump: embedded && (() => embedded.lite.dumpDataDir('none')),
    async close() {
      await pool.end();
      await started?.stop();
    },
  };
}
