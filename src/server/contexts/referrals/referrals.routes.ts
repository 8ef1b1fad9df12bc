import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REFERRALS_ENDPOINTS as E } from '../../../contracts/referrals.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { listReferrals } from './referrals.service.ts';

/** The referral tracker (accounts-and-reporting 2.6): earnings are money, so it declares the report gate. */
export const referralsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  await serve(app, E.list, async (request, _reply, { profile }) => listReferrals(db, profile.id, request.query.page, new Date()));
};
