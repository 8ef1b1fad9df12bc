import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from './platform/db/schema/index.ts';
import { loadConfig } from './platform/config.ts';
import { enqueueMail } from './platform/mail/mail.jobs.ts';
import { startRuntime, type Runtime } from './runtime.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

/** API-only replicas (RUN_WORKERS=false) enqueue jobs; a separate worker process on the same database handles them. */
describe('API-only process and a separate worker process (worker loop)', () => {
  let t: TestApp;
  let worker: Runtime | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-worker-'));

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await worker?.stop();
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const outbox = () => t.db.select().from(mailOutbox);

  it('worker loop: reports the worker as separate and leaves jobs queued until a worker takes them', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', worker: 'separate' });

    await enqueueMail(t.jobs, { to: 'patron@example.com', subject: 'Queued by the API', text: 'Hello' });
    // Twice the queue's polling interval: nobody in this process handles it.
    await new Promise((r) => setTimeout(r, 1_200));
    expect(await outbox()).toHaveLength(0);

    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      DATA_DIR: dataDir,
      DATABASE_URL: t.runtime.database.connectionString,
    });
    worker = await startRuntime(config);
    await expect.poll(async () => (await outbox()).map((m) => m.subject), { timeout: 10_000, interval: 200 }).toEqual(['Queued by the API']);
  });
});
