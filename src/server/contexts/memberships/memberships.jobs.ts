import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { MEMBERSHIP_MAIL_QUEUE, MEMBERSHIP_SWEEP_QUEUE } from '../../platform/jobs/catalog.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { enqueueMailOnce } from '../../platform/mail/mail.jobs.ts';
import type { PaymentProvider } from '../../platform/payments/provider.ts';
import { sweepMemberships } from './renewals.service.ts';
import { renderMembershipMail } from './subscription-mails.ts';

export interface MembershipJobDeps {
  config: Pick<Config, 'publicUrl'>;
  db: Db;
  jobs: Jobs;
  payments: PaymentProvider;
}

/** Every minute, once across all workers. */
export const MEMBERSHIP_SWEEP_CRON = '* * * * *';

export async function registerMembershipJobs(deps: MembershipJobDeps) {
  await deps.jobs.work(MEMBERSHIP_SWEEP_QUEUE, async (_data, job) => {
    await sweepMemberships(deps, new Date(), job.log);
  });
  await deps.jobs.schedule(MEMBERSHIP_SWEEP_QUEUE, MEMBERSHIP_SWEEP_CRON);
  // The job's id is the same on every try: a retry after the e-mail was queued sends nothing twice.
  await deps.jobs.work(MEMBERSHIP_MAIL_QUEUE, async (mail, job) => {
    const message = await renderMembershipMail(deps.db, deps.config, mail);
    if (message) await enqueueMailOnce(deps.db, deps.jobs, `membership-mail:${job.id}`, message);
  });
}
