import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYOUTS_ENDPOINTS as E } from '../../../contracts/payouts.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { requireProfileAccess } from '../../platform/access/profile-access.ts';
import { connect, disconnect, onboardingLinks } from './account-connection.service.ts';
import { addReader, removeReader } from './card-readers.service.ts';
import { createLocation } from './locations.service.ts';
import { payoutHistory } from './payout-history.service.ts';
import { readPayouts, updatePayoutSettings } from './payouts-settings.service.ts';

/**
 * The payouts settings tab (accounts-and-reporting 2.2 Payouts, 7): connection, currency, card readers and
 * their locations, and the payout history. Reads need the management gate ('view'); changes need edit rights
 * ('edit': the owner, an organization admin or a site admin).
 */
export const payoutsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  await serve(app, E.read, async (request) => {
    return readPayouts(deps, await requireProfileAccess(db, request.user, request.query.ownerId, 'view'));
  });

  await serve(app, E.updateCurrency, async (request) => {
    const { profile } = await requireProfileAccess(db, request.user, request.query.ownerId, 'edit');
    return updatePayoutSettings(db, profile, request.body.currency);
  });

  await serve(app, E.history, async (request) => {
    await requireProfileAccess(db, request.user, request.query.ownerId, 'view');
    return payoutHistory(db, request.query);
  });

  await serve(app, E.connect, async (request) => {
    const { profile } = await requireProfileAccess(db, request.user, request.query.ownerId, 'edit');
    return connect(deps, profile);
  });

  await serve(app, E.disconnect, async (request) => {
    const { profile } = await requireProfileAccess(db, request.user, request.query.ownerId, 'edit');
    return disconnect(db, profile);
  });

  await serve(app, E.onboarding, async (request, reply) => {
    if (!request.user) {
      return reply.redirect(`/auth?redirect_to=${encodeURIComponent(request.url)}`);
    }
    const { profile } = await requireProfileAccess(db, request.user, request.query.owner_uuid, 'edit');
    const result = await connect(deps, profile);
    return reply.redirect(result.onboardingUrl ?? onboardingLinks(deps.config, profile).returnUrl);
  });

  await serve(app, E.createLocation, async (request) => {
    const { profile } = await requireProfileAccess(db, request.user, request.body.ownerId, 'edit');
    return createLocation(deps, profile, request.body);
  });

  await serve(app, E.registerReader, async (request) => {
    const { profile } = await requireProfileAccess(db, request.user, request.body.ownerId, 'edit');
    return addReader(deps, profile, request.body);
  });

  await serve(app, E.removeReader, async (request) => {
    const { profile } = await requireProfileAccess(db, request.user, request.query.ownerId, 'edit');
    return removeReader(deps, profile.id, request.params.id);
  });
};
