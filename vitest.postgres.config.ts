import fs from 'node:fs';
import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

/**
 * The PostgreSQL run of `npm test` (scripts/test-all.sh starts a server and sets TEST_DATABASE_URL): the test files
 * where a PostgreSQL server and the embedded PGlite differ, each with why. Every file also runs on PGlite. A new test
 * file runs on PGlite only until it is listed here (docs/testing.md says when to list one). A folder (ending in /)
 * takes every test file under it. A listed path that no longer exists stops the run, so a rename cannot drop a file
 * from this run unseen.
 */
export const POSTGRES_TESTS: Record<string, string> = {
  // PGlite runs one statement at a time, so two requests never race there: these races only happen on a server.
  'src/server/contexts/checkout/concurrency.test.ts': '200 buyers on 50 seats: stock taken in single statements',
  'src/server/contexts/checkout/inventory.test.ts': '200 concurrent holds on 50 tickets',
  'src/server/contexts/checkout/hold-limits.test.ts': 'hold caps under advisory locks, concurrent orders of one client',
  'src/server/contexts/checkout/code-races.test.ts': 'code uses raced by 50 checkouts, a share code by 10 friends',
  'src/server/contexts/memberships/subscription-concurrency.test.ts': '100 patrons on a tier of 10, the sweep twice at once',
  'src/server/contexts/memberships/members.test.ts': '20 concurrent adds to a tier of 3',
  'src/server/contexts/tickets/guests.test.ts': 'many scans racing for one check-in',
  'src/server/contexts/tickets/pass-check-in.test.ts': 'eight door phones scanning one punch card at once use only its entries left',
  'src/server/contexts/private-lists/member-import.test.ts': 'two requests adding one address at once',
  'src/server/contexts/promo-codes/promo-codes.test.ts': 'one code raced by two creations',
  'src/server/contexts/webhooks/webhooks.test.ts': 'two creations racing for the last place',
  'src/server/contexts/webhooks/dispatcher.test.ts': 'several dispatchers at once (for update skip locked)',
  'src/server/contexts/accounts/signup.test.ts': 'two sign-ups of one address at once',
  'src/server/contexts/accounts/accounts.test.ts': 'sign-in rate limits counted in the database by several processes',
  'src/server/contexts/videos/views-favorites.test.ts': '100 views and favorites at once count once',
  'src/server/contexts/videos/upload-locker.test.ts': 'the upload lock across processes (advisory locks, leases)',
  'src/server/contexts/broadcasts/management.test.ts': 'two Broadcast tabs opened at once make one broadcast per date',
  'src/server/contexts/broadcasts/ingest-hooks.test.ts': 'a broadcast ended twice at once queues one replay, in its transaction',
  'src/server/contexts/broadcasts/viewers.test.ts': "two processes' viewer counts in one table, their batched writes at once",
  'src/server/contexts/broadcasts/publisher-stops.test.ts': 'a Stop sent to the process holding the publisher over LISTEN/NOTIFY',
  'src/server/contexts/event-creator/conversation-races.test.ts': 'two messages at once, a reply job run twice at once',
  'src/server/contexts/seating/seat-concurrency.test.ts': '500 buyers racing for 100 seats: seats, pairs, best available',
  'src/server/contexts/seating/seat-holds.test.ts': 'seat holds, their clock and completion in SQL',
  'src/server/contexts/seating/seat-moves.test.ts': 'two organizers moving tickets onto one seat at once',
  'src/server/contexts/waiting-room/join-races.test.ts': 'two processes joining one room at once and across the draw: one row, one place each',
  'src/server/contexts/insight/pixels.test.ts': "one order's purchase pixel claimed from eight tabs at once fires once",
  'src/server/contexts/tickets/event-cancel.test.ts': "an event's cancel racing its orders' completions and a double click",
  'src/server/contexts/tickets/mass-refund.test.ts': "a ticket's own refund in flight holding the event's row while the cancel's mass refund waits",
  // pg-boss on a pool of real connections: sends in our transactions, expiry, retries, leases, separate workers.
  'src/server/platform/jobs/': 'the job queue itself',
  'src/server/platform/mail/': 'e-mail retries and the outage backlog through the queue',
  'src/server/platform/outbox.test.ts': 'outbox events written in the transaction of the change',
  'src/server/platform/notices.test.ts': 'notices between processes over LISTEN/NOTIFY, a lost listener connection',
  'src/server/platform/db/migration-lock.test.ts': 'processes of a new release migrating one database at once',
  'src/server/platform/db/maintenance.test.ts': 'maintenance differs by database kind',
  'src/server/platform/access/admin-acts.test.ts': "the audit log's append-only trigger and its row in the change's transaction",
  'src/server/multi-process.test.ts': 'two API processes and a worker behind HAProxy, one of them killed (needs a server)',
  'src/server/worker.test.ts': 'an API-only process beside a separate worker (needs a server)',
  'src/server/backup-restore.test.ts': 'pg_dump and pg_restore of a database with sold tickets (needs a server)',
  'src/server/contexts/tickets/tickets.jobs.test.ts': 'a confirmation sent once when two workers race',
  'src/server/contexts/apps/weekly-reports.test.ts': 'a weekly report sent once when its job runs twice at once',
  'src/server/contexts/event-creator/model-assistant.test.ts': "a model's reply through the queue: its retry, its dead letter, Resend",
  'src/server/contexts/memberships/renewals.test.ts': 'renewal charges through the jobs (money)',
  // SQL-heavy money and reporting code, on the oldest PostgreSQL we support (PGlite is a newer major version).
  'src/server/contexts/checkout/orders.test.ts': 'the checkout: stock, prices, codes in SQL',
  'src/server/contexts/checkout/reconcile.test.ts': 'paid orders reconciled with the provider',
  'src/server/contexts/reporting/': 'aggregates, time zones, paging and exports in SQL',
  'src/server/contexts/insight/traffic.test.ts': "the organizer's traffic: grouping sets, time zones, rollups and raw rows in SQL",
  // Every route, on the server too.
  'src/server/route-access.test.ts': 'route-wide: every route against its access rule',
  'src/server/route-fuzz.test.ts': 'route-wide: bad input never gives a 5xx',
};

function includeOf(entry: string): string {
  if (!fs.existsSync(entry)) throw new Error(`vitest.postgres.config.ts lists ${entry}, which does not exist: update the list`);
  return entry.endsWith('/') ? `${entry}**/*.test.ts` : entry;
}

if (!process.env.TEST_DATABASE_URL) {
  throw new Error('The PostgreSQL run needs a server: bash scripts/test-postgres.sh [files] starts one and runs it');
}

// Not mergeConfig: it would add this include to the base config's instead of replacing it.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: Object.keys(POSTGRES_TESTS).map(includeOf),
    // These files wait on the server, on locks and on the job queue more than they compute: 4 at a time on 2 cores
    // (on the whole src/server before this list, 4 took 143 s where 2 took 185 s and 6 took 160 s).
    maxWorkers: 4,
  },
});
