import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '../../../contracts/webhooks.messages.ts';
import {
  ALL,
  EVENT_FILTER_OPTIONS,
  STATUS_FILTER_OPTIONS,
  attemptOutcome,
  filterPatch,
  isFiltered,
  logTime,
  prettyPayload,
} from './delivery-rows.ts';

/** A wall-clock time of the test machine's own zone, as an ISO instant: logTime shows it back in that zone. */
const local = (...parts: [number, number, number, number, number, number]) => new Date(...parts).toISOString();

describe('logTime', () => {
  it.each([
    [local(2026, 2, 5, 14, 7, 9), '5 Mar 2026, 2:07:09 PM'],
    [local(2026, 11, 31, 0, 0, 0), '31 Dec 2026, 12:00:00 AM'],
    ['not a date', ''],
  ])('%s reads %j', (iso, text) => {
    expect(logTime(iso)).toBe(text);
  });
});

describe('the logs filters', () => {
  it('offer every event type and the two final statuses, each after "all"', () => {
    expect(EVENT_FILTER_OPTIONS.map((o) => o.value)).toEqual([ALL, ...WEBHOOK_EVENT_TYPES]);
    expect(STATUS_FILTER_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      [ALL, 'All statuses'],
      ['delivered', 'Delivered'],
      ['failed', 'Failed'],
    ]);
  });

  it.each([
    ['eventName', 'ticket.checked_in', { eventName: 'ticket.checked_in' }],
    ['eventName', ALL, { eventName: undefined }],
    ['eventName', 'ticket.teleported', { eventName: undefined }],
    ['eventName', null, { eventName: undefined }],
    ['status', 'failed', { status: 'failed' }],
    ['status', 'pending', { status: undefined }],
    ['status', ALL, { status: undefined }],
  ] as const)('%s ← %j', (key, value, patch) => {
    const before = { eventName: 'order.created', status: 'delivered', page: 4 } as const;
    expect(filterPatch(before, key, value)).toEqual({ ...before, ...patch, page: undefined });
  });

  it.each([
    [{}, false],
    [{ page: 3 }, false],
    [{ status: 'failed' }, true],
    [{ eventName: 'order.created' }, true],
  ] as const)('%j is filtered: %s', (filters, filtered) => {
    expect(isFiltered(filters)).toBe(filtered);
  });
});

describe('attemptOutcome', () => {
  it.each([
    [{ statusCode: 200, error: null }, 'HTTP 200'],
    [{ statusCode: 503, error: null }, 'HTTP 503'],
    [{ statusCode: null, error: 'Timed out after 10 s' }, 'Timed out after 10 s'],
    [{ statusCode: null, error: null }, 'No answer'],
    [{ statusCode: null, error: '' }, 'No answer'],
  ])('%j reads %j', (attempt, text) => {
    expect(attemptOutcome(attempt)).toBe(text);
  });
});

describe('prettyPayload', () => {
  it('indents the body by two spaces and keeps every value', () => {
    const payload = { id: 'e1', type: 'order.created', data: { amount: 1500, tags: ['a'], note: null } };
    const text = prettyPayload(payload);
    expect(text).toContain('\n  "type": "order.created"');
    expect(JSON.parse(text)).toEqual(payload);
  });
});
