import { ADMIN, PUBLIC, SIGNED_IN } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/** The global alert bar, the built-in outbox (not in production) and the site admins' mail retry. */
const endpoint = endpointsOf('site', () => import('./site.ts'));

/** The platform's own endpoint (tag platform). */
const platformEndpoint = endpointsOf('platform', () => import('./site.ts'));

export const SITE_ENDPOINTS = {
  health: platformEndpoint(
    'GET',
    '/api/health',
    'Ready when the database is migrated; worker: started here, or separate (RUN_WORKERS=false); mail: the e-mail backlog',
    (c) => ({ reply: c.healthReply }),
    { access: PUBLIC },
  ),
  /** Prometheus text, not JSON; the bearer token is checked by the handler (404 while METRICS_TOKEN is unset). */
  metrics: platformEndpoint(
    'GET',
    '/metrics',
    "This process's metrics in Prometheus text format, with `Authorization: Bearer <METRICS_TOKEN>` (404 while no token is set)",
    () => ({}),
    { access: PUBLIC },
  ),
  alert: endpoint('GET', '/api/v1/site_alert', 'The message of the global alert bar, or null', (c) => ({ reply: c.siteAlertReply }), {
    access: PUBLIC,
  }),
  saveAlert: endpoint(
    'PUT',
    '/api/v1/site_alert',
    'Replace the alert bar message (site admins); null or blank clears it',
    (c) => ({ body: c.siteAlertBody, reply: c.siteAlertReply }),
    { access: ADMIN },
  ),
  // Any account reads the outbox: the service shows each the messages it may read (site admins all).
  outbox: endpoint('GET', '/api/dev/outbox', 'E-mails in the built-in outbox, newest first (not in production)', (c) => ({ reply: c.outboxReply }), {
    access: SIGNED_IN,
  }),
  /** The file itself, not JSON. */
  outboxAttachment: endpoint(
    'GET',
    '/api/dev/outbox/:id/attachments/:index',
    'One attachment of an outbox e-mail, to whom may read the e-mail (not in production)',
    (c) => ({ params: c.outboxAttachmentParams }),
    { access: SIGNED_IN },
  ),
  retryFailedMail: endpoint(
    'POST',
    '/api/v1/admin/mail/retry_failed',
    'Queue every failed e-mail for one more try now (site admins)',
    (c) => ({ reply: c.mailRetryReply }),
    { access: ADMIN },
  ),
};
