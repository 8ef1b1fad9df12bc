import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventIdParams } from '../../../contracts/events.ts';
import {
  PATRON_PAGE_SIZE,
  TICKET_PAGE_TEXTS,
  TRANSFER_MESSAGES,
  cancelReply,
  checkInBody,
  checkInParams,
  checkInReply,
  claimEmailReply,
  claimParams,
  claimReply,
  claimedReply,
  guestsQuery,
  guestsReply,
  orderItemQuery,
  patronSubscriptionsQuery,
  patronSubscriptionsReply,
  patronTicketsQuery,
  patronTicketsReply,
  qrCodeQuery,
  refundReply,
  registrationParams,
  ticketPageParams,
  ticketPageReply,
  transferBody,
} from '../../../contracts/tickets.ts';
import type { AppDeps } from '../../app.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { requireUser } from '../../platform/http/auth.ts';
import { notFound } from '../../platform/http/errors.ts';
import { requireEventAccess } from '../events/event-access.ts';
import { checkIn, listGuests, undoCheckIn } from './guests.service.ts';
import { patronTickets } from './patron.service.ts';
import { clampQrSize, qrPng } from './qr.ts';
import { cancelTicket, claimTicket, claimView, refundTicket, resendClaimEmail, transferTicket } from './ticket-actions.service.ts';
import { ticketPage } from './ticket-page.service.ts';
import { renderPdf } from './ticket-pdf.ts';

const COURSE = '/api/v1/management/courses/:eventId';

/**
 * Tickets after the purchase: ticket page and PDF, QR images, transfer and claim, cancel and refund, the guests
 * page with door check-in, and the patron's tickets. Access rules are in the services (docs/decisions/, Tickets).
 */
export const ticketsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const tags = ['tickets'];

  app.get(
    '/api/v1/ticket_pages/:type/:id',
    {
      schema: {
        tags,
        summary: "Ticket page: every ticket of an order ('tickets', by order id: the e-mailed link) or one ticket ('ticket')",
        params: ticketPageParams,
        response: { 200: ticketPageReply },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { tickets: await ticketPage(db, request.user, request.params.type, request.params.id) };
    },
  );

  app.get(
    '/api/v1/ticket_pages/:type/:id/pdf',
    {
      schema: {
        tags,
        summary: 'The active tickets of the ticket page as a PDF, one page per ticket',
        params: ticketPageParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const tickets = (await ticketPage(db, request.user, request.params.type, request.params.id)).filter((t) => t.active);
      if (!tickets.length) throw notFound(TICKET_PAGE_TEXTS.noActiveTickets);
      const pdf = await renderPdf(tickets, `Tickets – ${tickets[0]!.eventName}`);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachment(`tickets-${request.params.id}.pdf`))
        .send(pdf);
    },
  );

  app.get(
    '/api/qr-code',
    {
      schema: {
        tags,
        summary: 'A QR code PNG of `data` (at most 512 characters), `size` pixels clamped to 64..1024',
        querystring: qrCodeQuery,
        produces: ['image/png'],
      },
    },
    async (request, reply) => {
      const png = await qrPng(request.query.data, clampQrSize(request.query.size));
      // The image is a pure function of the query; it may hold a ticket's secret, so no shared caches.
      return reply
        .type('image/png')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(png);
    },
  );

  app.patch(
    '/api/v1/registrations/:id/transfer',
    {
      schema: {
        tags,
        summary: 'Transfer a ticket to a name and e-mail; the new holder claims it by the e-mailed link',
        params: registrationParams,
        body: transferBody,
        response: { 200: z.literal(true) },
      },
    },
    async (request) => {
      await transferTicket(deps, request.user, request.params.id, request.body);
      return true as const;
    },
  );

  app.get(
    '/api/v1/registrations/claim/:token',
    { schema: { tags, summary: 'What a claim link gives', params: claimParams, response: { 200: claimReply } } },
    async (request) => ({ claim: await claimView(db, request.params.token) }),
  );

  app.post(
    '/api/v1/registrations/claim/:token',
    {
      schema: {
        tags,
        summary: 'Claim a transferred ticket, signed in with the e-mail it was sent to',
        params: claimParams,
        response: { 200: claimedReply },
      },
    },
    async (request) => ({ message: TRANSFER_MESSAGES.claimed, ticket: await claimTicket(db, request.user, request.params.token) }),
  );

  app.post(
    '/api/v1/registrations/:id/claim_email',
    {
      schema: {
        tags,
        summary: 'Send a fresh claim link for a ticket waiting to be claimed',
        params: registrationParams,
        response: { 200: claimEmailReply },
      },
    },
    async (request) => {
      const email = await resendClaimEmail(deps, request.user, request.params.id);
      return { message: TRANSFER_MESSAGES.claimEmailSent(email), email };
    },
  );

  app.post(
    '/api/v1/order_items/:id/cancel',
    {
      schema: {
        tags,
        summary: "Cancel a ticket: the holder's cancel, or with ownerId the organizer's",
        params: registrationParams,
        querystring: orderItemQuery,
        response: { 200: cancelReply },
      },
    },
    async (request) => cancelTicket(deps, request.user, request.params.id, request.query.ownerId),
  );

  app.post(
    '/api/v1/order_items/:id/refund',
    {
      schema: {
        tags,
        summary: "The organizer's refund of a ticket through the payment provider",
        params: registrationParams,
        querystring: orderItemQuery,
        response: { 200: refundReply },
      },
    },
    async (request) => refundTicket(deps, request.user, request.params.id),
  );

  app.get(
    `${COURSE}/registrations`,
    {
      schema: {
        tags,
        summary: 'The guests of an event: tickets with search, 50 a page, and totals',
        params: eventIdParams,
        querystring: guestsQuery,
        response: { 200: guestsReply },
      },
    },
    async (request) => listGuests(db, await requireEventAccess(db, request.user, request.params.eventId, 'canViewGuests'), request.query),
  );

  app.post(
    `${COURSE}/check_ins`,
    {
      schema: {
        tags,
        summary: 'Check a ticket in by scanned QR code, typed short code or ticket id (once)',
        params: eventIdParams,
        body: checkInBody,
        response: { 200: checkInReply },
      },
    },
    async (request) => checkIn(db, await requireEventAccess(db, request.user, request.params.eventId, 'canViewGuests'), request.body),
  );

  app.delete(
    `${COURSE}/check_ins/:itemId`,
    { schema: { tags, summary: 'Undo a check-in', params: checkInParams, response: { 200: checkInReply } } },
    async (request) => undoCheckIn(db, await requireEventAccess(db, request.user, request.params.eventId, 'canViewGuests'), request.params.itemId),
  );

  app.get(
    '/api/v1/patron/tickets',
    {
      schema: {
        tags,
        summary: "The signed-in patron's tickets grouped by event date (future or past), 10 a page",
        querystring: patronTicketsQuery,
        response: { 200: patronTicketsReply },
      },
    },
    async (request) => patronTickets(db, requireUser(request), request.query),
  );

  app.get(
    '/api/v1/patron/subscriptions',
    {
      schema: {
        tags,
        summary: "The signed-in patron's membership subscriptions (empty until memberships arrive)",
        querystring: patronSubscriptionsQuery,
        response: { 200: patronSubscriptionsReply },
      },
    },
    async (request) => {
      requireUser(request);
      return { data: [], page: request.query.page, perPage: PATRON_PAGE_SIZE, totalCount: 0 };
    },
  );
};
