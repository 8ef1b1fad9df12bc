/**
 * A throw-away PostgreSQL server for benchmarks, started the way scripts/postgres.sh starts one (Debian binaries,
 * initdb + pg_ctl, loopback port, fsync off): stopped by `stop()`, and on exit or a signal.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface PostgresServer {
  bin: string;
  port: number;
  /** Superuser URL of the `postgres` database. */
  adminUrl: string;
  version: string;
  urlOf(database: string): string;
  stop(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl'))) : [];
  const latest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!latest) throw new Error('PostgreSQL server binaries not found in /usr/lib/postgresql (apt-get install postgresql)');
  return path.join(root, latest, 'bin');
}

export function startPostgres(opts: { port?: number; maxConnections?: number } = {}): PostgresServer {
  const bin = binDir();
  const port = opts.port ?? 54_500 + Math.floor(Math.random() * 400);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-bench-pg-'));
  const root = process.getuid?.() === 0;
  // initdb refuses to run as root: run the server as the postgres system user.
  if (root) {
    if (spawnSync('id', ['postgres']).status !== 0) execFileSync('useradd', ['--system', '--no-create-home', 'postgres']);
    execFileSync('chown', ['postgres', dir]);
  }
  const run = (cmd: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' });
  run('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=${opts.maxConnections ?? 300} -c fsync=off -c synchronous_commit=off`;
  run('pg_ctl', ['-D', `${dir}/data`, '-l', `${dir}/log`, '-w', '-o', settings, 'start']);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', `${dir}/data`, '-m', 'immediate', 'stop']);
    } catch {
      /* already gone */
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop();
      process.exit(130);
    });
  }
  const version = /\d+(\.\d+)?/.exec(execFileSync(path.join(bin, 'postgres'), ['--version']).toString())?.[0] ?? '?';
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return { bin, port, adminUrl: urlOf('postgres'), version, urlOf, stop };
}
