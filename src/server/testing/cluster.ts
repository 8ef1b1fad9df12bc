/**
 * The documented deployment of several processes (docs/production.md): two API processes (RUN_WORKERS=false) and one
 * `npm run worker` on one PostgreSQL database, behind HAProxy with deploy/haproxy.cfg. For the multi-process test and
 * the benches (bench/checkout.ts --processes, bench/crash.ts's cluster runs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverArgs } from '../node-flags.ts';
import { freePort, startServerProcess, waitFor, type ServerProcess } from './server-process.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
export const HAPROXY_CONFIG = path.join(ROOT, 'deploy/haproxy.cfg');

export interface ClusterOptions {
  /** The database every process uses (created by the caller; the first processes migrate it). */
  databaseUrl: string;
  /** Settings for every process beside the cluster's own (NODE_ENV, limits...). */
  env?: Record<string, string>;
  /**
   * 2 (the default): two API processes behind the proxy. 1: one API process, named twice in the proxy's
   * configuration, so that a bench compares one process and two through the same proxy.
   */
  apis?: 1 | 2;
  log?: (line: string) => void;
}

export interface Cluster {
  /** The proxy's address: what visitors use. */
  base: string;
  /** The API processes, each at its own address. */
  apis: ServerProcess[];
  /** The DATA_DIR every process shares (files under `files/`: the local Storage). */
  dataDir: string;
  worker: ChildProcess;
  /** Kills an API process with SIGKILL and resolves once it is gone. */
  kill(api: ServerProcess): Promise<void>;
  stop(): Promise<void>;
}

/** Resolves once a child printed `ready` on its output; rejects if it exits first. */
function printed(child: ChildProcess, ready: string, log: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (c: Buffer) => {
      log(String(c).trim());
      if (String(c).includes(ready)) resolve();
    });
    child.stderr!.on('data', (c: Buffer) => log(String(c).trim()));
    child.once('exit', (code) => reject(new Error(`${child.spawnfile} exited with ${code} before it was ready`)));
  });
}

const stopped = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

async function terminate(child: ChildProcess): Promise<void> {
  const gone = stopped(child);
  child.kill('SIGTERM');
  await gone;
}

export async function startCluster(o: ClusterOptions): Promise<Cluster> {
  // The processes' last lines, to say why one did not start.
  const recent: string[] = [];
  const log = (line: string) => {
    recent.push(line);
    if (recent.length > 40) recent.shift();
    o.log?.(line);
  };
  // One machine: the processes share DATA_DIR (files, the stream signing key), as docs/production.md says.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-cluster-'));
  const proxyPort = await freePort();
  const base = `http://127.0.0.1:${proxyPort}`;
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'false',
    OVATION_SKIP_WEB_BUILD: 'true',
    ...o.env,
    DATA_DIR: dataDir,
    DATABASE_URL: o.databaseUrl,
    PUBLIC_URL: base,
    TRUST_PROXY: '127.0.0.1',
  };
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map(terminate));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const ports = await Promise.all(Array.from({ length: o.apis ?? 2 }, () => freePort()));
    const worker = spawn(process.execPath, serverArgs('worker'), {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(worker);
    // Started together: the migrations' lock lets every process of a release start at once.
    const [apis] = await Promise.all([
      Promise.all(ports.map((port) => startServerProcess({ port, env: { ...env, RUN_WORKERS: 'false' }, log }))),
      printed(worker, 'worker is running', log),
    ]);
    children.push(...apis.map((a) => a.child));
    const address = (api: ServerProcess) => new URL(api.base).host;
    const proxy = spawn('haproxy', ['-db', '-f', HAPROXY_CONFIG], {
      env: {
        ...process.env,
        OVATION_PROXY_BIND: `127.0.0.1:${proxyPort}`,
        OVATION_API_1: address(apis[0]!),
        OVATION_API_2: address(apis[1] ?? apis[0]!),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(proxy);
    proxy.stdout!.on('data', (c: Buffer) => log(String(c).trim()));
    proxy.stderr!.on('data', (c: Buffer) => log(String(c).trim()));
    const up = await waitFor(
      async () => {
        if (proxy.exitCode !== null) throw new Error(`haproxy exited with ${proxy.exitCode}`);
        return (
          (await fetch(`${base}/api/health`).then(
            (r) => r.ok,
            () => false,
          )) || undefined
        ); // refused until it listens
      },
      20_000,
      100,
    );
    if (!up) throw new Error('haproxy did not start');
    return {
      base,
      apis,
      dataDir,
      worker,
      async kill(api) {
        const gone = stopped(api.child);
        api.child.kill('SIGKILL');
        await gone;
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw new Error(`the cluster did not start: ${String(err)}\n${recent.join('\n')}`, { cause: err });
  }
}
