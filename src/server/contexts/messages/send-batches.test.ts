import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageReply } from '../../../contracts/messages.ts';
import { course, headers, makeEvent, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { firstOccurrenceId } from '../reporting/reporting.fixtures.ts';
import { insertHolders, mailJobsPerAddress } from './messages.fixtures.ts';
import { sendBatch, type BatchDeps } from './send-batches.ts';

const t = useTestApp();
const RATE = 1000;
const HOLDERS = 5000;
const MINUTE = 60_000;

let owner: Person;
let messageId: string;
const deps = (): BatchDeps => ({ db: t.db, jobs: t.jobs, config: { mailRatePerMinute: RATE, publicUrl: 'https://ovation.test' } });

beforeAll(async () => {
  owner = await signUpUser(t.app);
  const event = await makeEvent(t, owner, owner.user.id, { tickets: [{ name: 'General', price: 0, quantity: 10_000 }] });
  const seed = { ownerId: owner.user.id, eventId: event.id, occurrenceId: await firstOccurrenceId(t, event.id), ticketTypeId: event.ticketIds[0]! };
  await insertHolders(t, { ...seed, count: HOLDERS, prefix: 'holder' });
  const res = await t.app.inject({
    method: 'POST',
    url: course(event.id, '/messages'),
    headers: headers(owner),
    payload: { subject: 'Big news', body: 'Hello everyone', format: 'text', audience: 'all', clientKey: randomUUID() },
  });
  messageId = expectReply(res, 201, messageReply).message.id;
  // The batches run here, step by step with a moved clock, not through the queue.
  await t.db.execute(sql`delete from pgboss.job where name = 'messages.send'`);
});

describe(`${HOLDERS} holders at ${RATE} e-mails a minute`, () => {
  it('sends in batches within the rate, and a crash between batches sends nobody twice', async () => {
    const start = new Date('2030-01-01T12:00:00Z');
    const batches: number[] = [];
    let now = start;
    let outcome = await sendBatch(deps(), messageId, now);
    batches.push(outcome.handled);

    // Within the same minute the rate is spent: a second run (a retried job) sends nothing and waits a minute.
    const early = await sendBatch(deps(), messageId, new Date(now.getTime() + 30_000));
    expect(early).toEqual({ done: false, handled: 0, nextAt: new Date(start.getTime() + MINUTE) });

    // The worker dies in the middle of the second batch, after its e-mails were enqueued: none of it stays.
    now = new Date(now.getTime() + MINUTE);
    await expect(
      sendBatch(deps(), messageId, now, {
        beforeCommit: () => {
          throw new Error('kill -9');
        },
      }),
    ).rejects.toThrow('kill -9');

    while (!outcome.done) {
      outcome = await sendBatch(deps(), messageId, now);
      batches.push(outcome.handled);
      if (!outcome.done) {
        expect(outcome.nextAt.getTime()).toBe(now.getTime() + MINUTE);
        now = outcome.nextAt;
      }
    }
    expect(batches).toEqual([1000, 1000, 1000, 1000, 1000]);

    const perAddress = await mailJobsPerAddress(t, 'Big news');
    expect(perAddress).toHaveLength(HOLDERS);
    expect(perAddress.filter((r) => r.n !== 1)).toEqual([]);
    const { rows } = await t.db.execute<{ minute: string; n: number }>(
      sql`select date_trunc('minute', sent_at)::text as minute, count(*)::int as n from attendee_message_recipients group by 1 order by 1`,
    );
    expect(rows.map((r) => r.n)).toEqual([1000, 1000, 1000, 1000, 1000]);
    expect((await sendBatch(deps(), messageId, new Date(now.getTime() + MINUTE))).handled).toBe(0);
  });
});
