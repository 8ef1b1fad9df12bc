import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../../contracts/common.ts';
import {
  cardErrorBody,
  paymentsConfigReply,
  sandboxConfirmBody,
  sandboxPayment,
  sandboxPaymentQuery,
  testCardsReply,
  webhookReply,
} from '../../../contracts/payments.ts';
import type { AppDeps } from '../../app.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { handleProviderEvent } from '../checkout/payment-events.service.ts';
import {
  TEST_CARDS_HINT,
  confirmSandboxCard,
  paymentsConfig,
  receiveProviderEvent,
  retrieveSandboxPayment,
  sandboxOnly,
  testCards,
} from './payments.service.ts';

const tags = ['payments'];

const paymentParams = z.object({ id: text(100).min(1) });

/**
 * The provider's configuration, the sandbox's card confirmation and test cards (buyer-side 2.7 Payment, 4 Card
 * confirmation), and the Stripe webhook.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { config, db, payments } = deps;

  app.get(
    '/api/v1/payments/config',
    {
      schema: {
        tags,
        summary: "Which provider takes payments; the sandbox's label, Stripe's publishable key",
        response: { 200: paymentsConfigReply },
      },
    },
    async () => paymentsConfig(config, payments),
  );

  app.get(
    '/api/v1/sandbox/test-cards',
    { schema: { tags, summary: "The sandbox's test card numbers and what each does (sandbox only)", response: { 200: testCardsReply } } },
    async () => {
      sandboxOnly(payments);
      return { cards: testCards(), hint: TEST_CARDS_HINT };
    },
  );

  app.post(
    '/api/v1/sandbox/payments/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a sandbox payment with a card: 402 declined, 422 invalid card (sandbox only)',
        params: paymentParams,
        body: sandboxConfirmBody,
        response: { 200: sandboxPayment, 402: cardErrorBody, 422: cardErrorBody },
      },
    },
    async (request, reply) => {
      const sandbox = sandboxOnly(payments);
      const outcome = await confirmSandboxCard(sandbox, request.params.id, request.body.clientSecret, request.body.card);
      if (outcome.ok) return outcome.payment;
      return reply.status(outcome.status).send({ ...outcome.error, requestId: String(request.id) });
    },
  );

  app.get(
    '/api/v1/sandbox/payments/:id',
    {
      schema: {
        tags,
        summary: 'A sandbox payment by its client secret (sandbox only)',
        params: paymentParams,
        querystring: sandboxPaymentQuery,
        response: { 200: sandboxPayment },
      },
    },
    async (request) => retrieveSandboxPayment(sandboxOnly(payments), request.params.id, request.query.clientSecret),
  );

  // The webhook verifies Stripe's signature over the exact bytes received, so in this child context (and only
  // here) JSON bodies stay raw buffers.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.post(
      '/api/webhooks/stripe',
      {
        schema: {
          tags,
          summary: 'Stripe webhook: signature verified, each event handled once (Stripe only)',
          response: { 200: webhookReply },
        },
      },
      async (request) => {
        if (payments.name !== 'stripe') throw notFound();
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        let event;
        try {
          event = payments.parseWebhook(body, typeof signature === 'string' ? signature : undefined);
        } catch (err) {
          request.log.warn({ err }, 'stripe webhook refused');
          throw new AppError('bad_request', 'Invalid webhook signature');
        }
        const { duplicate } = await receiveProviderEvent(db, 'stripe', event, (e) => handleProviderEvent(deps, e));
        return { received: true as const, duplicate };
      },
    );
  });
};
