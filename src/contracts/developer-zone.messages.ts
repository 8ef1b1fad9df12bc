/**
 * The developer zone's page copy (content-management 2.8, 3 Webhook, 5 Webhooks): the root page, the webhooks table
 * and the new and edit forms. Plain values without zod, so the web app can import them. The spec's validation
 * messages and toasts are in webhooks.messages.ts; the logs and API keys texts in developer-tools.messages.ts.
 */
import { unableTo } from './errors.messages.ts';
import { WEBHOOK_LIMITS, type WebhookEventGroup, type WebhookEventType } from './webhooks.messages.ts';

/** The root page (developer-zone) and what every developer zone page shows when the account may not use it. */
export const DEVELOPER_ZONE_TEXTS = {
  title: 'Developer Zone',
  intro:
    'Connect Ovation to your own systems. Webhooks send your server a signed message when an order is placed, a ' +
    'ticket is issued, checked in or transferred, or a membership subscription changes; API keys let your own ' +
    'scripts read your events, orders and attendees through the Ovation API.',
  seeDocumentation: 'See Documentation',
  /** The documentation link's accessible name: it opens in a new tab. */
  seeDocumentationLabel: 'See Documentation (opens in a new tab)',
  generateWebhook: 'Generate Webhook',
  /** The account may not use the developer zone (domain/webhooks.ts developerZoneAllowed). */
  lockedTitle: 'The Developer Zone is not available for this account yet',
  lockedText: 'Webhooks and API keys unlock once this account has a connected payout account. Connect one in Settings, ' + 'then come back here.',
  lockedAction: 'Go to payout settings',
} as const;

/** The webhooks table on the root page. */
export const WEBHOOKS_TABLE_TEXTS = {
  title: 'Webhooks',
  intro: 'Each webhook receives the events you chose, signed with its secret key so your server can verify them.',
  tableLabel: 'Webhooks',
  columns: { url: 'URL', description: 'Description', status: 'Status', eventTypes: 'Event types', secretKey: 'Secret key', createdAt: 'Created' },
  /** A new webhook (no status yet) is delivered to like an active one, so it shows Active. */
  status: { active: 'Active', paused: 'Paused' },
  /** Every delivery to it has failed since then (it is paused after 5 days). */
  failingSince: (date: string) => `Failing since ${date}`,
  /** Every event type of a group chosen: the group with a star ('ticket.*'). */
  groupWildcard: (group: WebhookEventGroup) => `${group}.*`,
  allEvents: 'All events',
  moreEvents: (n: number) => `+${n} more`,
  copySecret: (url: string) => `Copy the secret key of ${url}`,
  rowActions: (url: string) => `Actions for ${url}`,
  edit: 'Edit',
  sendTest: 'Send test event',
  testFailed: 'Failed to send test event',
  delete: 'Delete',
  deleteQuestion: 'Delete this webhook?',
  deleteText: (url: string) => `${url} will receive no more events, and the webhook's delivery logs are deleted with it.`,
  deleteConfirm: 'Delete webhook',
  cancel: 'Cancel',
  emptyTitle: 'No webhooks yet',
  emptyText: 'Generate a webhook to have Ovation notify your server about orders, tickets and memberships.',
  loadFailed: unableTo('load your webhooks'),
  /** The count under the table: '1 webhook', '3 webhooks'. */
  noun: ['webhook', 'webhooks'],
} as const;

/** What each event type means, under its box in the form. */
const EVENT_HINTS: Record<WebhookEventType, string> = {
  'order.created': 'A buyer started an order (its tickets are held while they check out)',
  'order.completed': 'An order was paid, or was free, and its tickets were issued',
  'ticket.issued': 'A ticket became valid: bought, or claimed after a transfer',
  'ticket.cancelled': 'A ticket was cancelled',
  'ticket.refunded': 'A ticket’s price went back to the buyer',
  'ticket.checked_out': 'A ticket’s check-in was undone',
  'ticket.checked_in': 'A ticket was checked in at the door',
  'ticket.transferred': 'A ticket was sent to someone else',
  'ticket.updated': 'The organizer changed a ticket: its holder’s name, answers or e-mail, its QR code or its date',
  'membership.subscription.created': 'A member subscribed or was added',
  'membership.subscription.updated': 'A membership changed: tier, price, renewal or a new period',
  'membership.subscription.cancelled': 'A membership was cancelled (it runs until it expires)',
  'membership.subscription.expired': 'A membership ended',
};

/** The new and edit pages (developer-zone/new, developer-zone/edit/{id}). */
export const WEBHOOK_FORM_TEXTS = {
  newTitle: 'Generate Webhook',
  editTitle: 'Edit Webhook',
  close: 'Close',
  cancel: 'Cancel',
  create: 'Create webhook',
  save: 'Save changes',
  url: 'URL',
  urlPlaceholder: 'https://example.com/webhooks/ovation',
  urlHint: 'The HTTPS address of your server that receives the events.',
  description: 'Description',
  /** The counter under the description: its text, not its markup, counts. */
  descriptionCount: (n: number) => `${n} / ${WEBHOOK_LIMITS.descriptionMax}`,
  events: 'Event types',
  eventsHint: 'Ovation sends this webhook only the events you choose.',
  /** Each group's 'all' box. */
  groups: {
    order: 'All order events',
    ticket: 'All ticket events',
    'membership.subscription': 'All membership subscription events',
  } satisfies Record<WebhookEventGroup, string>,
  eventHints: EVENT_HINTS,
  status: 'Status',
  statusHint: 'A paused webhook receives no events until it is active again.',
  statuses: { active: 'Active', inactive: 'Paused' },
  saveFailed: 'Failed to save webhook',
  notFound: 'Sorry! That webhook wasn’t found.',
  loadFailed: unableTo('load the webhook'),
} as const;
