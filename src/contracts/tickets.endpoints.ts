import { PUBLIC, SIGNED_IN, eventRight } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/**
 * Tickets after the purchase: ticket page and PDF, QR images, transfer and claim, cancel and refund, the guests
 * page with door check-in, and the patron's tickets. A ticket's own rules (its holder or buyer, its event's admins,
 * the e-mail a claim link was sent to) are the services' behind the declared gates (docs/decisions/, Tickets).
 */
const endpoint = endpointsOf('tickets', async () => ({
  ...(await import('./tickets.ts')),
  eventIdParams: (await import('./events.ts')).eventIdParams,
}));

const COURSE = '/api/v1/management/courses/:eventId';

export const TICKETS_ENDPOINTS = {
  // An order bought without an account has a public ticket page (its id is the e-mailed link).
  ticketPage: endpoint(
    'GET',
    '/api/v1/ticket_pages/:type/:id',
    "Ticket page: every ticket of an order ('tickets', by order id: the e-mailed link) or one ticket ('ticket')",
    (c) => ({ params: c.ticketPageParams, reply: c.ticketPageReply }),
    { access: PUBLIC },
  ),
  /** application/pdf */
  ticketPagePdf: endpoint(
    'GET',
    '/api/v1/ticket_pages/:type/:id/pdf',
    'The active tickets of the ticket page as a PDF, one page per ticket',
    (c) => ({ params: c.ticketPageParams }),
    { access: PUBLIC },
  ),
  /** image/png */
  qrCode: endpoint(
    'GET',
    '/api/qr-code',
    'A QR code PNG of `data` (at most 512 characters), `size` pixels clamped to 64..1024',
    (c) => ({ query: c.qrCodeQuery }),
    { access: PUBLIC },
  ),
  transfer: endpoint(
    'PATCH',
    '/api/v1/registrations/:id/transfer',
    'Transfer a ticket to a name and e-mail; the new holder claims it by the e-mailed link',
    (c) => ({ params: c.registrationParams, body: c.transferBody, reply: c.transferReply }),
    { access: SIGNED_IN },
  ),
  claimView: endpoint(
    'GET',
    '/api/v1/registrations/claim/:token',
    'What a claim link gives',
    (c) => ({ params: c.claimParams, reply: c.claimReply }),
    { access: PUBLIC },
  ),
  claim: endpoint(
    'POST',
    '/api/v1/registrations/claim/:token',
    'Claim a transferred ticket, signed in with the e-mail it was sent to',
    (c) => ({ params: c.claimParams, reply: c.claimedReply }),
    { access: SIGNED_IN },
  ),
  resendClaimEmail: endpoint(
    'POST',
    '/api/v1/registrations/:id/claim_email',
    'Send a fresh claim link for a ticket waiting to be claimed',
    (c) => ({ params: c.registrationParams, reply: c.claimEmailReply }),
    { access: SIGNED_IN },
  ),
  cancel: endpoint(
    'POST',
    '/api/v1/order_items/:id/cancel',
    "Cancel a ticket: the holder's cancel, or with ownerId the organizer's",
    (c) => ({ params: c.registrationParams, query: c.orderItemQuery, reply: c.cancelReply }),
    { access: SIGNED_IN },
  ),
  // The ticket's event (an admin of it may refund) comes from the ticket: the service checks it.
  refund: endpoint(
    'POST',
    '/api/v1/order_items/:id/refund',
    "The organizer's refund of a ticket through the payment provider",
    (c) => ({ params: c.registrationParams, query: c.orderItemQuery, reply: c.refundReply }),
    { access: SIGNED_IN },
  ),
  guests: endpoint(
    'GET',
    `${COURSE}/registrations`,
    'The guests of an event: tickets with search, 50 a page, and totals',
    (c) => ({ params: c.eventIdParams, query: c.guestsQuery, reply: c.guestsReply }),
    { apiKey: 'read', access: eventRight('canViewGuests', 'params.eventId') },
  ),
  checkIn: endpoint(
    'POST',
    `${COURSE}/check_ins`,
    'Check a ticket in by scanned QR code, typed short code or ticket id (once)',
    (c) => ({ params: c.eventIdParams, body: c.checkInBody, reply: c.checkInReply }),
    { apiKey: 'write', access: eventRight('canViewGuests', 'params.eventId') },
  ),
  undoCheckIn: endpoint(
    'DELETE',
    `${COURSE}/check_ins/:itemId`,
    "Undo a check-in: the ticket's latest use, or its latest on the date named",
    (c) => ({ params: c.checkInParams, query: c.undoCheckInQuery, reply: c.checkInReply }),
    { apiKey: 'write', access: eventRight('canViewGuests', 'params.eventId') },
  ),
  offlineDoorList: endpoint(
    'GET',
    `${COURSE}/offline_door_list`,
    'Download a page of the door list for offline check-in: each ticket keyed by an HMAC of its QR secret, its rule and uses',
    (c) => ({ params: c.eventIdParams, query: c.doorListQuery, reply: c.doorListReply }),
    { access: eventRight('canViewGuests', 'params.eventId') },
  ),
  offlineDoorSync: endpoint(
    'POST',
    `${COURSE}/offline_door_scans`,
    'Upload scans a door device admitted offline; each scan id counts once, the first scan of an entry wins',
    (c) => ({ params: c.eventIdParams, body: c.doorSyncBody, reply: c.doorSyncReply }),
    { access: eventRight('canViewGuests', 'params.eventId') },
  ),
  /** text/csv */
  guestsCsv: endpoint(
    'GET',
    `${COURSE}/registrations.csv`,
    "The guests list's tickets as CSV, with its filters (every page)",
    (c) => ({ params: c.eventIdParams, query: c.guestsExportQuery }),
    { access: eventRight('canViewGuests', 'params.eventId') },
  ),
  /** application/pdf */
  doorList: endpoint(
    'GET',
    `${COURSE}/registrations/door_list.pdf`,
    'A printable door list (A4, by last name) of the guests, with the list filters',
    (c) => ({ params: c.eventIdParams, query: c.guestsExportQuery }),
    { access: eventRight('canViewGuests', 'params.eventId') },
  ),
  resendTicket: endpoint(
    'POST',
    `${COURSE}/registrations/:itemId/resend`,
    "E-mail a guest's ticket again, to its address or a corrected one; optionally void the old QR code",
    (c) => ({ params: c.checkInParams, body: c.resendTicketBody, reply: c.guestChangeReply }),
    { access: eventRight('canEditDetails', 'params.eventId') },
  ),
  editGuest: endpoint(
    'PATCH',
    `${COURSE}/registrations/:itemId`,
    "Edit a guest's names and answers",
    (c) => ({ params: c.checkInParams, body: c.editGuestBody, reply: c.guestChangeReply }),
    { access: eventRight('canEditDetails', 'params.eventId') },
  ),
  moveGuest: endpoint(
    'POST',
    `${COURSE}/registrations/:itemId/move`,
    "Move a guest's ticket to another date of the event (the holder is e-mailed)",
    (c) => ({ params: c.checkInParams, body: c.moveGuestBody, reply: c.guestChangeReply }),
    { access: eventRight('canEditDetails', 'params.eventId') },
  ),
  patronTickets: endpoint(
    'GET',
    '/api/v1/patron/tickets',
    "The signed-in patron's tickets grouped by event date (future or past), 10 a page",
    (c) => ({ query: c.patronTicketsQuery, reply: c.patronTicketsReply }),
    { access: SIGNED_IN },
  ),
  patronSubscriptions: endpoint(
    'GET',
    '/api/v1/patron/subscriptions',
    "The signed-in patron's membership subscriptions (empty until memberships arrive)",
    (c) => ({ query: c.patronSubscriptionsQuery, reply: c.patronSubscriptionsReply }),
    { access: SIGNED_IN },
  ),
};
