import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TICKETS_ENDPOINTS as E } from '../../../contracts/tickets.endpoints.ts';
import { TICKET_PAGE_TEXTS, TRANSFER_MESSAGES } from '../../../contracts/tickets.ts';
import type { AppDeps } from '../../app.ts';
import { systemClock } from '../../platform/clock.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { notFound } from '../../platform/http/errors.ts';
import { serve } from '../../platform/http/serve.ts';
import { patronSubscriptions } from '../memberships/index.ts';
import { checkIn, listGuests, undoCheckIn } from './guests.service.ts';
import { downloadDoorList, syncDoorScans } from './offline-door.service.ts';
import { doorListPdf, guestsCsv } from './guest-exports.service.ts';
import { editGuest, resendTicket } from './guest-changes.service.ts';
import { moveGuest } from './guest-move.service.ts';
import { GUESTS_EXPORT } from '../../../contracts/guests.messages.ts';
import { patronTickets } from './patron.service.ts';
import { clampQrSize, qrPng } from './qr.ts';
import { cancelTicket, claimTicket, claimView, refundTicket, resendClaimEmail, transferTicket } from './ticket-actions.service.ts';
import { ticketPage } from './ticket-page.service.ts';
import { renderPdf } from './ticket-pdf.ts';

/**
 * Tickets after the purchase: ticket page and PDF, QR images, transfer and claim, cancel and refund, the guests
 * page with door check-in, and the patron's tickets. Each endpoint declares its gate (contracts/tickets.endpoints.ts);
 * a ticket's own rules are in the services (docs/decisions/, Tickets).
 */
export const ticketsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  await serve(app, E.ticketPage, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { tickets: await ticketPage(db, request.user, request.params.type, request.params.id) };
  });

  await serve(app, E.ticketPagePdf, async (request, reply) => {
    const tickets = (await ticketPage(db, request.user, request.params.type, request.params.id)).filter((t) => t.active);
    if (!tickets.length) throw notFound(TICKET_PAGE_TEXTS.noActiveTickets);
    const pdf = await renderPdf(tickets, `Tickets – ${tickets[0]!.eventName}`);
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', attachment(`tickets-${request.params.id}.pdf`))
      .send(pdf);
  });

  await serve(app, E.qrCode, async (request, reply) => {
    const png = await qrPng(request.query.data, clampQrSize(request.query.size));
    // The image is a pure function of the query; it may hold a ticket's secret, so no shared caches.
    return reply
      .type('image/png')
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(png);
  });

  await serve(app, E.transfer, async (request, _reply, { user }) => {
    await transferTicket(deps, user, request.params.id, request.body);
    return true as const;
  });

  await serve(app, E.claimView, async (request) => ({ claim: await claimView(db, request.params.token) }));

  await serve(app, E.claim, async (request, _reply, { user }) => ({
    message: TRANSFER_MESSAGES.claimed,
    ticket: await claimTicket(db, user, request.params.token),
  }));

  await serve(app, E.resendClaimEmail, async (request, _reply, { user }) => {
    const email = await resendClaimEmail(deps, user, request.params.id);
    return { message: TRANSFER_MESSAGES.claimEmailSent(email), email };
  });

  await serve(app, E.cancel, async (request, _reply, { user }) => cancelTicket(deps, user, request.params.id, request.query.ownerId));

  await serve(app, E.refund, async (request, _reply, { user }) => refundTicket(deps, user, request.params.id));

  await serve(app, E.guests, async (request, _reply, access) => listGuests(db, access, request.query));

  await serve(app, E.guestsCsv, async (request, reply, access) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', attachment(`${GUESTS_EXPORT.csvFileName}.csv`))
      .send(await guestsCsv(db, access, request.query)),
  );

  await serve(app, E.doorList, async (request, reply, access) =>
    reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', attachment(`${GUESTS_EXPORT.doorListFileName}.pdf`))
      .send(await doorListPdf(db, access, request.query)),
  );

  await serve(app, E.resendTicket, async (request, _reply, access) => resendTicket(deps, access, request.params.itemId, request.body));

  await serve(app, E.editGuest, async (request, _reply, access) => editGuest(deps, access, request.params.itemId, request.body));

  await serve(app, E.moveGuest, async (request, _reply, access) => moveGuest(deps, access, request.params.itemId, request.body));

  await serve(app, E.checkIn, async (request, _reply, access) => checkIn(db, access, request.body));

  await serve(app, E.offlineDoorList, async (request, _reply, access) => downloadDoorList(db, access, request.query, clock.now()));
  await serve(app, E.offlineDoorSync, async (request, _reply, access) => syncDoorScans(db, access, request.body));
  await serve(app, E.undoCheckIn, async (request, _reply, access) => undoCheckIn(db, access, request.params.itemId, request.query.occurrenceId));

  await serve(app, E.patronTickets, async (request, _reply, { user }) => patronTickets(db, user, request.query));

  await serve(app, E.patronSubscriptions, async (request, _reply, { user }) => patronSubscriptions(db, user, request.query));
};
