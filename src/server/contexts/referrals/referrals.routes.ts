import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REFERRALS_ENDPOINTS as E } from '../../../contracts/referrals.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { requireReportAccess } from '../reporting/report-access.ts';
import { listReferrals } from './referrals.service.ts';

/** The referral tracker (accounts-and-reporting 2.6): earnings are money, so the report gate decides who sees them. */
export const referralsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  await serve(app, E.list, async (request) => {
    const { profile } = await requireReportAccess(db, request.user, request.query.ownerId);
    return listReferrals(db, profile.id, request.query.page, new Date());
  });
};
