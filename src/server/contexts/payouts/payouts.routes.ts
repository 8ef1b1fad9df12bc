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
import { requireProfileAccess } from '../events/profile-access.ts';
import { connect, disconnect, onboardingLinks } from './account-connection.service.ts';
import { addReader, removeReader } from './card-readers.service.ts';
import { createLocation } from './locations.service.ts';
import { payoutHistory } from './payout-history.service.ts';
import { readPayouts, updatePayoutSettings } from './payouts-settings.service.ts';

const tags = ['payouts'];

/**
 * The payouts settings tab (accounts-and-reporting 2.2 Payouts, 7): connection, currency, card readers and
 * their locations, and the payout history. Reads need the management gate ('view'); changes need edit rights
 * ('edit': the owner, an organization admin or a site admin).
 */
export const payoutsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

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
      return readPayouts(deps, await requireProfileAccess(db, request.user, request.query.ownerId, 'view'));
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
      const { profile } = await requireProfileAccess(db, request.user, request.query.ownerId, 'edit');
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
      await requireProfileAccess(db, request.user, request.query.ownerId, 'view');
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
      const { profile } = await requireProfileAccess(db, request.user, request.query.ownerId, 'edit');
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
      const { profile } = await requireProfileAccess(db, request.user, request.query.ownerId, 'edit');
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
      const { profile } = await requireProfileAccess(db, request.user, request.query.owner_uuid, 'edit');
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
      const { profile } = await requireProfileAccess(db, request.user, request.body.ownerId, 'edit');
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
      const { profile } = await requireProfileAccess(db, request.user, request.body.ownerId, 'edit');
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
      const { profile } = await requireProfileAccess(db, request.user, request.query.ownerId, 'edit');
      return removeReader(deps, profile.id, request.params.id);
    },
  );
};
