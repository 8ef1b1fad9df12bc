import { WEBHOOKS_TABLE_TEXTS as T } from '../../../contracts/developer-zone.messages.ts';
import { WEBHOOK_EVENT_GROUPS, WEBHOOK_EVENT_TYPES, eventsOfGroup, groupState, type WebhookEventType } from '../../../contracts/webhooks.messages.ts';
import { webhookDelivers } from '../../../domain/webhooks.ts';
import type { WebhookView } from './api.ts';

/** The table's status: Active, also for a new webhook (no status yet, delivered to like an active one), or Paused. */
export function webhookStatusLabel(status: WebhookView['status']): string {
  return webhookDelivers(status) ? T.status.active : T.status.paused;
}

/**
 * A webhook's event types in few words: 'All events' when every type is chosen, a whole group as 'ticket.*', the
 * rest one by one, in the catalog's order.
 */
export function compactEventTypes(types: readonly WebhookEventType[]): string[] {
  if (WEBHOOK_EVENT_TYPES.every((t) => types.includes(t))) return [T.allEvents];
  return WEBHOOK_EVENT_GROUPS.flatMap((group) =>
    groupState(types, group) === 'checked' ? [T.groupWildcard(group)] : eventsOfGroup(group).filter((t) => types.includes(t)),
  );
}

/** The first `max` of those as chips and how many more there are (the cell stays one or two lines high). */
export function eventChips(types: readonly WebhookEventType[], max = 3): { shown: string[]; more: number } {
  const all = compactEventTypes(types);
  return { shown: all.slice(0, max), more: Math.max(0, all.length - max) };
}
