import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelOrderQuery,
  cancelOrderReply,
  completeOrderReply,
  confirmOrderBody,
  confirmOrderReply,
  createOrderQuery,
  listReadersQuery,
  listReadersReply,
  orderIdParams,
  orderReply,
  orderSelectionBody,
  orderSummaryReply,
  promoterCookieBody,
  terminalBody,
  terminalReply,
  terminalStatusBody,
  updateOrderQuery,
  validateCodeQuery,
  validateCodeReply,
} from '../../../contracts/checkout.ts';
import { okReply } from '../../../contracts/common.ts';
import { clientKey } from '../../platform/http/rate-limit.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import type { AppDeps } from '../../app.ts';
import { completeFromReturn } from './completion.service.ts';
import { confirmOrder } from './confirm.service.ts';
import { cancelOrder } from './order-release.service.ts';
import { createOrder, getOrder, orderForViewer, updateOrder } from './orders.service.ts';
import { promoterCookie, promoterFromCookie, rememberPromoter } from './promoter.ts';
import { validateCode } from './selection.service.ts';
import { orderSummary } from './summary.service.ts';
import { cancelTerminalPayment, checkPaymentStatus, listReaders, processPayment, simulateTerminalPayment } from './terminal.service.ts';

/** Checkout: codes, orders, completion, thank-you summary, card terminals, promoter cookie (contracts/checkout.ts). */
export const checkoutRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['checkout'];
  const { db } = deps;

  app.get(
    '/api/v1/tickets/validate_code',
    { schema: { tags, summary: 'What a secret or promo code unlocks', querystring: validateCodeQuery, response: { 200: validateCodeReply } } },
    async (request) => {
      // Codes unlock hidden tickets and discounts: 10 guesses a minute per client makes guessing one hopeless.
      await deps.limits.request(request, RATE_RULES.validateCode);
      return validateCode(db, request.user, request.query);
    },
  );

  app.post(
    '/api/v1/orders',
    {
      schema: {
        tags,
        summary: 'Create an order: holds the tickets for 14 minutes',
        querystring: createOrderQuery,
        body: orderSelectionBody,
        response: { 200: orderReply },
      },
    },
    async (request) => {
      // Buyers' holds are rate limited; door staff's guest flow and door sales are not a buyer's holds.
      if (!request.body.guestFlow && request.body.paymentMethod !== 'terminal') await deps.limits.request(request, RATE_RULES.createOrder);
      const promoter = await promoterFromCookie(deps.db, request.cookies[promoterCookie(request.query.event)]);
      return createOrder(deps, request.user, request.query, request.body, promoter, clientKey(request));
    },
  );

  app.patch(
    '/api/v1/orders/:id',
    {
      schema: {
        tags,
        summary: "Change a pending order's selection",
        params: orderIdParams,
        querystring: updateOrderQuery,
        body: orderSelectionBody,
        response: { 200: orderReply },
      },
    },
    async (request) => {
      // Each change renews the order's hold timer.
      await deps.limits.request(request, RATE_RULES.renewHold);
      return updateOrder(deps, request.user, request.params.id, request.query, request.body);
    },
  );

  app.get(
    '/api/v1/orders/:id',
    { schema: { tags, summary: 'An order in checkout', params: orderIdParams, response: { 200: orderReply } } },
    async (request) => getOrder(deps, request.user, request.params.id),
  );

  app.post(
    '/api/v1/orders/:id/confirm',
    {
      schema: {
        tags,
        summary: "Confirm the buyer's information; completes free orders, else returns the payment request",
        params: orderIdParams,
        body: confirmOrderBody,
        response: { 200: confirmOrderReply },
      },
    },
    async (request) => confirmOrder(deps, request.user, request.params.id, request.body),
  );

  app.post(
    '/api/v1/orders/:id/complete',
    {
      schema: {
        tags,
        summary: 'Return from the payment provider: completes the order once paid (idempotent)',
        params: orderIdParams,
        response: { 200: completeOrderReply },
      },
    },
    async (request) => completeFromReturn(deps, await orderForViewer(db, request.user, request.params.id)),
  );

  app.post(
    '/api/v1/orders/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel or time out an order and free its tickets',
        params: orderIdParams,
        querystring: cancelOrderQuery,
        response: { 200: cancelOrderReply },
      },
    },
    async (request) => cancelOrder(deps, request.user, request.params.id, request.query.status),
  );

  app.get(
    '/api/v1/orders/:id/summary',
    { schema: { tags, summary: 'The thank-you pages’ order summary', params: orderIdParams, response: { 200: orderSummaryReply } } },
    async (request) => orderSummary(db, request.user, request.params.id),
  );

  app.post(
    '/api/v1/cookies/set',
    { schema: { tags, summary: 'Remember the promoter of an event for this browser', body: promoterCookieBody, response: { 200: okReply } } },
    async (request, reply) => {
      await rememberPromoter(db, reply, request.body, deps.config);
      return { ok: true as const };
    },
  );

  const terminal = '/api/v1/stripe_terminals';
  app.get(
    `${terminal}/list_readers`,
    { schema: { tags, summary: "The owner's card readers and their status", querystring: listReadersQuery, response: { 200: listReadersReply } } },
    async (request) => listReaders(deps, request.user, request.query.ownerId),
  );
  app.post(
    `${terminal}/process_payment`,
    { schema: { tags, summary: "Send a door sale's payment to a reader", body: terminalBody, response: { 200: terminalReply } } },
    async (request) => processPayment(deps, request.user, request.body.id, request.body.readerId),
  );
  app.post(
    `${terminal}/check_payment_status`,
    { schema: { tags, summary: 'Poll a reader payment (every 3 s)', body: terminalStatusBody, response: { 200: terminalReply } } },
    async (request) => checkPaymentStatus(deps, request.user, request.body.id),
  );
  app.post(
    `${terminal}/cancel_payment`,
    { schema: { tags, summary: 'Stop the reader', body: terminalBody, response: { 200: terminalReply } } },
    async (request) => cancelTerminalPayment(deps, request.user, request.body.id, request.body.readerId),
  );
  app.post(
    `${terminal}/confirm_payment`,
    { schema: { tags, summary: 'Simulated reader presents a test card (not in production)', body: terminalBody, response: { 200: terminalReply } } },
    async (request) => simulateTerminalPayment(deps, request.user, request.body.id, request.body.readerId),
  );
};
