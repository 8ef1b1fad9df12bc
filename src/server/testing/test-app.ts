import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { VERIFY_EMAIL_MESSAGES, loginReply, type signupBody, signupReply } from '../../contracts/accounts.ts';
import { normalizeEmail } from '../../domain/people.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { testClock, type TestClock } from '../platform/clock.ts';
import { startRuntime, type Runtime } from '../runtime.ts';
import { mailOutbox, profiles, users } from '../platform/db/schema/index.ts';
import { sessionUser } from '../contexts/accounts/accounts.service.ts';
import { hashPassword } from '../contexts/accounts/passwords.ts';
import { createSession } from '../contexts/accounts/sessions.service.ts';
import { expectReply } from './replies.ts';
import { freshTestDatabase } from './test-databases.ts';

export interface TestApp {
  app: FastifyInstance;
  runtime: Runtime;
  db: Runtime['database']['db'];
  /**
   * The runtime's job queue. No worker and no cron runs in a test app: the test runs background work itself
   * (`t.jobs.runUntilIdle()`, `t.jobs.run(queue)`, `t.jobs.runScheduled(queue)`), then reads what it did.
   */
  jobs: Runtime['jobs'];
  /** The app's clock, standing at its start time: `t.clock.advance(ms)` instead of sleeping (platform/clock.ts). */
  clock: TestClock;
  close(): Promise<void>;
}

/** The database behind each test app, so signUpUser can mark accounts verified without a test-only route. */
const databases = new WeakMap<FastifyInstance, TestApp['db']>();

/**
 * `webDir` serves a built web app (a folder with an index.html) as `npm start` does. Workers are off unless `env`
 * sets RUN_WORKERS=true (the tests of the worker loop itself); schedules are always off. `fromTemplate`: see
 * freshTestDatabase. `fakesDate`: the tests fake the global Date while the app queries, so its embedded database is
 * not kept for another app (freshTestDatabase's `discard`).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { webDir?: string; fromTemplate?: boolean; fakesDate?: boolean } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-test-'));
  const fresh = await freshTestDatabase({ fromTemplate: opts.fromTemplate, discard: opts.fakesDate });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    DATA_DIR: dataDir,
    // Tests sign many people up from one address; the rate-limit test sets its own limit.
    LOGIN_RATE_LIMIT: '1000',
    RATE_LIMIT_SCALE: '1000',
    // Race tests send hundreds of requests at once: admission control runs on every request but never refuses,
    // except where a test forces its limit low (src/server/admission.test.ts).
    OVERLOAD_MAX_ACTIVE: '100000',
    RUN_WORKERS: 'false',
    // Many tests change a person's rows directly between two reads; the session cache's own tests turn it on.
    SESSION_CACHE_SECONDS: '0',
    ...(fresh.url ? { DATABASE_URL: fresh.url } : {}),
    ...env,
  });
  const clock = testClock();
  const runtime = await startRuntime(config, { inMemoryDatabase: true, embeddedDatabase: fresh.embedded, schedules: false, clock });
  // What the start queued (the reconciliation of payments before it) runs now, so each test starts idle.
  await runtime.jobs.runUntilIdle();
  const app = await buildApp({ config, ...runtime, db: runtime.database.db, webDir: opts.webDir });
  await app.ready();
  databases.set(app, runtime.database.db);
  return {
    app,
    runtime,
    db: runtime.database.db,
    jobs: runtime.jobs,
    clock,
    async close() {
      await app.close();
      await runtime.stop();
      await fresh.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One app for the tests of the calling file (or describe block): started before them, closed after them. Its
 * members read the running app, so helpers can use it where they are declared.
 */
export function useTestApp(env: Record<string, string> = {}, opts: { webDir?: string; fakesDate?: boolean } = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(env, opts);
  });
  afterAll(() => current?.close());
  const running = () => {
    if (!current) throw new Error('The test app starts in beforeAll');
    return current;
  };
  return {
    get app() {
      return running().app;
    },
    get runtime() {
      return running().runtime;
    },
    get db() {
      return running().db;
    },
    get jobs() {
      return running().jobs;
    },
    get clock() {
      return running().clock;
    },
    close: () => running().close(),
  };
}

/** The outbox's messages to `to`, oldest first, without the verification link every sign-up sends. */
export function mailsTo(db: TestApp['db'], to: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), ne(mailOutbox.subject, VERIFY_EMAIL_MESSAGES.mailSubject)))
    .orderBy(asc(mailOutbox.createdAt));
}

/** Runs the due background jobs (the mail worker's among them), then answers the outbox's messages to `to`. */
export async function mailsAfterJobs(t: Pick<TestApp, 'db' | 'jobs'>, to: string) {
  await t.jobs.runUntilIdle();
  return mailsTo(t.db, to);
}

/** Runs the due background jobs, then answers the tokens of the verification links mailed to `to`, oldest first. */
export async function verificationTokens(t: Pick<TestApp, 'db' | 'jobs'>, to: string): Promise<string[]> {
  await t.jobs.runUntilIdle();
  const rows = await t.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.subject, VERIFY_EMAIL_MESSAGES.mailSubject)))
    .orderBy(asc(mailOutbox.createdAt));
  return rows.map((m) => /\/verify-email\/([A-Za-z0-9_-]+)/.exec(m.text)![1]!);
}

let counter = 0;

/** One argon2 hash per password per test worker: hashing is the slowest part of making a person. */
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => hashes.get(password) ?? hashes.set(password, hashPassword(password)).get(password)!;

/**
 * A new person, signed in: returns its session cookie header and user. The account's e-mail is verified unless
 * `verified: false`. People are inserted directly (a cached password hash, a session) as sign-up and log-in would
 * leave them, which is most of a test file's set-up time; an unverified person or one with a referrer goes through
 * the sign-up API itself, since tests of those read its verification e-mail or its referral. The tests of sign-up
 * and log-in call the API themselves.
 */
export async function signUpUser(
  app: FastifyInstance,
  { verified = true, ...overrides }: Partial<z.input<typeof signupBody>> & { verified?: boolean } = {},
) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  const body = {
    firstName: 'Test',
    lastName: 'Person',
    email: `person-${tag}@example.com`,
    password: 'secret-password',
    username: `person-${tag}`,
    ...overrides,
  } satisfies z.input<typeof signupBody>;
  const db = databases.get(app);
  if (!db) throw new Error('signUpUser works on apps made by createTestApp');
  if (!verified || body.referrer) return signUpThroughApi(app, db, body, verified);
  const firstName = body.firstName.trim();
  const lastName = body.lastName.trim();
  const email = normalizeEmail(body.email);
  const passwordHash = await hashOf(body.password);
  const userId = await db.transaction(async (tx) => {
    const [profile] = await tx
      .insert(profiles)
      .values({ type: 'user', username: body.username!.trim(), name: `${firstName} ${lastName}` })
      .returning({ id: profiles.id });
    await tx.insert(users).values({ profileId: profile!.id, email, passwordHash, firstName, lastName, emailVerifiedAt: new Date() });
    return profile!.id;
  });
  const token = await createSession(db, userId);
  const user = await sessionUser(db, userId);
  return { user, cookie: `ovation_session=${token}`, token, email: body.email, password: body.password };
}

/** Sign-up and log-in through the API, for the people whose sign-up itself matters (see signUpUser). */
async function signUpThroughApi(app: FastifyInstance, db: TestApp['db'], body: z.input<typeof signupBody>, verified: boolean) {
  expectReply(await app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: body }), 202, signupReply);
  if (verified) {
    await db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.email, normalizeEmail(body.email)));
  }
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: body.email, password: body.password } });
  const { user, accessToken } = expectReply(login, 200, loginReply);
  return { user, cookie: `ovation_session=${accessToken}`, token: accessToken, email: body.email, password: body.password };
}
