import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, waitFor } from './testing/server-process.ts';

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
  // The rush signs in wrong 400 times from one address: argon2 makes each take a while, and none may be refused.
  LOGIN_RATE_LIMIT: '100000',
  RATE_LIMIT_SCALE: '1000',
  // Nor by admission control: 200 at once is beyond its default (refusals are admission.test.ts's).
  OVERLOAD_MAX_ACTIVE: '100000',
  // No RTMP listener: another test's server may hold the default port.
  RTMP_PORT: '0',
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
  return (await waitFor(async () => (await probe()) || undefined, ms, 100)) !== undefined;
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
  const up = await until(listening, 120_000);
  // A start that missed its bound is stopped at once: left running, it would come up later on the same port and
  // answer for the next test's server, which then fails for a reason that is not its own.
  if (!up && groupAlive(server.child.pid!)) process.kill(-server.child.pid!, 'SIGKILL');
  expect(up, `npm start did not answer within 120 s; its output:\n${server.output()}`).toBe(true);
  return server;
}

/** The exit code of npm (which passes its child's on), or null while it runs. */
function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** One request over `agent`: resolves with the status of a complete answer, or the error that cut it. */
function send(agent: http.Agent, method: string, path: string, body?: string): Promise<string> {
  return new Promise((resolve) => {
    const headers = body === undefined ? {} : { 'content-type': 'application/json' };
    const req = http.request({ host: '127.0.0.1', port, path, method, agent, headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += String(c)));
      res.on('end', () => resolve(res.complete && text.length > 0 ? String(res.statusCode) : 'incomplete'));
      res.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    req.end(body);
  });
}

/** One wrong sign-in over `agent`: argon2 makes it take a while, so many are in flight at once. */
const wrongSignIn = (agent: http.Agent, i: number) =>
  send(agent, 'POST', '/api/v1/auth/login', JSON.stringify({ email: `nobody-${i}@example.com`, password: 'not the password' }));

/** A request whose body never finishes arriving: it stays in flight until the server or the test ends it. */
function stuckRequest() {
  const req = http.request({
    host: '127.0.0.1',
    port,
    path: '/api/v1/auth/login',
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': '100' },
  });
  req.on('error', () => undefined);
  req.write('{"email":');
  return req;
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

  it('SIGTERM under load answers every request in flight over keep-alive connections, then exits 0 within the grace', async () => {
    const server = await startServer();
    const pid = childOf(server.child.pid!);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
    // A first round opens 200 keep-alive connections (all sent at once: one each), with health checks because there
    // sign-ins would only cost argon2's CPU; the sign-ins of the second reuse them and are cut by SIGTERM mid-flight.
    expect(new Set(await Promise.all(Array.from({ length: 200 }, () => send(agent, 'GET', '/api/health'))))).toEqual(new Set(['200']));
    let answered = 0;
    const rush = Array.from({ length: 200 }, (_, i) => wrongSignIn(agent, i).finally(() => (answered += 1)));
    expect(await until(() => answered >= 10, 30_000)).toBe(true);
    const t0 = Date.now();
    process.kill(pid, 'SIGTERM');
    const inFlight = 200 - answered;
    const replies = await Promise.all(rush);
    const code = await exited(server.child);
    agent.destroy();
    expect(inFlight).toBeGreaterThan(50);
    const counts: Record<string, number> = {};
    for (const r of replies) counts[r] = (counts[r] ?? 0) + 1;
    expect(counts).toEqual({ 401: 200 });
    expect(code, server.output()).toBe(0);
    expect(Date.now() - t0).toBeLessThan(30_000);
    expect(await listening()).toBe(false);
  }, 240_000);

  it('a second SIGTERM ends a stop that waits for a request at once', async () => {
    const server = await startServer();
    const pid = childOf(server.child.pid!);
    const request = stuckRequest();
    expect(await until(() => request.socket?.writableLength === 0, 5_000)).toBe(true);
    process.kill(pid, 'SIGTERM');
    // Two SIGTERMs sent back to back can merge into one pending signal: the second goes once the first has been
    // handled (the server stopped listening).
    expect(await until(async () => !(await listening()), 10_000)).toBe(true);
    expect(await stopsWithin(server.child.pid!, pid, 'SIGTERM', false)).toBeLessThan(3_000);
    request.destroy();
  }, 180_000);

  it('a stop still waiting after SHUTDOWN_GRACE_SECONDS exits 1', async () => {
    const server = npm(['start'], { SHUTDOWN_GRACE_SECONDS: '3' });
    expect(await until(listening, 120_000), server.output()).toBe(true);
    const request = stuckRequest();
    expect(await until(() => request.socket?.writableLength === 0, 5_000)).toBe(true);
    const t0 = Date.now();
    process.kill(childOf(server.child.pid!), 'SIGTERM');
    expect(await exited(server.child)).toBe(1);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(3_000);
    expect(Date.now() - t0).toBeLessThan(8_000);
    expect(server.output()).toContain('still stopping after 3 s');
    request.destroy();
  }, 180_000);
});
