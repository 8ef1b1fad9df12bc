import { WEBHOOK_LIMITS, WEBHOOK_VALIDATION_MESSAGES as M, type WebhookEventType, type WebhookStatus } from '../../../contracts/webhooks.messages.ts';
import type { CreateWebhookBody, UpdateWebhookBody, WebhookView } from '../../../contracts/webhooks.ts';
import { richTextLength } from './rich-text.ts';

/**
 * The webhook form's rules without React (content-management 2.8, 5 Webhooks): its values, the spec's checks (the
 * server runs them too and answers the same words as fieldErrors on the same fields) and the request bodies.
 */

export interface WebhookFormValues {
  url: string;
  /** Rich text (HTML) from the editor. */
  description: string;
  /** In the catalog's order (the tree's toggles keep it). */
  eventTypes: WebhookEventType[];
  /** Edit only: Active or Paused. A new webhook has no status and is delivered to like an active one. */
  status: WebhookStatus;
}

export function toWebhookFormValues(webhook: WebhookView | null): WebhookFormValues {
  return {
    url: webhook?.url ?? '',
    description: webhook?.description ?? '',
    eventTypes: webhook ? [...webhook.eventTypes] : [],
    status: webhook?.status ?? 'active',
  };
}

/**
 * The URL's message: 'Webhook URL is required', then 'Invalid Webhook URL: HTTPS Required' unless it starts with
 * https://. Anything else wrong with an https address (no host, credentials, a private network) is the server's
 * to say: it answers on the same field.
 */
export function webhookUrlError(url: string): string | null {
  const value = url.trim();
  if (!value) return M.urlRequired;
  return /^https:\/\//i.test(value) ? null : M.urlHttps;
}

export type WebhookFormErrors = Partial<Record<keyof WebhookFormValues, string>>;

/** Every check of content-management 5 Webhooks: field -> message; empty when the webhook may be saved. */
export function validateWebhookForm(values: WebhookFormValues): WebhookFormErrors {
  const errors: WebhookFormErrors = {};
  const url = webhookUrlError(values.url);
  if (url) errors.url = url;
  if (richTextLength(values.description) > WEBHOOK_LIMITS.descriptionMax) errors.description = M.descriptionTooLong;
  if (!values.eventTypes.length) errors.eventTypes = M.eventsRequired;
  return errors;
}

/** POST webhooks {ownerId, url, description, eventTypes} (content-management 7); the URL without surrounding spaces. */
export function toCreateWebhookBody(values: WebhookFormValues, ownerId: string): CreateWebhookBody {
  return { ownerId, url: values.url.trim(), description: values.description, eventTypes: values.eventTypes };
}

/** PUT webhooks/{id} {url, description, status, eventTypes, ownerId}. */
export function toUpdateWebhookBody(values: WebhookFormValues, ownerId: string): UpdateWebhookBody {
  return { ...toCreateWebhookBody(values, ownerId), status: values.status };
}
