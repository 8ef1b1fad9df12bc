import type { Db } from '../../platform/db/client.ts';
import { ANALYTICS_PRUNE_QUEUE, ANALYTICS_ROLLUP_QUEUE } from '../../platform/jobs/catalog.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { pruneAnalytics } from './prune.ts';
import { rollUpDay } from './rollup.ts';

/** Daily, once across all workers, once every zone's day before yesterday has closed. */
export const ANALYTICS_ROLLUP_CRON = '17 2 * * *';
/** Hourly: a busy day's rows take a few chunks; a backlog (the first run on a year of rows) clears over a few hours. */
export const ANALYTICS_PRUNE_CRON = '43 * * * *';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The days a run rolls up: the two before `now`'s UTC date. The day before yesterday has closed in every zone;
 * yesterday has in all but the westernmost, and is rolled up again the next night once it has.
 */
export function daysToRollUp(now: Date): string[] {
  const day = 86_400_000;
  return [isoDay(new Date(now.getTime() - 2 * day)), isoDay(new Date(now.getTime() - day))];
}

export async function registerAnalyticsJobs(deps: { db: Db; jobs: Jobs }) {
  await deps.jobs.work(ANALYTICS_ROLLUP_QUEUE, async () => {
    for (const day of daysToRollUp(new Date())) await rollUpDay(deps.db, day);
  });
  await deps.jobs.work(ANALYTICS_PRUNE_QUEUE, async () => {
    await pruneAnalytics(deps.db, new Date());
  });
  await deps.jobs.schedule(ANALYTICS_ROLLUP_QUEUE, ANALYTICS_ROLLUP_CRON);
  await deps.jobs.schedule(ANALYTICS_PRUNE_QUEUE, ANALYTICS_PRUNE_CRON);
}
