import { and, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { events, orders, profiles } from '../platform/db/schema/index.ts';
import { loadConfig } from '../platform/config.ts';
import type { Jobs } from '../platform/jobs/queue.ts';
import type { RateLimiter } from '../platform/http/rate-limit.ts';
import { SandboxProvider } from '../platform/payments/sandbox.ts';
import { demoHallWithout } from '../demo-hall.ts';
import { DEMO_ZONE } from '../demo-event.ts';
import { membershipHistory } from '../contexts/memberships/index.ts';
import { makeDemoClip, removeDemoClip, videoDonationHistory, type DemoMedia } from '../contexts/videos/index.ts';
import { HistoryClock } from './clock.ts';
import type { HistoryContext } from './context.ts';
import { loadPatrons, ownerUser, seededRandom } from './people.ts';
import { SALES_SHIFT_DAYS, ticketSales } from './ticket-sales.ts';

/**
 * The demo history (issue 26): a few months of Lovelace Hall's life before today, so that a first start shows every
 * report, guest list and member list with figures. Played once, into a database where the hall has no orders yet,
 * through the services a real purchase, refund, check-in, list import and subscription use, on the sandbox provider.
 *
 * One transaction: the history is all there or not at all (a start killed half-way plays it again next time), the job
 * worker's sweeps never see it half-played, and the services' own transactions nest in it as savepoints.
 *
 * Quiet: the jobs these services queue are dropped. They are the confirmation e-mails, receipts, share-code letters and
 * the sandbox's own payment events of things that "happened" weeks ago (completion is called directly, as the
 * return page does); hundreds of e-mails in the outbox would bury the ones a visitor makes
 * (docs/decisions/platform.md 'Demo history').
 */

const SEED = 26;

/** Every job of the history is dropped: nothing of it is mailed or re-done later. */
const QUIET_JOBS: Jobs = {
  send: async () => null,
  sendMany: async () => undefined,
  work: async () => {
    throw new Error('the demo history runs no workers');
  },
  schedule: async () => {
    throw new Error('the demo history schedules nothing');
  },
  backlog: async () => ({ queued: 0, retrying: 0, failed: 0 }),
  backlogs: async () => [],
  retryNow: async () => 0,
  retryFailed: async () => [],
  failed: async () => [],
  stop: async () => {},
};

/** Rate limits guard against people; the history is one script playing many of them. */
const NO_LIMITS: RateLimiter = {
  hit: async () => {},
  request: async () => {},
  peek: async () => ({ exceeded: false, retryAfter: 0 }),
  record: async () => {},
};

/** `media` (the running jobs and the data folder) adds the demo video and its donations, when ffmpeg can make its file. */
export async function loadDemoHistory(db: Db, media?: DemoMedia): Promise<void> {
  const hall = await demoHallWithout(db, orders);
  if (!hall) return;
  const [connected] = await db.select({ account: profiles.paymentAccountId }).from(profiles).where(eq(profiles.id, hall.id));
  if (!connected?.account) return;
  const [concert] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.ownerId, hall.id), eq(events.name, 'Autumn Chamber Concert')))
    .limit(1);
  const clip = media ? await makeDemoClip(media) : null;
  await db
    .transaction(async (tx) => {
      // The services take a database; given the transaction, their own transactions become savepoints of it.
      const historyDb = tx as unknown as Db;
      const sandbox = new SandboxProvider(historyDb, async () => {});
      const ctx: HistoryContext = {
        tx,
        // Services read links and hold caps from the configuration: the defaults do (links go only into dropped e-mails).
        deps: { db: historyDb, jobs: QUIET_JOBS, config: loadConfig({}), payments: sandbox, sandbox, limits: NO_LIMITS },
        hall,
        owner: await ownerUser(tx, 'ada'),
        people: await loadPatrons(tx, DEMO_ZONE),
        random: seededRandom(SEED),
      };
      const sales = await ticketSales(ctx, concert?.id ?? null);
      const members = await membershipHistory(ctx);
      const donations = media && clip ? await videoDonationHistory(ctx, media, clip) : [];
      const clock = new HistoryClock(tx);
      await clock.play([...sales.steps, ...members, ...donations]);
      await clock.backdate(sales.pastEvents, SALES_SHIFT_DAYS);
    })
    .catch(async (err: unknown) => {
      if (media && clip) await removeDemoClip(media, clip);
      throw err;
    });
}
