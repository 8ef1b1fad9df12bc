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
 * their locations, and the payout history. Each endpoint declares its owner gate (contracts/payouts.endpoints.ts).
 */
export const payoutsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  await serve(app, E.read, async (_request, _reply, access) => readPayouts(deps, access));

  await serve(app, E.updateCurrency, async (request, _reply, { profile }) => updatePayoutSettings(db, profile, request.body.currency));

  await serve(app, E.history, async (request) => payoutHistory(db, request.query));

  await serve(app, E.connect, async (_request, _reply, { profile }) => connect(deps, profile));

  await serve(app, E.disconnect, async (_request, _reply, { profile }) => disconnect(db, profile));

  // A link followed in the browser: signed out, it sends the visitor to sign in first (the declaration would 401).
  await serve(app, E.onboarding, async (request, reply, { user }) => {
    if (!user) return reply.redirect(`/auth?redirect_to=${encodeURIComponent(request.url)}`);
    const { profile } = await requireProfileAccess(db, user, request.query.owner_uuid, 'edit');
    const result = await connect(deps, profile);
    return reply.redirect(result.onboardingUrl ?? onboardingLinks(deps.config, profile).returnUrl);
  });

  await serve(app, E.createLocation, async (request, _reply, { profile }) => createLocation(deps, profile, request.body));

  await serve(app, E.registerReader, async (request, _reply, { profile }) => addReader(deps, profile, request.body));

  await serve(app, E.removeReader, async (request, _reply, { profile }) => removeReader(deps, profile.id, request.params.id));
};
