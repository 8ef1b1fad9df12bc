import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';

/** The webhook deliveries: the outbox dispatcher and the delivery queue. */
export async function registerWebhookJobs(_deps: { config: Config; db: Db; jobs: Jobs }): Promise<() => Promise<void>> {
  return async () => {};
}
