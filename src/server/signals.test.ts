import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FORCED_EXIT_MS } from './platform/shutdown.ts';
import { freePort } from './testing/crash-run.ts';

/** `npm start` and `npm run worker` as an operator runs them: a signal to any process of the command stops it all. */
const ROOT = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-signals-'));
const port = await freePort();
const env = {
  ...process.env,
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  DEMO_DATA: 'false',
  OVATION_SKIP_WEB_BUILD: 'true',
  LOG_LEVEL: 'warn',
};
const started: ChildProcess[] = [];

afterAll(() => {
  for (const c of started) if (c.pid && groupAlive(c.pid)) process.kill(-c.pid, 'SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** npm in a process group of its own, so the test can tell when every process of the command is gone. */
function npm(args: string[], extra: Record<string, string> = {}) {
  const child = spawn('npm', args, { cwd: ROOT, env: { ...env, ...extra }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += String(c)));
  child.stderr!.on('data', (c: Buffer) => (output += String(c)));
  return { child, output: () => output };
}

function groupAlive(pgid: number) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(probe: () => Promise<boolean> | boolean, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await probe()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

const listening = () =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    (r) => r.ok,
    () => false,
  );

/** The pid of npm's child: the node process itself (no shell or tsx wrapper in between). */
function childOf(pid: number): number {
  for (const entry of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) return Number(entry);
    } catch {
      // exited meanwhile
    }
  }
  throw new Error(`no child of ${pid}`);
}

async function startServer() {
  const server = npm(['start']);
  expect(await until(listening, 120_000), server.output()).toBe(true);
  return server;
}

/** Sends `signal` to `pid` and measures until the whole command's process group is gone (and the port free: `server`). */
async function stopsWithin(pgid: number, pid: number, signal: NodeJS.Signals, server = true) {
  const t0 = Date.now();
  process.kill(pid, signal);
  const gone = await until(async () => !groupAlive(pgid) && !(server && (await listening())), 15_000);
  return gone ? Date.now() - t0 : Infinity;
}

describe('stopping on a signal', () => {
  it('SIGTERM to the npm process of `npm start` stops the server within 10 s (port free, no process left)', async () => {
    const server = await startServer();
    expect(childOf(server.child.pid!)).toBeGreaterThan(0);
    expect(await stopsWithin(server.child.pid!, server.child.pid!, 'SIGTERM')).toBeLessThan(10_000);
  }, 180_000);

  it('SIGINT to `npm run worker` stops the worker, and SIGINT to the server process itself stops `npm start`', async () => {
    const server = await startServer();
    const socket = path.join(dataDir, 'socket');
    const worker = npm(['run', 'worker'], {
      DATABASE_URL: `postgres://postgres:postgres@localhost/postgres?host=${encodeURIComponent(socket)}&sslmode=disable`,
    });
    expect(await until(() => worker.output().includes('worker is running'), 120_000), worker.output()).toBe(true);
    expect(await stopsWithin(worker.child.pid!, worker.child.pid!, 'SIGINT', false)).toBeLessThan(10_000);
    expect(await listening()).toBe(true);
    expect(await stopsWithin(server.child.pid!, childOf(server.child.pid!), 'SIGINT')).toBeLessThan(10_000);
  }, 240_000);

  it('cuts a stop that hangs short before 10 s', () => {
    expect(FORCED_EXIT_MS).toBeLessThan(10_000);
  });
});
