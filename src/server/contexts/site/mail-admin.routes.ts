import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SITE_ENDPOINTS as E } from '../../../contracts/site.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { retryFailedMails } from '../../platform/mail/mail.jobs.ts';

/** Site admins re-send the e-mails that failed for good (after fixing the mail server); /api/health shows how many. */
export const mailAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, jobs }) => {
  // In a transaction (the queue's tables are in this database): the admin act's audit row commits with the retry.
  await serve(app, E.retryFailedMail, async () => ({ retried: await db.transaction((tx) => retryFailedMails(jobs, tx)) }));
};
