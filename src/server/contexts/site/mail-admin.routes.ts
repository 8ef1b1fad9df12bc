import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailRetryReply } from '../../../contracts/site.ts';
import type { AppDeps } from '../../app.ts';
import { requireUser } from '../../platform/http/auth.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { MAIL_QUEUE } from '../../platform/mail/mail.jobs.ts';

/** Site admins re-send the e-mails that failed for good (after fixing the mail server); /api/health shows how many. */
export const mailAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { jobs }) => {
  app.post(
    '/api/v1/admin/mail/retry_failed',
    { schema: { tags: ['site'], summary: 'Queue every failed e-mail for one more try now (site admins)', response: { 200: mailRetryReply } } },
    async (request) => {
      if (!requireUser(request).admin) throw forbidden();
      return { retried: await jobs.retryFailed(MAIL_QUEUE) };
    },
  );
};
