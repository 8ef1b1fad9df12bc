import type { Db } from '../../platform/db/client.ts';
import { LIST_SHARE_CODE_MAILS_QUEUE } from '../../platform/jobs/catalog.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { sendShareCodeMails } from './share-code-mails.ts';

export async function registerPrivateListJobs(deps: { db: Db; jobs: Jobs }) {
  await deps.jobs.work(LIST_SHARE_CODE_MAILS_QUEUE, ({ memberIds }) => sendShareCodeMails(deps, memberIds));
}
