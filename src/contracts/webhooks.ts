import { z } from 'zod';
import { idParams, text } from './common.ts';
import {
  API_KEY_ACCESS,
  API_KEY_LIMITS,
  API_KEY_MESSAGES,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIMITS,
  WEBHOOK_LOG_STATUSES,
  WEBHOOK_STATUSES,
} from './webhooks.messages.ts';
export * from './webhooks.messages.ts';

/**
 * The developer zone (content-management 2.8, 3 Webhook and Webhook log, 7 Webhooks): an owner's webhooks, their
 * delivery logs, and personal API keys for the open API. Everything belongs to the active owner (`ownerId`).
 */

export { idParams };
export const ownerQuery = z.object({ ownerId: z.uuid() });
const page = z.coerce.number().int().min(1).max(10_000).default(1);

export const webhooksQuery = z.object({
  ownerId: z.uuid(),
  page,
  perPage: z.coerce.number().int().min(1).max(100).default(WEBHOOK_LIMITS.pageSize),
});

/** A webhook (content-management 3). `status` is null for a new one (delivered to like an active one). */
export const webhookView = z.object({
  id: z.uuid(),
  url: z.string(),
  /** Sanitized rich text (HTML). */
  description: z.string(),
  status: z.enum(WEBHOOK_STATUSES).nullable(),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  /** The Standard Webhooks signing secret (`whsec_…`). */
  secretKey: z.string(),
  createdAt: z.string(),
  /** Since when every delivery has failed; null while it works. */
  failingSince: z.string().nullable(),
});
export type WebhookView = z.infer<typeof webhookView>;
export const webhooksReply = z.object({
  data: z.array(webhookView),
  page: z.number().int(),
  perPage: z.number().int(),
  totalCount: z.number().int(),
});
export const webhookReply = z.object({ webhook: webhookView });

/**
 * The form's fields. The URL's and the events' messages are the service's (so the API answers them as
 * fieldErrors in the spec's words); here they are only bounded.
 */
const webhookFields = {
  ownerId: z.uuid(),
  url: text(WEBHOOK_LIMITS.urlMax).trim(),
  /** Rich text; its text is counted against WEBHOOK_LIMITS.descriptionMax after sanitizing. */
  description: text(20_000).default(''),
  eventTypes: z.array(text(100)).max(50),
};
export const createWebhookBody = z.object(webhookFields);
export const updateWebhookBody = z.object({ ...webhookFields, status: z.enum(WEBHOOK_STATUSES) });
export type CreateWebhookBody = z.input<typeof createWebhookBody>;
export type UpdateWebhookBody = z.input<typeof updateWebhookBody>;

export const deliveriesQuery = z.object({
  ownerId: z.uuid(),
  page,
  perPage: z.coerce.number().int().min(1).max(WEBHOOK_LIMITS.logsPageSize).default(WEBHOOK_LIMITS.logsPageSize),
  eventName: z.enum(WEBHOOK_EVENT_TYPES).optional(),
  status: z.enum(WEBHOOK_LOG_STATUSES).optional(),
  /** One webhook's logs only. */
  webhookId: z.uuid().optional(),
});

/** A webhook log (content-management 3), with where it went and how often it was tried. */
export const deliveryView = z.object({
  id: z.uuid(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  eventName: z.string(),
  createdAt: z.string(),
  webhookId: z.uuid(),
  url: z.string(),
  attempts: z.number().int(),
  /** When the next attempt is due while pending. */
  nextAttemptAt: z.string().nullable(),
  /** A test event sent from the developer zone. */
  test: z.boolean(),
});
export type DeliveryView = z.infer<typeof deliveryView>;
export const deliveriesReply = z.object({
  data: z.array(deliveryView),
  page: z.number().int(),
  perPage: z.number().int(),
  totalCount: z.number().int(),
});

export const deliveryAttemptView = z.object({
  number: z.number().int(),
  createdAt: z.string(),
  /** The receiver's HTTP status; null when no answer came. */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  /** Why no answer came. */
  error: z.string().nullable(),
  responseExcerpt: z.string(),
});
export type DeliveryAttemptView = z.infer<typeof deliveryAttemptView>;
/** A log's detail: the body as sent (`payload`) and every attempt, newest first. */
export const deliveryDetailReply = z.object({
  delivery: deliveryView.extend({ payload: z.record(z.string(), z.unknown()), attemptLog: z.array(deliveryAttemptView) }),
});
export type DeliveryDetail = z.infer<typeof deliveryDetailReply>['delivery'];
export const deliveryReply = z.object({ delivery: deliveryView });

export const testWebhookBody = z.object({ ownerId: z.uuid(), eventType: z.enum(WEBHOOK_EVENT_TYPES).optional() });
export const replayBody = z.object({ ownerId: z.uuid() });

/** A personal API key as listed: never the key itself, which is shown once when made. */
export const apiKeyView = z.object({
  id: z.uuid(),
  name: z.string(),
  access: z.enum(API_KEY_ACCESS),
  /** The key's first characters, to tell keys apart. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  createdBy: z.object({ id: z.uuid(), username: z.string(), name: z.string() }),
});
export type ApiKeyView = z.infer<typeof apiKeyView>;
export const apiKeysReply = z.object({ data: z.array(apiKeyView) });
export const createApiKeyBody = z.object({
  ownerId: z.uuid(),
  name: text(API_KEY_LIMITS.nameMax).trim().min(1, API_KEY_MESSAGES.nameRequired),
  access: z.enum(API_KEY_ACCESS),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBody>;
/** The new key, in full this once. */
export const createdApiKeyReply = z.object({ apiKey: apiKeyView, key: z.string() });
export const okReply = z.object({ ok: z.literal(true) });
/** DELETE webhooks/{id} answers true (content-management 7). */
export const trueReply = z.literal(true);
