/**
 * Webhook and API key texts and constants (content-management 2.8, 3, 5 Webhooks, 8 Webhooks, 9): plain values
 * without zod, so the web app can import them. The developer zone's page copy is in developer-zone.messages.ts.
 */
export { WEBHOOK_EVENT_GROUPS, WEBHOOK_EVENT_TYPES, eventsOfGroup, groupState, maskSecret, toggleEvent, toggleGroup } from '../domain/webhooks.ts';
export type { WebhookEventGroup, WebhookEventType } from '../domain/webhooks.ts';

export const WEBHOOK_LIMITS = {
  /** Characters of the description's text (content-management 9). */
  descriptionMax: 2000,
  urlMax: 2000,
  /** Webhooks table page size (content-management 9 default). */
  pageSize: 10,
  /** Webhook logs page size (content-management 9). */
  logsPageSize: 100,
  /** Webhooks one owner may have. */
  perOwner: 20,
  /** How long the 'Copied' indicator stays (content-management 2.8). */
  copiedMs: 2000,
  /** Seconds an attempt waits for the receiver's answer. */
  timeoutSeconds: 10,
  /** Characters of the receiver's answer kept in the log. */
  responseExcerptMax: 1000,
} as const;

export const WEBHOOK_STATUSES = ['active', 'inactive'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];
export const WEBHOOK_LOG_STATUSES = ['delivered', 'failed'] as const;
/** A delivery still being tried is 'pending' (the spec's log statuses are the final two). */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', ...WEBHOOK_LOG_STATUSES] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The webhook form's validation (content-management 5 Webhooks). */
export const WEBHOOK_VALIDATION_MESSAGES = {
  urlRequired: 'Webhook URL is required',
  urlHttps: 'Invalid Webhook URL: HTTPS Required',
  eventsRequired: 'Please select at least one event',
  descriptionTooLong: `Must be at most ${WEBHOOK_LIMITS.descriptionMax} characters`,
  /** Not in the spec: an address that is not a URL at all, or one that points into a private network. */
  urlInvalid: 'Enter a valid URL',
  urlPrivate: 'Webhooks cannot be sent to private, loopback or link-local addresses',
  tooMany: `An account can have at most ${WEBHOOK_LIMITS.perOwner} webhooks`,
  /** Not in the spec: an API call naming a type the catalog does not have. */
  eventTypeUnknown: (type: string) => `Unknown event type: ${type}`,
} as const;

/** Toasts (content-management 8 Webhooks). */
export const WEBHOOK_MESSAGES = {
  deleted: 'Webhook deleted successfully',
  deleteFailed: 'Failed to delete webhook',
  created: 'Webhook created successfully',
  updated: 'Webhook updated successfully',
  /** Not in the spec. */
  notAllowed: 'The developer zone is not available for this account',
  testSent: 'Test event sent',
  replayed: 'Delivery queued again',
  /** Not in the spec: another owner's (or a deleted) webhook or log. */
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
} as const;

/** What the developer zone refuses with a reason clients branch on. */
export const WEBHOOK_REASONS = {
  notAllowed: 'developer_zone_not_allowed',
  /** An API key used on a call it does not reach, or a read-only key's change. */
  apiKeyScope: 'api_key_scope',
} as const;
export type DeveloperReason = (typeof WEBHOOK_REASONS)[keyof typeof WEBHOOK_REASONS];

/** The owner's notice and e-mail when a webhook is paused after failing for 5 days. */
export const WEBHOOK_PAUSED_NOTICE = {
  notification: (url: string) => `Your webhook ${url} was paused: every delivery to it has failed for 5 days.`,
  subject: 'Your Ovation webhook was paused',
  text: (url: string, link: string) =>
    `Every delivery to your webhook ${url} has failed for 5 days, so Ovation has paused it.\n\n` +
    `Fix the endpoint, then set the webhook to Active again and replay the failed deliveries from its logs:\n${link}\n`,
} as const;

/** Personal API keys (the open API). */
export const API_KEY_LIMITS = { nameMax: 100, perOwner: 20 } as const;
export const API_KEY_ACCESS = ['read', 'write'] as const;
export type ApiKeyAccess = (typeof API_KEY_ACCESS)[number];
/** Every key starts so: the server tells a key from a session token by it. */
export const API_KEY_PREFIX = 'ovk_';

export const API_KEY_MESSAGES = {
  nameRequired: 'Name is required',
  tooMany: `An account can have at most ${API_KEY_LIMITS.perOwner} API keys`,
  created: 'API key created',
  revoked: 'API key revoked',
  /** The 401 of a Bearer call with an unknown or revoked key. */
  invalidKey: 'Invalid or revoked API key',
  /** The 403 of a read-only key's change, and of a key used where the open API does not reach. */
  readOnly: 'This API key is read-only',
  notOpenApi: 'API keys cannot be used for this request',
  /** Not in the spec: another owner's (or a revoked) key. */
  notFound: 'API key not found',
  /** Not in the spec: a site admin outside the team (a key never carries site-admin power, so it would not work). */
  makerNotOnTeam: 'Only the account itself or its team admins can create API keys for it',
} as const;
