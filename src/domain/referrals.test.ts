import { describe, expect, it } from 'vitest';
import { REFERRAL_RULES, countedEarnings, earningsCapOf, rawCapOf, referralShare, referralStatus } from './referrals.ts';

const DAY = 86_400_000;
const NOW = new Date('2026-06-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('referralShare: the 33% shown as Amount Earned', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 1],
    [100, 33],
    [150, 50],
    [1000, 330],
    [303_030, 100_000],
    [303_031, 100_000],
  ])('raw %i -> %i', (raw, shown) => expect(referralShare(raw)).toBe(shown));
});

describe('the cap: 1000 major units at 33%', () => {
  it.each([
    ['usd', 100_000, 303_030],
    ['eur', 100_000, 303_030],
    ['jpy', 1000, 3030],
  ])('%s: cap %i, raw cap %i, whose share is exactly the cap', (currency, cap, raw) => {
    expect(earningsCapOf(currency)).toBe(cap);
    expect(rawCapOf(currency)).toBe(raw);
    expect(referralShare(rawCapOf(currency))).toBe(cap);
  });
});

describe('countedEarnings', () => {
  it('adds the days in order, whatever order they come in', () => {
    expect(
      countedEarnings(
        [
          { day: '2026-05-03', amount: 200 },
          { day: '2026-05-01', amount: 100 },
        ],
        'usd',
      ),
    ).toEqual({ raw: 300, dates: { '2026-05-01': 100, '2026-05-03': 200 } });
  });

  it('cuts the day that reaches the cap and drops the days after it', () => {
    const result = countedEarnings(
      [
        { day: '2026-01-01', amount: 300_000 },
        { day: '2026-01-02', amount: 5000 },
        { day: '2026-01-03', amount: 7000 },
      ],
      'usd',
    );
    expect(result).toEqual({ raw: 303_030, dates: { '2026-01-01': 300_000, '2026-01-02': 3030 } });
  });

  it('ignores empty and negative days', () => {
    expect(
      countedEarnings(
        [
          { day: '2026-01-01', amount: 0 },
          { day: '2026-01-02', amount: -5 },
        ],
        'usd',
      ),
    ).toEqual({ raw: 0, dates: {} });
  });
});

describe('referralStatus', () => {
  it.each([
    ['no earnings', 0, null, 'usd', 'Pending'],
    ['a fee today', 500, ago(0), 'usd', 'Earning'],
    ['first earning 364 days old', 500, ago(364 * DAY), 'usd', 'Earning'],
    ['first earning exactly 365 days old', 500, ago(REFERRAL_RULES.windowMs), 'usd', 'Earning'],
    ['first earning over 365 days old', 500, ago(REFERRAL_RULES.windowMs + 1), 'usd', 'Complete'],
    ['earnings just under the cap', 303_027, ago(DAY), 'usd', 'Earning'],
    ['earnings at the cap', 303_030, ago(DAY), 'usd', 'Complete'],
    ['the cap in yen', 3030, ago(DAY), 'jpy', 'Complete'],
    ['the same raw amount in dollars', 3030, ago(DAY), 'usd', 'Earning'],
  ] as const)('%s -> %s', (_label, raw, first, currency, status) => {
    expect(referralStatus(raw, first, currency, NOW)).toBe(status);
  });
});
