import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES, eventsOfGroup, type WebhookEventType } from '../../../contracts/webhooks.messages.ts';
import { compactEventTypes, eventChips, webhookStatusLabel } from './webhook-rows.ts';

describe('webhookStatusLabel (content-management 4: inactive shows as Paused)', () => {
  it.each([
    [null, 'Active'],
    ['active', 'Active'],
    ['inactive', 'Paused'],
  ] as const)('%j -> %s', (status, label) => {
    expect(webhookStatusLabel(status)).toBe(label);
  });
});

describe('compactEventTypes', () => {
  it.each<[WebhookEventType[], string[]]>([
    [[], []],
    [[...WEBHOOK_EVENT_TYPES], ['All events']],
    [
      ['ticket.checked_in', 'order.created'],
      ['order.created', 'ticket.checked_in'],
    ],
    [
      [...eventsOfGroup('ticket'), 'order.completed'],
      ['order.completed', 'ticket.*'],
    ],
    [
      [...eventsOfGroup('order'), ...eventsOfGroup('membership.subscription')],
      ['order.*', 'membership.subscription.*'],
    ],
  ])('%j -> %j', (types, compact) => {
    expect(compactEventTypes(types)).toEqual(compact);
  });
});

describe('eventChips', () => {
  it('shows the first three and counts the rest', () => {
    const types: WebhookEventType[] = ['order.created', 'ticket.issued', 'ticket.cancelled', 'ticket.refunded', 'membership.subscription.expired'];
    expect(eventChips(types)).toEqual({ shown: ['order.created', 'ticket.issued', 'ticket.cancelled'], more: 2 });
    expect(eventChips(['order.created'])).toEqual({ shown: ['order.created'], more: 0 });
  });
});
