/**
 * The developer zone's logs and API keys texts (content-management 2.8, 3 Webhook log, 9): the logs table, a log's
 * page and the API keys panel. Plain values without zod, so the web app can import them. The toasts the spec words
 * ('Delivery queued again', 'API key created', 'API key revoked') are in webhooks.messages.ts.
 */
import { unableTo } from './errors.messages.ts';

/** Every copy button of these pages: 'Copied' stays for WEBHOOK_LIMITS.copiedMs. */
export const COPY_TEXTS = { copy: 'Copy', copied: 'Copied' } as const;

/** A delivery's state, as its badge says it. */
export const DELIVERY_STATUS_LABELS = { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' } as const;

/** The logs table on the developer zone's page. */
export const DELIVERY_LOG_TEXTS = {
  title: 'Logs',
  intro: 'Every event sent to your webhooks, newest first. Open a log to see its payload and each attempt, or to replay it.',
  tableLabel: 'Webhook logs',
  columns: { eventName: 'Event', status: 'Status', url: 'Webhook URL', attempts: 'Attempts', createdAt: 'Created' },
  /** A test event sent from the developer zone. */
  test: 'Test',
  eventFilter: 'Filter by event name',
  allEvents: 'All events',
  statusFilter: 'Filter by status',
  allStatuses: 'All statuses',
  /** The count under the table: '1 log', '240 logs'. */
  noun: ['log', 'logs'],
  emptyTitle: 'No webhook logs yet',
  emptyText: 'Once your webhooks receive events, every delivery is logged here with its payload and attempts.',
  loadFailed: unableTo('load the webhook logs'),
} as const;

/** A log's page (developer-zone/logs/{id}). */
export const DELIVERY_DETAIL_TEXTS = {
  documentTitle: 'Webhook log',
  back: 'Back to Developer Zone',
  notFound: 'Sorry! That webhook log wasn’t found.',
  loadFailed: unableTo('load the webhook log'),
  webhookUrl: 'Webhook URL',
  webhookId: 'webhook-id',
  webhookIdHint: 'Every attempt and replay carries this id, so your receiver can skip an event it already handled.',
  copyWebhookId: 'Copy webhook-id',
  createdAt: 'Event time',
  attempts: 'Attempts',
  nextAttempt: 'Next attempt',
  payload: 'Payload',
  payloadLabel: 'The payload as sent (JSON)',
  copyPayload: 'Copy payload',
  replay: 'Replay',
  replayHint: 'Deliver this event again under the same webhook-id.',
  replayPendingHint: 'Still being retried: Replay tries again now instead of waiting for the next attempt.',
  replayFailed: 'Failed to replay the delivery',
} as const;

/** The attempts of one delivery, newest first. */
export const ATTEMPT_TEXTS = {
  title: 'Attempts',
  listLabel: 'Delivery attempts, newest first',
  attempt: (n: number) => `Attempt ${n}`,
  /** The receiver's HTTP status. */
  statusCode: (code: number) => `HTTP ${code}`,
  /** No answer came (timeout, refused connection, TLS failure) and the server said nothing of why. */
  noAnswer: 'No answer',
  duration: (ms: number) => `${ms.toLocaleString('en-US')} ms`,
  showResponse: 'Show response',
  hideResponse: 'Hide response',
  emptyResponse: 'The receiver answered with an empty body.',
  none: 'No attempt yet: the first one is on its way.',
} as const;

/** The API keys panel on the developer zone's page. */
export const API_KEYS_TEXTS = {
  title: 'API keys',
  intro:
    'An API key lets your own scripts use the Ovation API with this account: read your events, ticket types, ' +
    'orders and attendees, and with a read and write key also check tickets in. Send it as ' +
    '“Authorization: Bearer <key>”.',
  docs: 'Read the API documentation',
  /** The documentation link's accessible name: it opens in a new tab. */
  docsLabel: 'Read the API documentation (opens in a new tab)',
  create: 'Create API key',
  tableLabel: 'API keys',
  columns: {
    name: 'Name',
    access: 'Access',
    key: 'Key',
    createdAt: 'Created',
    lastUsedAt: 'Last used',
    createdBy: 'Created by',
    /** The Revoke buttons' column, named for screen readers only. */
    actions: 'Actions',
  },
  access: { read: 'Read only', write: 'Read and write' },
  never: 'Never',
  empty: 'No API keys yet. Create one to call the Ovation API from your own systems.',
  loadFailed: unableTo('load your API keys'),
  revoke: 'Revoke',
  revokeKey: (name: string) => `Revoke ${name}`,
  revokeQuestion: (name: string) => `Revoke the API key “${name}”?`,
  revokeText: 'It stops working at once: every script that uses it is refused from now on. This cannot be undone.',
  revokeConfirm: 'Revoke key',
  cancel: 'Cancel',
  revokeFailed: 'Failed to revoke the API key',
} as const;

/** The 'Create API key' modal: the form, then the new key shown once. */
export const NEW_API_KEY_TEXTS = {
  title: 'Create API key',
  name: 'Name',
  namePlaceholder: 'Box office script',
  nameDescription: 'To tell your keys apart, for example where the key is used.',
  access: 'Access',
  accessDescription: {
    read: 'Reads events, ticket types, orders and attendees.',
    write: 'Also changes data through the API, such as checking tickets in.',
  },
  create: 'Create key',
  cancel: 'Cancel',
  createFailed: unableTo('create the API key'),
  keyTitle: 'Your new API key',
  key: 'API key',
  copyKey: 'Copy API key',
  keyWarning: 'Copy this key now and keep it somewhere safe: it will not be shown again.',
  done: 'Done',
} as const;
