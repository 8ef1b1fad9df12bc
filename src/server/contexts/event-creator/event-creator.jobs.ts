import type { JobDeps } from '../../module.ts';
import { EVENT_CREATOR_REPLY_FAILED_QUEUE, EVENT_CREATOR_REPLY_QUEUE } from '../../platform/jobs/catalog.ts';
import { assistantFor, replyTimeoutMs } from './assistants.ts';
import { answerMessage, failReply } from './reply-job.ts';

export async function registerEventCreatorJobs(deps: Pick<JobDeps, 'db' | 'jobs' | 'config'>) {
  const replyDeps = { db: deps.db, assistant: assistantFor(deps.config), timeoutMs: replyTimeoutMs(deps.config) };
  await deps.jobs.work(EVENT_CREATOR_REPLY_QUEUE, (job) => answerMessage(replyDeps, job));
  await deps.jobs.work(EVENT_CREATOR_REPLY_FAILED_QUEUE, (job) => failReply(deps.db, job));
}
