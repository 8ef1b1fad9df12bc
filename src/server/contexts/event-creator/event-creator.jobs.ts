import type { JobDeps } from '../../module.ts';
import { EVENT_CREATOR_REPLY_FAILED_QUEUE, EVENT_CREATOR_REPLY_QUEUE } from '../../platform/jobs/catalog.ts';
import { assistantFor } from './assistants.ts';
import { answerMessage, failReply } from './reply-job.ts';

/** The offline assistant answers in milliseconds; this caps one that would loop. */
const OFFLINE_TIMEOUT_MS = 10_000;

export async function registerEventCreatorJobs(deps: Pick<JobDeps, 'db' | 'jobs' | 'config'>) {
  const replyDeps = { db: deps.db, assistant: assistantFor(deps.config), timeoutMs: deps.config.ai?.timeoutMs ?? OFFLINE_TIMEOUT_MS };
  await deps.jobs.work(EVENT_CREATOR_REPLY_QUEUE, (job) => answerMessage(replyDeps, job));
  await deps.jobs.work(EVENT_CREATOR_REPLY_FAILED_QUEUE, (job) => failReply(deps.db, job));
}
