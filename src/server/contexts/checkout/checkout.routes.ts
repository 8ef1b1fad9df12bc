import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHECKOUT_ENDPOINTS as E } from '../../../contracts/checkout.endpoints.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import { serve } from '../../platform/http/serve.ts';
import { systemClock } from '../../platform/clock.ts';
import { visitorOf } from '../../platform/http/visitor.ts';
import { admissionFor, passSigner, queueSigningSecret } from '../waiting-room/index.ts';
import type { AppDeps } from '../../app.ts';
import { completeFromReturn } from './completion.service.ts';
import { checkoutClient, limitClient, rememberClient } from './checkout-client.ts';
import { confirmOrder } from './confirm.service.ts';
import { cancelOrder } from './order-release.service.ts';
import { createOrder, getOrder, orderForViewer, updateOrder } from './orders.service.ts';
import { promoterCookie, promoterFromCookie, rememberPromoter } from './promoter.ts';
import { validateCode } from './selection.service.ts';
import { orderSummary } from './summary.service.ts';
import { cancelTerminalPayment, checkPaymentStatus, listReaders, processPayment, simulateTerminalPayment } from './terminal.service.ts';

/** Checkout: codes, orders, completion, thank-you summary, card terminals, promoter cookie (contracts/checkout.ts). */
export const checkoutRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const admissions = { db, signer: passSigner(await queueSigningSecret(deps.config)), now: () => clock.now() };

  await serve(app, E.validateCode, async (request) => {
    // Codes unlock hidden tickets and discounts: 10 guesses a minute per client makes guessing one hopeless.
    await deps.limits.request(request, RATE_RULES.validateCode);
    return validateCode(db, request.user, request.query);
  });

  await serve(app, E.createOrder, async (request, reply) => {
    // Buyers' holds are rate limited; door staff's guest flow and door sales are not a buyer's holds.
    const staff = request.body.guestFlow || request.body.paymentMethod === 'terminal';
    const client = staff ? null : checkoutClient(request);
    if (client) await limitClient(deps.limits, client, RATE_RULES.createOrder, RATE_RULES.createOrderPerAddress);
    const promoter = await promoterFromCookie(deps.db, request.cookies[promoterCookie(request.query.event)]);
    // While an on-sale's waiting room is on, a buyer's order takes the pass of their turn (staff's never do).
    const admit = staff ? null : await admissionFor(admissions, request.query.event, visitorOf(request), request.cookies);
    const created = await createOrder(deps, request.user, request.query, request.body, promoter, client, undefined, admit);
    if (client) rememberClient(reply, client, deps.config);
    return created;
  });

  await serve(app, E.updateOrder, async (request) => {
    // Each change renews the order's hold timer.
    await limitClient(deps.limits, checkoutClient(request), RATE_RULES.renewHold, RATE_RULES.renewHoldPerAddress);
    return updateOrder(deps, request.user, request.params.id, request.query, request.body);
  });

  await serve(app, E.order, async (request) => getOrder(deps, request.user, request.params.id));

  await serve(app, E.confirmOrder, async (request) => confirmOrder(deps, request.user, request.params.id, request.body));

  await serve(app, E.completeOrder, async (request) => completeFromReturn(deps, await orderForViewer(db, request.user, request.params.id)));

  await serve(app, E.cancelOrder, async (request) => cancelOrder(deps, request.user, request.params.id, request.query.status));

  await serve(app, E.orderSummary, async (request) => orderSummary(db, request.user, request.params.id));

  await serve(app, E.setPromoterCookie, async (request, reply) => {
    await rememberPromoter(db, reply, request.body, deps.config);
    return { ok: true as const };
  });

  await serve(app, E.listReaders, async (request, _reply, { user }) => listReaders(deps, user, request.query.ownerId));
  await serve(app, E.processPayment, async (request, _reply, { user }) => processPayment(deps, user, request.body.id, request.body.readerId));
  await serve(app, E.checkPaymentStatus, async (request, _reply, { user }) => checkPaymentStatus(deps, user, request.body.id));
  await serve(app, E.cancelPayment, async (request, _reply, { user }) => cancelTerminalPayment(deps, user, request.body.id, request.body.readerId));
  await serve(app, E.confirmPayment, async (request, _reply, { user }) =>
    simulateTerminalPayment(deps, user, request.body.id, request.body.readerId),
  );
};
