import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  connectReply,
  disconnectReply,
  locationBody,
  locationReply,
  onboardingQuery,
  ownerQuery,
  payoutHistoryQuery,
  payoutHistoryReply,
  payoutsReply,
  payoutsUpdateBody,
  payoutsUpdateReply,
  readerBody,
  readerDeleteReply,
  readerReply,
} from '../../../contracts/payments.ts';
import type { AppDeps } from '../../app.ts';
import { requireManager, requireUser } from '../../platform/http/auth.ts';
import { findProfile } from '../accounts/profiles.service.ts';
import {
  addReader,
  assertCanEdit,
  connect,
  createLocation,
  disconnect,
  onboardingLinks,
  payoutHistory,
  readPayouts,
  removeReader,
  updatePayoutSettings,
} from './payouts.service.ts';

const tags = ['payouts'];

/**
 * The payouts settings tab (accounts-and-reporting 2.2 Payouts, 7): connection, currency, card readers and
 * their locations, and the payout history. Reads need the management gate; changes need edit rights.
 */
export const payoutsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  /** The owner profile, after the management gate (401 signed out, 404 unknown, 403 others). */
  async function managed(request: Parameters<typeof requireUser>[0], ownerId: string, edit: boolean) {
    requireUser(request);
    const profile = await findProfile(db, ownerId);
    const { user } = requireManager(request, profile.id);
    if (edit) await assertCanEdit(db, user, profile.id);
    return { user, profile };
  }

  app.get(
    '/api/v1/profile_management/payouts',
    {
      schema: {
        tags,
        summary: 'Payouts settings: connection (account id masked), currency with provider fees, card readers',
        querystring: ownerQuery,
        response: { 200: payoutsReply },
      },
    },
    async (request) => {
      const { user, profile } = await managed(request, request.query.ownerId, false);
      return readPayouts(deps, user, profile);
    },
  );

  app.patch(
    '/api/v1/profile_management/payouts',
    {
      schema: {
        tags,
        summary: "Change the payout currency ('Payout settings updated successfully')",
        querystring: ownerQuery,
        body: payoutsUpdateBody,
        response: { 200: payoutsUpdateReply },
      },
    },
    async (request) => {
      const { profile } = await managed(request, request.query.ownerId, true);
      return updatePayoutSettings(db, profile, request.body.currency);
    },
  );

  app.get(
    '/api/v1/profile_management/payouts/history',
    {
      schema: {
        tags,
        summary: 'Payouts made to the owner: 10 a page, sortable by paidAt or amount',
        querystring: payoutHistoryQuery,
        response: { 200: payoutHistoryReply },
      },
    },
    async (request) => {
      await managed(request, request.query.ownerId, false);
      return payoutHistory(db, request.query);
    },
  );

  app.post(
    '/api/v1/profile_management/stripe/connect',
    {
      schema: {
        tags,
        summary: 'Connect payouts: the sandbox connects at once; Stripe answers with the onboarding link',
        querystring: ownerQuery,
        response: { 200: connectReply },
      },
    },
    async (request) => {
      const { profile } = await managed(request, request.query.ownerId, true);
      return connect(deps, profile);
    },
  );

  app.patch(
    '/api/v1/profile_management/stripe/disconnect',
    {
      schema: {
        tags,
        summary: "Disconnect the payment account ('Stripe disconnected successfully')",
        querystring: ownerQuery,
        response: { 200: disconnectReply },
      },
    },
    async (request) => {
      const { profile } = await managed(request, request.query.ownerId, true);
      return disconnect(db, profile);
    },
  );

  app.get(
    '/stripe/onboarding',
    {
      schema: {
        tags,
        summary: "The onboarding link: redirects to Stripe's onboarding (the sandbox connects and returns to payouts)",
        querystring: onboardingQuery,
      },
    },
    async (request, reply) => {
      if (!request.user) {
        return reply.redirect(`/auth?redirect_to=${encodeURIComponent(request.url)}`);
      }
      const { profile } = await managed(request, request.query.owner_uuid, true);
      const result = await connect(deps, profile);
      return reply.redirect(result.onboardingUrl ?? onboardingLinks(deps.config, profile).returnUrl);
    },
  );

  app.post(
    '/api/v1/profile_management/locations',
    {
      schema: {
        tags,
        summary: 'Save a card reader location (venue, US address); registered with the provider',
        body: locationBody,
        response: { 201: locationReply },
      },
    },
    async (request, reply) => {
      const { profile } = await managed(request, request.body.ownerId, true);
      return reply.status(201).send(await createLocation(deps, profile, request.body));
    },
  );

  app.post(
    '/api/v1/stripe_terminals',
    {
      schema: {
        tags,
        summary: "Register a card reader with its pairing code at a location ('Card reader added successfully')",
        body: readerBody,
        response: { 201: readerReply },
      },
    },
    async (request, reply) => {
      const { profile } = await managed(request, request.body.ownerId, true);
      return reply.status(201).send(await addReader(deps, profile, request.body));
    },
  );

  app.delete(
    '/api/v1/stripe_terminals/:id',
    {
      schema: {
        tags,
        summary: 'Remove a card reader',
        params: z.object({ id: z.uuid() }),
        querystring: ownerQuery,
        response: { 200: readerDeleteReply },
      },
    },
    async (request) => {
      const { profile } = await managed(request, request.query.ownerId, true);
      return removeReader(deps, profile.id, request.params.id);
    },
  );
};
