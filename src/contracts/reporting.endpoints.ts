import { eventRight, profileRight } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/**
 * Reporting (accounts-and-reporting 2.3, 7 Management GETs, 8 exports): revenue, transactions (orders), patrons and
 * activities of an owner under profile_management, their CSV exports as jobs, and an event's stats. Every call
 * carries the owner id; reports show money, so they take the report gate: the owner's 'edit' right (the owner, a
 * team admin or a site admin). Event Stats: whoever has the event's Stats button.
 */
const endpoint = endpointsOf('reporting', async () => ({ ...(await import('./common.ts')), ...(await import('./reporting.ts')) }));

const P = '/api/v1/profile_management';

const REPORT_GATE = { query: profileRight('edit', 'query.ownerId'), body: profileRight('edit', 'body.ownerId') };

export const REPORTING_ENDPOINTS = {
  revenue: endpoint(
    'GET',
    `${P}/revenue`,
    'Revenue by month, date, year, event, event category or patron, with totals',
    (c) => ({ query: c.revenueQuery, reply: c.revenueReply }),
    { access: REPORT_GATE.query },
  ),
  transactions: endpoint(
    'GET',
    `${P}/transactions`,
    "An owner's orders of every product, 50 a page, searched and sorted",
    (c) => ({ query: c.ordersQuery, reply: c.ordersReply }),
    { apiKey: 'read', access: REPORT_GATE.query },
  ),
  transaction: endpoint(
    'GET',
    `${P}/transactions/:id`,
    'One order with its items and payment details',
    (c) => ({ params: c.idParams, query: c.reportOwnerQuery, reply: c.transactionView }),
    { apiKey: 'read', access: REPORT_GATE.query },
  ),
  patrons: endpoint(
    'GET',
    `${P}/patrons`,
    'Everyone who ordered from the owner, with what they spent',
    (c) => ({ query: c.patronsQuery, reply: c.patronsReply }),
    { access: REPORT_GATE.query },
  ),
  patron: endpoint(
    'GET',
    `${P}/patrons/:id`,
    'One patron by account id, or by e-mail (id null) for a guest',
    (c) => ({ params: c.patronParams, query: c.patronQuery, reply: c.patronView }),
    { access: REPORT_GATE.query },
  ),
  activities: endpoint(
    'GET',
    `${P}/activities`,
    'Purchases, check-ins, transfers, cancellations, refunds and subscriptions',
    (c) => ({ query: c.activitiesQuery, reply: c.activitiesReply }),
    { access: REPORT_GATE.query },
  ),
  // An export is then found only among the caller's own for that owner (exports.service.ts).
  createExport: endpoint(
    'POST',
    `${P}/report_exports`,
    'Start a CSV export of a report (a job writes the file; the page follows its progress)',
    (c) => ({ body: c.createExportBody, reply: c.exportView }),
    { status: 201, access: REPORT_GATE.body },
  ),
  export: endpoint(
    'GET',
    `${P}/report_exports/:id`,
    'How far an export got',
    (c) => ({ params: c.idParams, query: c.reportOwnerQuery, reply: c.exportView }),
    { access: REPORT_GATE.query },
  ),
  cancelExport: endpoint(
    'POST',
    `${P}/report_exports/:id/cancel`,
    'Cancel an export that is not done',
    (c) => ({ params: c.idParams, query: c.reportOwnerQuery, reply: c.exportView }),
    { access: REPORT_GATE.query },
  ),
  exportFile: endpoint(
    'GET',
    `${P}/report_exports/:id/file`,
    "A finished export's CSV file (only for whoever asked for it)",
    (c) => ({ params: c.idParams, query: c.reportOwnerQuery }),
    { access: REPORT_GATE.query },
  ),
  eventStats: endpoint(
    'GET',
    '/api/v1/events/:eventId/stats',
    "An event's sales over time and per ticket type (Event Stats)",
    (c) => ({ params: c.eventStatsParams, reply: c.eventStatsReply }),
    { apiKey: 'read', access: eventRight('canViewStats', 'params.eventId') },
  ),
};
