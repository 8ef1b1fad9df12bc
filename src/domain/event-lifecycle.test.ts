import { describe, expect, it } from 'vitest';
import { massRefundBacksOff, refundOnRequestOpen, type LifecycleDates } from './event-lifecycle.ts';

const at = (iso: string) => new Date(iso);
const NOW = at('2030-05-10T12:00:00Z');

describe('refundOnRequestOpen', () => {
  const cases: [string, LifecycleDates, boolean][] = [
    ['not postponed', { canceledAt: null, postponedAt: null, refundRequestsUntil: at('2030-06-01T00:00:00Z') }, false],
    ['postponed without a window', { canceledAt: null, postponedAt: at('2030-05-01T00:00:00Z'), refundRequestsUntil: null }, false],
    ['postponed, window open', { canceledAt: null, postponedAt: at('2030-05-01T00:00:00Z'), refundRequestsUntil: at('2030-05-10T12:00:01Z') }, true],
    ['postponed, window closes this instant', { canceledAt: null, postponedAt: at('2030-05-01T00:00:00Z'), refundRequestsUntil: NOW }, false],
    [
      'postponed, window closed',
      { canceledAt: null, postponedAt: at('2030-05-01T00:00:00Z'), refundRequestsUntil: at('2030-05-09T00:00:00Z') },
      false,
    ],
    [
      'postponed then cancelled (the mass refund refunds)',
      { canceledAt: at('2030-05-05T00:00:00Z'), postponedAt: at('2030-05-01T00:00:00Z'), refundRequestsUntil: at('2030-06-01T00:00:00Z') },
      false,
    ],
  ];
  it.each(cases)('%s', (_name, event, open) => {
    expect(refundOnRequestOpen(event, NOW)).toBe(open);
  });
});

describe('massRefundBacksOff', () => {
  const cases: [string, { worked: number; calls: number; failures: number }, boolean][] = [
    ['cash and free orders only (no provider call)', { worked: 5, calls: 0, failures: 0 }, false],
    ['every call succeeded', { worked: 25, calls: 25, failures: 0 }, false],
    ['one refusal among successes', { worked: 25, calls: 25, failures: 1 }, false],
    ['a few faults among successes', { worked: 25, calls: 25, failures: 12 }, false],
    ['half failed', { worked: 24, calls: 24, failures: 12 }, true],
    ['every call failed (an outage)', { worked: 25, calls: 25, failures: 25 }, true],
    ['the last order left failed again', { worked: 1, calls: 1, failures: 1 }, true],
    ['every order it took waits for a ticket refund in flight', { worked: 0, calls: 0, failures: 0 }, true],
  ];
  it.each(cases)('%s', (_name, batch, backsOff) => {
    expect(massRefundBacksOff(batch)).toBe(backsOff);
  });
});
