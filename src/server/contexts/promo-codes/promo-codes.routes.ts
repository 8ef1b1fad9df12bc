import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROMO_CODES_ENDPOINTS as E } from '../../../contracts/promo-codes.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { findGlobalCode, listPromoCodes, promoCodeView } from './promo-code-views.ts';
import { bulkCreatePromoCodes, createPromoCode, removePromoCode, updatePromoCode } from './promo-codes.service.ts';

/**
 * An owner's global promo codes (content-management 7 Global promo codes). Every call names the managed profile
 * (ownerId), whose gate each endpoint declares (contracts/promo-codes.endpoints.ts); a code is found by its id and
 * that owner.
 */
export const promoCodesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  await serve(app, E.list, async (request, _reply, { profile }) => listPromoCodes(db, profile, request.query, new Date()));

  await serve(app, E.code, async (request, _reply, { profile }) =>
    promoCodeView(await findGlobalCode(db, profile.id, request.params.id), profile.currency, new Date()),
  );

  await serve(app, E.create, async (request, _reply, { profile }) => createPromoCode(db, profile, request.body));

  await serve(app, E.bulkCreate, async (request, _reply, { profile }) => bulkCreatePromoCodes(db, profile, request.body));

  await serve(app, E.update, async (request, _reply, { profile }) => updatePromoCode(db, profile, request.params.id, request.body));

  await serve(app, E.remove, async (request, _reply, { profile }) => {
    await removePromoCode(db, profile.id, request.params.id);
    return { ok: true as const };
  });
};
