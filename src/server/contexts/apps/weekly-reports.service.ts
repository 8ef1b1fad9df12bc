import { processLog, type Logger } from '../../platform/logger.ts';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { profiles, weeklyReportSends, weeklySalesReports } from '../../platform/db/schema/index.ts';
import { WEEKLY_SALES_REPORT_OWNERS_QUEUE } from '../../platform/jobs/catalog.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { enqueueMail } from '../../platform/mail/mail.jobs.ts';
import { lastWeekIn, weekLabel } from './report-week.ts';
import { weeklyFigures } from './weekly-figures.ts';
import { weeklyReportMail } from './weekly-mail.ts';

export interface WeeklyReportDeps {
  db: Db;
  jobs: Jobs;
  config: Pick<Config, 'publicUrl'>;
}

/** Owners per job: each job is seconds long however many owners use the app. */
const BATCH_SIZE = 100;

interface ConfiguredOwner {
  id: string;
  name: string;
  username: string;
  currency: string;
  timezone: string;
}

/**
 * Sends one owner last week's report, once: the week is claimed in weekly_report_sends and its e-mails enqueued in
 * the same transaction, so a second run (or a concurrent one, which waits on the claim) sends nothing. The
 * addresses are read in that transaction, so a configuration removed meanwhile sends nothing. True when sent.
 */
async function sendOwnerReport(deps: WeeklyReportDeps, owner: ConfiguredOwner, now: Date): Promise<boolean> {
  const week = lastWeekIn(now, owner.timezone);
  const sentAlready = eq(weeklyReportSends.ownerId, owner.id);
  const [done] = await deps.db
    .select({ ownerId: weeklyReportSends.ownerId })
    .from(weeklyReportSends)
    .where(and(sentAlready, eq(weeklyReportSends.weekStart, week.weekStart)))
    .limit(1);
  if (done) return false; // a retry of the job: this owner's week went out on the first try
  const figures = await weeklyFigures(deps.db, owner, week);
  const reportsUrl = `${deps.config.publicUrl}/manage/${encodeURIComponent(owner.username)}/reporting/revenue`;
  return deps.db.transaction(async (tx) => {
    const [config] = await tx.select({ emails: weeklySalesReports.emails }).from(weeklySalesReports).where(eq(weeklySalesReports.ownerId, owner.id));
    if (!config) return false;
    const claimed = await tx
      .insert(weeklyReportSends)
      .values({ ownerId: owner.id, weekStart: week.weekStart })
      .onConflictDoNothing()
      .returning({ ownerId: weeklyReportSends.ownerId });
    if (!claimed.length) return false;
    const input = { ownerName: owner.name, reportsUrl, week: weekLabel(week), figures };
    for (const to of config.emails) await enqueueMail(deps.jobs, weeklyReportMail(to, input), tx);
    return true;
  });
}

/**
 * The Monday job (content-management 5 Weekly report): the configured owners, read 100 at a time, each hundred sent
 * as one job of WEEKLY_SALES_REPORT_OWNERS_QUEUE with the run's time (which names the week). Returns the jobs sent.
 */
export async function queueWeeklyReports(deps: WeeklyReportDeps, now = new Date()): Promise<number> {
  let jobs = 0;
  for (let after: string | null = null; ;) {
    const page = await deps.db
      .select({ id: weeklySalesReports.ownerId })
      .from(weeklySalesReports)
      .where(after ? gt(weeklySalesReports.ownerId, after) : undefined)
      .orderBy(asc(weeklySalesReports.ownerId))
      .limit(BATCH_SIZE);
    if (!page.length) return jobs;
    await deps.jobs.send(WEEKLY_SALES_REPORT_OWNERS_QUEUE, { ownerIds: page.map((o) => o.id), at: now.toISOString() });
    jobs += 1;
    after = page.at(-1)!.id;
  }
}

/**
 * Last week's report to each of these owners that still has the app. One owner's failure does not stop the others;
 * the job then fails so that pg-boss retries it, and the retry sends only the weeks not sent yet. Returns how many
 * owners were sent a report.
 */
export async function sendWeeklyReports(deps: WeeklyReportDeps, ownerIds: string[], now: Date, log: Logger = processLog): Promise<number> {
  const owners: ConfiguredOwner[] = await deps.db
    .select({ id: profiles.id, name: profiles.name, username: profiles.username, currency: profiles.currency, timezone: profiles.timezone })
    .from(weeklySalesReports)
    .innerJoin(profiles, eq(profiles.id, weeklySalesReports.ownerId))
    .where(inArray(weeklySalesReports.ownerId, ownerIds));
  let sent = 0;
  const failed: string[] = [];
  for (const owner of owners) {
    try {
      if (await sendOwnerReport(deps, owner, now)) sent += 1;
    } catch (err) {
      failed.push(owner.id);
      log.error({ err, ownerId: owner.id }, 'a weekly sales report failed; the job retries its owners');
    }
  }
  if (failed.length) throw new Error(`Weekly sales reports failed for ${failed.length} owner(s): ${failed.join(', ')}`);
  return sent;
}
