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
  const cases: [string, number, number, boolean][] = [
    ['no provider call (cash and free orders)', 0, 0, false],
    ['every call succeeded', 25, 0, false],
    ['one refusal among successes', 25, 1, false],
    ['a few faults among successes', 25, 12, false],
    ['half failed', 24, 12, true],
    ['every call failed (an outage)', 25, 25, true],
    ['the last order left failed again', 1, 1, true],
  ];
  it.each(cases)('%s', (_name, calls, failures, backsOff) => {
    expect(massRefundBacksOff(calls, failures)).toBe(backsOff);
  });
});
