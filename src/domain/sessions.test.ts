import { describe, expect, it } from 'vitest';
import { daysSinceUse, SESSION_IDLE_SECONDS, SESSION_RENEW_AFTER_SECONDS, renewedSessionExpiry, sessionRenewalDueAt } from './sessions.ts';

const DAY = 86_400_000;
const now = new Date('2026-11-29T12:00:00Z');
const full = now.getTime() + SESSION_IDLE_SECONDS * 1000;

describe('renewedSessionExpiry', () => {
  it('gives a 30-day idle lifetime renewed at most once a day', () => {
    expect(SESSION_IDLE_SECONDS).toBe(30 * 86_400);
    expect(SESSION_RENEW_AFTER_SECONDS).toBe(86_400);
  });

  it.each([
    ['just renewed', full, null],
    ['renewed an hour ago', full - DAY / 24, null],
    ['renewed exactly a day ago', full - DAY, null],
    ['renewed a day and a second ago', full - DAY - 1000, full],
    ['idle for ten days', full - 10 * DAY, full],
    ['a minute before it ends', now.getTime() + 60_000, full],
    ['a legacy one-year expiry', now.getTime() + 365 * DAY, full],
    ['an hour past the full lifetime (clock skew between processes)', full + DAY / 24, null],
  ])('%s', (_, expiresAt, expected) => {
    expect(renewedSessionExpiry(new Date(expiresAt), now)?.getTime() ?? null).toBe(expected);
  });
});

describe('sessionRenewalDueAt', () => {
  // A cached session (contexts/accounts/session-cache.ts) must not be served past the instant it falls due.
  it.each([
    ['just renewed', full],
    ['renewed ten hours ago', full - 10 * 3_600_000],
    ['renewed 29 days ago', full - 29 * DAY],
  ])('%s: not due a millisecond before, due a millisecond after', (_, expiresAt) => {
    const due = sessionRenewalDueAt(new Date(expiresAt)).getTime();
    expect(renewedSessionExpiry(new Date(expiresAt), new Date(due - 1))).toBeNull();
    expect(renewedSessionExpiry(new Date(expiresAt), new Date(due + 1))).not.toBeNull();
  });
});

describe('daysSinceUse', () => {
  it.each([
    ['a minute ago', 60_000, 0],
    ['23 hours ago', 23 * 3_600_000, 0],
    ['a day ago', DAY, 1],
    ['six and a half days ago', 6.5 * DAY, 6],
    ['a clock a minute ahead', -60_000, 0],
  ])('%s', (_, ago, days) => {
    expect(daysSinceUse(new Date(now.getTime() - ago), now)).toBe(days);
  });
});
