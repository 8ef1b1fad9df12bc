import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROMO_CODES_ENDPOINTS as E } from '../../../contracts/promo-codes.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { requireProfileAccess } from '../../platform/access/profile-access.ts';
import { findGlobalCode, listPromoCodes, promoCodeView } from './promo-code-views.ts';
import { bulkCreatePromoCodes, createPromoCode, removePromoCode, updatePromoCode } from './promo-codes.service.ts';

/**
 * An owner's global promo codes (content-management 7 Global promo codes). Every call names the managed profile
 * (ownerId): reads need its management gate, changes its 'edit' right; a code is found by its id and that owner.
 */
export const promoCodesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  await serve(app, E.list, async (request) => {
    const { profile } = await requireProfileAccess(db, request.user, request.query.ownerId, 'view');
    return listPromoCodes(db, profile, request.query, new Date());
  });

  await serve(app, E.code, async (request) => {
    const { profile } = await requireProfileAccess(db, request.user, request.query.ownerId, 'view');
    return promoCodeView(await findGlobalCode(db, profile.id, request.params.id), profile.currency, new Date());
  });

  await serve(app, E.create, async (request) => {
    const { profile } = await requireProfileAccess(db, request.user, request.body.ownerId, 'edit');
    return createPromoCode(db, profile, request.body);
  });

  await serve(app, E.bulkCreate, async (request) => {
    const { profile } = await requireProfileAccess(db, request.user, request.body.ownerId, 'edit');
    return bulkCreatePromoCodes(db, profile, request.body);
  });

  await serve(app, E.update, async (request) => {
    const { profile } = await requireProfileAccess(db, request.user, request.body.ownerId, 'edit');
    return updatePromoCode(db, profile, request.params.id, request.body);
  });

  await serve(app, E.remove, async (request) => {
    const { profile } = await requireProfileAccess(db, request.user, request.query.ownerId, 'edit');
    await removePromoCode(db, profile.id, request.params.id);
    return { ok: true as const };
  });
};
