/**
 * The developer zone's rules (content-management 2.8, 3, 9): who may use it, the retry schedule of a delivery,
 * when a failing webhook is paused, and the event-type tree of the webhook form.
 */

/** The spec's webhook event types (content-management 9), in the form's order; the outbox catalog has one schema each. */
export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.completed',
  'ticket.issued',
  'ticket.cancelled',
  'ticket.refunded',
  'ticket.checked_out',
  'ticket.checked_in',
  'ticket.transferred',
  'ticket.updated',
  'membership.subscription.created',
  'membership.subscription.updated',
  'membership.subscription.cancelled',
  'membership.subscription.expired',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What a ticket.updated event says changed. */
export const TICKET_CHANGES = ['name', 'answers', 'email', 'qrCode', 'date'] as const;
export type TicketChange = (typeof TICKET_CHANGES)[number];

export const isWebhookEventType = (name: string): name is WebhookEventType => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(name);

/** The form's tree: one group per prefix, its 'all' box above its children. */
export const WEBHOOK_EVENT_GROUPS = ['order', 'ticket', 'membership.subscription'] as const;
export type WebhookEventGroup = (typeof WEBHOOK_EVENT_GROUPS)[number];

export function eventsOfGroup(group: WebhookEventGroup): WebhookEventType[] {
  return WEBHOOK_EVENT_TYPES.filter((t) => t.slice(0, t.lastIndexOf('.')) === group);
}

/** A group's 'all' box: checked only when every child is; indeterminate when some are. */
export function groupState(selected: readonly string[], group: WebhookEventGroup): 'checked' | 'indeterminate' | 'unchecked' {
  const children = eventsOfGroup(group);
  const count = children.filter((t) => selected.includes(t)).length;
  if (count === children.length) return 'checked';
  return count === 0 ? 'unchecked' : 'indeterminate';
}

/** Toggling 'all': every child on, or (when all were on) every child off; the result keeps the catalog's order. */
export function toggleGroup(selected: readonly string[], group: WebhookEventGroup): WebhookEventType[] {
  const children = eventsOfGroup(group);
  const allOn = groupState(selected, group) === 'checked';
  const next = new Set(selected.filter((t) => !(children as readonly string[]).includes(t)));
  if (!allOn) children.forEach((t) => next.add(t));
  return WEBHOOK_EVENT_TYPES.filter((t) => next.has(t));
}

/** One child box on or off, in the catalog's order. */
export function toggleEvent(selected: readonly string[], type: WebhookEventType): WebhookEventType[] {
  const next = new Set(selected);
  if (next.has(type)) next.delete(type);
  else next.add(type);
  return WEBHOOK_EVENT_TYPES.filter((t) => next.has(t));
}

/**
 * Seconds to wait before each attempt of a delivery (the schedule, about a day in all): immediately, then
 * 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h. After the last attempt fails the delivery is failed.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [0, 5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;

/** The wait before the next attempt once `attemptsMade` attempts of this round have failed; null when none is left. */
export function nextRetryDelaySeconds(attemptsMade: number, schedule: readonly number[] = WEBHOOK_RETRY_DELAYS_SECONDS): number | null {
  if (!Number.isInteger(attemptsMade) || attemptsMade < 0) throw new RangeError(`attemptsMade must be a whole number, not ${attemptsMade}`);
  return attemptsMade < schedule.length ? schedule[attemptsMade]! : null;
}

/** An endpoint whose every attempt has failed for this long is paused (its owner is told). */
export const WEBHOOK_PAUSE_AFTER_MS = 5 * 24 * 3600 * 1000;

export function shouldPauseWebhook(failingSince: Date | null, now: Date): boolean {
  return failingSince !== null && now.getTime() - failingSince.getTime() >= WEBHOOK_PAUSE_AFTER_MS;
}

/** A new webhook has no status (the spec) and is delivered to like an active one; 'inactive' is Paused. */
export function webhookDelivers(status: 'active' | 'inactive' | null): boolean {
  return status !== 'inactive';
}

/** What the receiver's answer counts as: any 2xx is delivered, everything else (or no answer) is a failure. */
export function isDeliveredStatus(statusCode: number | null): boolean {
  return statusCode !== null && statusCode >= 200 && statusCode <= 299;
}

/** The secret as the table shows it: the prefix and the last 4 characters, the rest as dots. */
export function maskSecret(secret: string): string {
  const prefix = secret.startsWith('whsec_') ? 'whsec_' : '';
  return `${prefix}${'•'.repeat(12)}${secret.slice(-4)}`;
}

/**
 * Who may use the developer zone (the spec's 'only when allowed'): an account a site admin switched it on for,
 * or one with a connected payout account (the payment provider has checked who runs it, and it sells).
 */
export function developerZoneAllowed(profile: { developerZoneAllowed: boolean; paymentAccountId: string | null }): boolean {
  return profile.developerZoneAllowed || profile.paymentAccountId !== null;
}
