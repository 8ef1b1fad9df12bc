/**
 * bench/list-import: a 50,000-address Bulk Import into a private list in one request (POST
 * custom_user_lists_users/create_bulk through app.inject), on the embedded database (PGlite, in memory), as the
 * issue asks: it must finish in seconds. Then one share-code mail job (1,000 members) as the worker runs it, the
 * work each import leaves behind per 1,000 people.
 *
 *   npx tsx bench/list-import.ts        (BENCH_LIST_ROWS=50000 by default)
 *
 * The API runs without workers (RUN_WORKERS=false), so the timing is the request's own; the mail jobs stay queued.
 * Results: stdout and bench/.results/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { addMembersReply, privateListView } from '../src/contracts/private-lists.ts';
import { buildApp } from '../src/server/app.ts';
import { sendShareCodeMails } from '../src/server/contexts/private-lists/share-code-mails.ts';
import { loadConfig } from '../src/server/platform/config.ts';
import { LIST_SHARE_CODE_MAILS_QUEUE } from '../src/server/platform/jobs/catalog.ts';
import { startRuntime } from '../src/server/runtime.ts';
import { expectReply } from '../src/server/testing/replies.ts';
import { signUpAndLogIn } from './accounts.ts';
import { saveResults } from './results.ts';

const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 50_000);
const TARGET_SECONDS = 10;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-bench-list-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DEMO_DATA: 'false', DATA_DIR: dataDir, RUN_WORKERS: 'false' });
  const runtime = await startRuntime(config, { inMemoryDatabase: true });
  const app = await buildApp({ config, ...runtime, db: runtime.database.db });
  try {
    const user = await signUpAndLogIn(app, {
      firstName: 'Bench',
      lastName: 'Organizer',
      email: 'bench@example.com',
      password: 'bench-password',
      username: 'bench-lists',
    });
    const headers = { cookie: user.cookie };
    const list = expectReply(
      await app.inject({
        method: 'POST',
        url: '/api/v1/profile_management/custom_user_lists',
        headers,
        payload: { ownerId: user.id, name: 'Bench' },
      }),
      201,
      privateListView,
    );
    // Addresses as a CSV export gives them: mixed case, some padded.
    const emails = Array.from({ length: ROWS }, (_, i) =>
      i % 7 === 0 ? ` Guest.${i}@Example.COM ` : `guest.${i}.${i % 97}@mail${i % 13}.example.org`,
    );
    const payload = { ownerId: user.id, customUserListId: list.id, emails };
    const bodyBytes = Buffer.byteLength(JSON.stringify(payload));
    console.log(
      `${ROWS} addresses (${(bodyBytes / 1024 / 1024).toFixed(2)} MiB of JSON); ${runtime.database.kind}; Node ${process.version}, ${os.cpus().length} CPUs`,
    );

    const started = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/v1/profile_management/custom_user_lists_users/create_bulk', headers, payload });
    const importSeconds = (performance.now() - started) / 1000;
    const { added } = expectReply(res, 200, addMembersReply);
    if (added !== ROWS) throw new Error(`added ${added} of ${ROWS}`);

    const { rows: jobs } = await runtime.database.db.execute<{ data: { memberIds: string[] } }>(
      sql`select data from pgboss.job where name = ${LIST_SHARE_CODE_MAILS_QUEUE} order by created_on`,
    );
    const mailStarted = performance.now();
    await sendShareCodeMails({ db: runtime.database.db, jobs: runtime.jobs }, jobs[0]!.data.memberIds);
    const mailJobSeconds = (performance.now() - mailStarted) / 1000;

    console.log(
      `${'import request'.padEnd(34)} ${importSeconds.toFixed(2)} s (target < ${TARGET_SECONDS} s) ${importSeconds < TARGET_SECONDS ? 'OK' : 'ABOVE TARGET'}`,
    );
    console.log(`${'share-code mail jobs queued'.padEnd(34)} ${jobs.length}`);
    console.log(`${'one mail job (1,000 e-mails queued)'.padEnd(34)} ${mailJobSeconds.toFixed(2)} s`);

    const results = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      rows: ROWS,
      bodyBytes,
      importSeconds,
      mailJobs: jobs.length,
      mailJobSeconds,
    };
    saveResults('list-import', results);
  } finally {
    await app.close();
    await runtime.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
