/**
 * The product as its own process, for the tests and benches that need a real one (kill -9, a browser, a publisher):
 * `src/server/main.ts` as `npm start` runs it (bundled, src/server/start.mjs), on the settings given.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { serverArgs } from '../node-flags.ts';
import type { z } from 'zod';
import { loginReply, signupReply, type signupBody } from '../../contracts/accounts.ts';
import { expectReply, type ReplyLike } from './replies.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** A port the OS has just handed out as free on 127.0.0.1 (a fixed or random guess can collide with other tests). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
}

export interface ServerProcessOptions {
  port: number;
  /** Settings beside the port (DATA_DIR, DATABASE_URL...). RTMP_PORT is 0 unless given: parallel runs would fight over 1935. */
  env: Record<string, string>;
  /** The checkout to run (another worktree gives a before/after in the same conditions); default this one. */
  cwd?: string;
  log?: (line: string) => void;
  startWithinMs?: number;
}

/** Starts the server and resolves once /api/health answers (after migrations and the demo data, if any). */
export async function startServerProcess(o: ServerProcessOptions): Promise<ServerProcess> {
  const child = spawn(process.execPath, serverArgs('main'), {
    cwd: o.cwd ?? ROOT,
    env: { ...process.env, RTMP_PORT: '0', ...o.env, PORT: String(o.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = o.log ?? (() => undefined);
  child.stdout!.on('data', (c: Buffer) => log(String(c).trim()));
  child.stderr!.on('data', (c: Buffer) => log(String(c).trim()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${o.port}`;
  const healthy = await waitFor(async () => {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    // Refused while not listening yet.
    return (
      (await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )) || undefined
    );
  }, o.startWithinMs ?? 120_000);
  if (!healthy) throw new Error('server did not start');
  return { child, base, exited };
}

/**
 * Asks `probe` every `everyMs` until it answers something other than undefined, or `withinMs` passes: what it
 * answered, or undefined. For what a real server process does in its own time (its start, a stream, a job of its
 * worker); tests of our own code never wait like this.
 */
export async function waitFor<T>(probe: () => Promise<T | undefined>, withinMs: number, everyMs = 250): Promise<T | undefined> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** A request to a server process; the reply as expectReply reads it. */
export async function call(base: string, method: string, url: string, body?: unknown, cookie?: string): Promise<ReplyLike> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { statusCode: res.status, body: await res.text(), raw: { req: { method, url } } };
}

/** Signs an account up and in on a server process (as a browser does): its id and its session cookie. */
export async function signUpOnServer(base: string, signup: z.input<typeof signupBody>): Promise<{ userId: string; cookie: string }> {
  expectReply(await call(base, 'POST', '/api/v1/auth/signup', signup), 202, signupReply);
  const login = expectReply(await call(base, 'POST', '/api/v1/auth/login', { email: signup.email, password: signup.password }), 200, loginReply);
  return { userId: login.user.id, cookie: `ovation_session=${login.accessToken}` };
}
