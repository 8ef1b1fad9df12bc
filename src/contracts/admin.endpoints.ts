import { ADMIN } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/**
 * The site admins' console (issue 33). Every route is for site admins only (the admin flag of the session user):
 * everyone else gets 404, as if the route did not exist.
 */
const endpoint = endpointsOf('admin', async () => ({ ...(await import('./common.ts')), ...(await import('./admin.ts')) }));

const A = '/api/v1/admin';

export const ADMIN_ENDPOINTS = {
  search: endpoint(
    'GET',
    `${A}/search`,
    'Users, organizations, events and orders matching a text (prefix of e-mail, name, username; whole id or transaction id)',
    (c) => ({ query: c.adminSearchQuery, reply: c.adminSearchReply }),
    { access: ADMIN },
  ),
  figures: endpoint(
    'GET',
    `${A}/figures`,
    'Platform figures by ISO week: GMV, orders and fees per currency, active organizers, new sign-ups',
    (c) => ({ query: c.figuresQuery, reply: c.figuresReply }),
    { access: ADMIN },
  ),
  failedMail: endpoint('GET', `${A}/deliveries/mail`, 'The newest e-mails that failed for good', (c) => ({ reply: c.failedMailReply }), {
    access: ADMIN,
  }),
  retryMail: endpoint(
    'POST',
    `${A}/deliveries/mail/:id/retry`,
    'One more try for one failed e-mail',
    (c) => ({ params: c.idParams, reply: c.retriedReply }),
    { access: ADMIN },
  ),
  pausedWebhooks: endpoint(
    'GET',
    `${A}/deliveries/webhooks`,
    'Webhooks paused after failing for days, with their owner and last error',
    (c) => ({ reply: c.pausedWebhooksReply }),
    { access: ADMIN },
  ),
  resumeWebhook: endpoint(
    'POST',
    `${A}/deliveries/webhooks/:id/resume`,
    'Resume a paused webhook (its failure clock starts afresh)',
    (c) => ({ params: c.idParams, reply: c.okReply }),
    { access: ADMIN },
  ),
  organizers: endpoint(
    'GET',
    `${A}/organizers`,
    'People and organizations that own events or membership tiers, with their figures, 25 a page',
    (c) => ({ query: c.organizersQuery, reply: c.organizersReply }),
    { access: ADMIN },
  ),
};
