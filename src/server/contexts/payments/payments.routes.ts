import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENTS_ENDPOINTS as E } from '../../../contracts/payments.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { named } from '../../platform/http/named-plugin.ts';
import { serve } from '../../platform/http/serve.ts';
import { handleProviderEvent } from '../checkout/index.ts';
import {
  TEST_CARDS_HINT,
  confirmSandboxCard,
  paymentsConfig,
  receiveProviderEvent,
  retrieveSandboxPayment,
  sandboxOnly,
  testCards,
} from './payments.service.ts';

/**
 * The provider's configuration, the sandbox's card confirmation and test cards (buyer-side 2.7 Payment, 4 Card
 * confirmation), and the Stripe webhook.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { config, db, payments } = deps;

  await serve(app, E.config, async () => paymentsConfig(config, payments));

  await serve(app, E.testCards, async () => {
    sandboxOnly(payments);
    return { cards: testCards(), hint: TEST_CARDS_HINT };
  });

  await serve(app, E.confirmSandboxPayment, async (request, reply) => {
    const sandbox = sandboxOnly(payments);
    const outcome = await confirmSandboxCard(sandbox, request.params.id, request.body.clientSecret, request.body.card);
    if (outcome.ok) return outcome.payment;
    return reply.status(outcome.status).send({ ...outcome.error, requestId: String(request.id) });
  });

  await serve(app, E.sandboxPayment, async (request) => retrieveSandboxPayment(sandboxOnly(payments), request.params.id, request.query.clientSecret));

  // The webhook verifies Stripe's signature over the exact bytes received, so in this child context (and only
  // here) JSON bodies stay raw buffers.
  await app.register(
    named('stripe webhook', async (raw) => {
      raw.removeContentTypeParser('application/json');
      raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      await serve(raw, E.stripeWebhook, async (request) => {
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
      });
    }),
  );
};
