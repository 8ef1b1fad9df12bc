import { profileRight } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/**
 * The developer zone's calls (content-management 7 Webhooks, under /api/v1/profile_management/): webhooks, their
 * delivery logs with replay and a test event, and personal API keys. The owner's editors only (its 'edit' right,
 * reads included: a webhook shows its signing secret), and only when the developer zone is allowed for the owner
 * (checked behind the gate: contexts/webhooks/developer-access.ts).
 */
const endpoint = endpointsOf('developer zone', () => import('./webhooks.ts'));

const P = '/api/v1/profile_management';

const EDITORS = { query: profileRight('edit', 'query.ownerId'), body: profileRight('edit', 'body.ownerId') };

export const WEBHOOK_ENDPOINTS = {
  list: endpoint('GET', `${P}/webhooks`, "The owner's webhooks", (c) => ({ query: c.webhooksQuery, reply: c.webhooksReply }), {
    access: EDITORS.query,
  }),
  create: endpoint(
    'POST',
    `${P}/webhooks`,
    'Create a webhook (https URL, at least one event type)',
    (c) => ({ body: c.createWebhookBody, reply: c.webhookReply }),
    { status: 201, access: EDITORS.body },
  ),
  get: endpoint('GET', `${P}/webhooks/:id`, 'One webhook', (c) => ({ params: c.idParams, query: c.ownerQuery, reply: c.webhookReply }), {
    access: EDITORS.query,
  }),
  update: endpoint(
    'PUT',
    `${P}/webhooks/:id`,
    'Change a webhook: URL, description, event types, Active or Paused',
    (c) => ({ params: c.idParams, body: c.updateWebhookBody, reply: c.webhookReply }),
    { access: EDITORS.body },
  ),
  remove: endpoint(
    'DELETE',
    `${P}/webhooks/:id`,
    'Delete a webhook and its logs (answers true)',
    (c) => ({ params: c.idParams, query: c.ownerQuery, reply: c.trueReply }),
    { access: EDITORS.query },
  ),
  test: endpoint(
    'POST',
    `${P}/webhooks/:id/test`,
    'Send a test event (a sample payload of one event type) to a webhook',
    (c) => ({ params: c.idParams, body: c.testWebhookBody, reply: c.deliveryReply }),
    { access: EDITORS.body },
  ),
  deliveries: endpoint(
    'GET',
    `${P}/webhook_event_deliveries`,
    "The owner's webhook logs, newest first, 100 a page",
    (c) => ({ query: c.deliveriesQuery, reply: c.deliveriesReply }),
    { access: EDITORS.query },
  ),
  delivery: endpoint(
    'GET',
    `${P}/webhook_event_deliveries/:id`,
    'One webhook log with its payload and every attempt',
    (c) => ({ params: c.idParams, query: c.ownerQuery, reply: c.deliveryDetailReply }),
    { access: EDITORS.query },
  ),
  replay: endpoint(
    'POST',
    `${P}/webhook_event_deliveries/:id/replay`,
    'Deliver a logged event again, under the same webhook-id',
    (c) => ({ params: c.idParams, body: c.replayBody, reply: c.deliveryReply }),
    { access: EDITORS.body },
  ),
  apiKeys: endpoint(
    'GET',
    `${P}/api_keys`,
    "The owner's API keys (never the keys themselves)",
    (c) => ({ query: c.ownerQuery, reply: c.apiKeysReply }),
    { access: EDITORS.query },
  ),
  // Making one also needs the right in one's own name (not a site admin's): the service's rule.
  createApiKey: endpoint(
    'POST',
    `${P}/api_keys`,
    'Create an API key: answers the key itself, this once',
    (c) => ({ body: c.createApiKeyBody, reply: c.createdApiKeyReply }),
    { status: 201, access: EDITORS.body },
  ),
  revokeApiKey: endpoint(
    'DELETE',
    `${P}/api_keys/:id`,
    'Revoke an API key (it stops working at once)',
    (c) => ({ params: c.idParams, query: c.ownerQuery, reply: c.okReply }),
    { access: EDITORS.query },
  ),
};
