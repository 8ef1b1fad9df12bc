import { describe, expect, it } from 'vitest';
import { refundOnRequestOpen, type LifecycleDates } from './event-lifecycle.ts';

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
