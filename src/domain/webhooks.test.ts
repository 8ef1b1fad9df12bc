import { describe, expect, it } from 'vitest';
import {
  WEBHOOK_EVENT_TYPES,
  developerZoneAllowed,
  eventsOfGroup,
  groupState,
  isDeliveredStatus,
  maskSecret,
  nextRetryDelaySeconds,
  shouldPauseWebhook,
  toggleEvent,
  toggleGroup,
  webhookDelivers,
} from './webhooks.ts';

describe('the retry schedule', () => {
  it.each([
    [0, 0],
    [1, 5],
    [2, 300],
    [3, 1800],
    [4, 7200],
    [5, 18000],
    [6, 36000],
    [7, 36000],
    [8, null],
    [20, null],
  ])('after %i failed attempts waits %s s', (made, wait) => {
    expect(nextRetryDelaySeconds(made)).toBe(wait);
  });

  it('spans about a day', () => {
    const total = [0, 1, 2, 3, 4, 5, 6, 7].reduce((sum, n) => sum + nextRetryDelaySeconds(n)!, 0);
    expect(total / 3600).toBeCloseTo(27.6, 1);
  });

  it('takes another schedule (tests shorten it)', () => {
    expect(nextRetryDelaySeconds(1, [0, 0.1])).toBe(0.1);
    expect(nextRetryDelaySeconds(2, [0, 0.1])).toBeNull();
  });

  it.each([-1, 1.5, Number.NaN])('refuses %s attempts', (made) => {
    expect(() => nextRetryDelaySeconds(made)).toThrow(RangeError);
  });
});

describe('the event-type tree', () => {
  const tickets = eventsOfGroup('ticket');

  it('groups the thirteen types by prefix', () => {
    expect(eventsOfGroup('order')).toEqual(['order.created', 'order.completed']);
    expect(tickets).toHaveLength(7);
    expect(eventsOfGroup('membership.subscription')).toHaveLength(4);
    expect([...eventsOfGroup('order'), ...tickets, ...eventsOfGroup('membership.subscription')]).toEqual([...WEBHOOK_EVENT_TYPES]);
  });

  it.each([
    [[], 'unchecked'],
    [['ticket.issued'], 'indeterminate'],
    [tickets.slice(0, 5), 'indeterminate'],
    [tickets, 'checked'],
    [[...tickets, 'order.created'], 'checked'],
    [['order.created', 'order.completed'], 'unchecked'],
  ] as const)('%j makes the ticket group %s', (selected, state) => {
    expect(groupState(selected, 'ticket')).toBe(state);
  });

  it.each([
    [[], tickets],
    [['ticket.issued'], tickets],
    [tickets, []],
    [['order.created', ...tickets], ['order.created']],
  ] as const)('toggling all of %j gives %j', (selected, result) => {
    expect(toggleGroup(selected, 'ticket')).toEqual(result);
  });

  it('toggles one child in the catalog order', () => {
    expect(toggleEvent(['ticket.refunded'], 'order.created')).toEqual(['order.created', 'ticket.refunded']);
    expect(toggleEvent(['order.created', 'ticket.refunded'], 'order.created')).toEqual(['ticket.refunded']);
  });
});

describe('webhook rules', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it.each([
    [null, false],
    [new Date('2026-11-22T12:00:00Z'), false],
    [new Date('2026-11-21T12:00:01Z'), false],
    [new Date('2026-11-21T12:00:00Z'), true],
    [new Date('2026-11-01T00:00:00Z'), true],
  ])('failing since %s pauses: %s', (since, pause) => {
    expect(shouldPauseWebhook(since, now)).toBe(pause);
  });

  it.each([
    [null, true],
    ['active', true],
    ['inactive', false],
  ] as const)('status %s delivers: %s', (status, delivers) => {
    expect(webhookDelivers(status)).toBe(delivers);
  });

  it.each([
    [200, true],
    [204, true],
    [299, true],
    [199, false],
    [301, false],
    [404, false],
    [500, false],
    [null, false],
  ])('answer %s is delivered: %s', (code, delivered) => {
    expect(isDeliveredStatus(code)).toBe(delivered);
  });

  it('masks all but the prefix and the last 4 characters', () => {
    expect(maskSecret('whsec_abcdefghijklmnopWXYZ')).toBe('whsec_••••••••••••WXYZ');
  });

  it.each([
    [{ developerZoneAllowed: false, paymentAccountId: null }, false],
    [{ developerZoneAllowed: true, paymentAccountId: null }, true],
    [{ developerZoneAllowed: false, paymentAccountId: 'acct_1' }, true],
  ])('%j may use the developer zone: %s', (profile, allowed) => {
    expect(developerZoneAllowed(profile)).toBe(allowed);
  });
});
