import { contextModule } from '../../module.ts';
import { apiKeys, webhookDeliveries, webhookDeliveryAttempts, webhooks } from '../../platform/db/schema/index.ts';
import { WEBHOOK_DELIVER_QUEUE, WEBHOOK_SWEEP_QUEUE } from '../../platform/jobs/catalog.ts';
import { webhooksRoutes } from './webhooks.routes.ts';
import { apiKeysRoutes } from './api-keys.routes.ts';
import { registerWebhookJobs } from './webhooks.jobs.ts';
import { OUTBOX_EVENT_TYPES } from '../../../contracts/outbox-events.ts';

/** The developer zone: webhooks delivering the outbox events, and personal API keys. */
export const webhooksModule = contextModule({
  name: 'webhooks',
  routes: [webhooksRoutes, apiKeysRoutes],
  jobs: registerWebhookJobs,
  queues: [WEBHOOK_DELIVER_QUEUE, WEBHOOK_SWEEP_QUEUE],
  tables: [webhooks, webhookDeliveries, webhookDeliveryAttempts, apiKeys],
  emits: [],
  // The dispatcher turns every event into the deliveries of the webhooks subscribed to it.
  consumes: OUTBOX_EVENT_TYPES,
});
