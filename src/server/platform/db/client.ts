import fs from 'node:fs';
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
  close(): Promise<void>;
}

/** PGlite runs one query at a time, so more connections only queue on its socket; PostgreSQL's default. */
const POOL_MAX = 10;
/** Every pool combined: ours plus pg-boss's plus migrations and slack. */
const PGLITE_MAX_CONNECTIONS = 64;

const MIGRATIONS = path.resolve(import.meta.dirname, 'migrations');

/**
 * Opens PostgreSQL through DATABASE_URL, or the embedded PGlite served on a loopback socket so that every
 * client (pg, pg-boss) speaks the same wire protocol. `dataDir` null keeps PGlite in memory (tests).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string | null; poolSize?: number }): Promise<Database> {
  let stopEmbedded: (() => Promise<void>) | undefined;
  let connectionString = opts.databaseUrl;
  if (!connectionString) {
    if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
    const lite = await PGlite.create(opts.dataDir ? path.join(opts.dataDir, 'pgdata') : undefined);
    const server = new PGLiteSocketServer({ db: lite, port: 0, host: '127.0.0.1', maxConnections: PGLITE_MAX_CONNECTIONS });
    fixPgliteSocketQueue(server);
    await server.start();
    connectionString = `postgres://postgres:postgres@${server.getServerConn()}/postgres?sslmode=disable`;
    stopEmbedded = async () => {
      await server.stop();
      await lite.close();
    };
  }
  const pool = new pg.Pool({ connectionString, max: stopEmbedded ? POOL_MAX : (opts.poolSize ?? POOL_MAX) });
  pool.on('error', () => {
    /* idle client errors surface on the next query */
  });
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return {
    db,
    pool,
    connectionString,
    kind: stopEmbedded ? 'pglite' : 'postgresql',
    async close() {
      await pool.end();
      await stopEmbedded?.();
    },
  };
}
