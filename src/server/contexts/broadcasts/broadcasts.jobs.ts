import type { JobDeps } from '../../module.ts';
import { BROADCAST_REPLAY_QUEUE } from '../../platform/jobs/catalog.ts';
import { makeReplay } from './replay.service.ts';

export async function registerBroadcastJobs(deps: JobDeps): Promise<void> {
  await deps.jobs.work(BROADCAST_REPLAY_QUEUE, (job) => makeReplay(deps, job));
}
