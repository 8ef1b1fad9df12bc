import { describe, expect, it } from 'vitest';
import {
  applyDiscount,
  formatCountdown,
  normalizeDonation,
  platformFee,
  refetchDelayMs,
  statusGroup,
  thankYouRedirect,
  type Discount,
  type LineCost,
} from './checkout.ts';

describe('applyDiscount', () => {
  it.each<[string, LineCost, Discount, LineCost]>([
    ['25% off cost and fee', { cost: 2000, fee: 89 }, { kind: 'percentage', percent: 25 }, { cost: 1500, fee: 67 }],
    ['100% makes it free', { cost: 2000, fee: 89 }, { kind: 'percentage', percent: 100 }, { cost: 0, fee: 0 }],
    ['over 100% clamps at 0', { cost: 2000, fee: 89 }, { kind: 'percentage', percent: 150 }, { cost: 0, fee: 0 }],
    ['0% changes nothing', { cost: 2000, fee: 89 }, { kind: 'percentage', percent: 0 }, { cost: 2000, fee: 89 }],
    ['rounds half up', { cost: 999, fee: 79 }, { kind: 'percentage', percent: 50 }, { cost: 500, fee: 40 }],
    ['fixed amount below cost keeps the fee', { cost: 2000, fee: 89 }, { kind: 'amount', amount: 500 }, { cost: 1500, fee: 89 }],
    ['fixed amount equal to cost', { cost: 2000, fee: 89 }, { kind: 'amount', amount: 2000 }, { cost: 0, fee: 89 }],
    ['excess comes off the fee', { cost: 2000, fee: 89 }, { kind: 'amount', amount: 2050 }, { cost: 0, fee: 39 }],
    ['excess beyond the fee clamps at 0', { cost: 2000, fee: 89 }, { kind: 'amount', amount: 5000 }, { cost: 0, fee: 0 }],
    ['negative amount is ignored', { cost: 2000, fee: 89 }, { kind: 'amount', amount: -300 }, { cost: 2000, fee: 89 }],
    ['free ticket stays free', { cost: 0, fee: 0 }, { kind: 'amount', amount: 500 }, { cost: 0, fee: 0 }],
  ])('%s', (_label, line, discount, expected) => expect(applyDiscount(line, discount)).toEqual(expected));
});

describe('platformFee', () => {
  it.each([
    [0, 'usd', 0],
    [2000, 'usd', 89],
    [2050, 'usd', 90],
    [1000, 'eur', 74],
    [1500, 'jpy', 120],
    [2000, 'USD', 89],
    [2000, 'xyz', 89],
  ])('price %d %s -> %d', (price, currency, fee) => expect(platformFee(price, currency)).toBe(fee));
});

describe('normalizeDonation', () => {
  it.each([
    [500, 10_000, 500],
    [-500, 10_000, 500],
    [20_000, 10_000, 10_000],
    [0, 10_000, 0],
    [12.6, 10_000, 13],
    [Number.NaN, 10_000, 0],
    [500, -1, 0],
  ])('%d capped at %d -> %d', (input, max, out) => expect(normalizeDonation(input, max)).toBe(out));
});

describe('status groups and thank-you routing', () => {
  it.each([
    ['pending', 'processing'],
    ['processing', 'processing'],
    ['express_processing', 'processing'],
    ['handling_payment', 'processing'],
    ['completed', 'success'],
    ['transferred', 'success'],
    ['failed', 'failed'],
    ['canceled', 'failed'],
    ['timed_out', 'failed'],
    [null, 'failed'],
    ['something-else', 'failed'],
  ] as const)('%s -> %s', (status, group) => expect(statusGroup(status)).toBe(group));

  it.each([
    ['success', 'success', null],
    ['success', 'processing', 'root'],
    ['success', 'failed', 'failure'],
    ['failure', 'failed', null],
    ['failure', 'processing', 'root'],
    ['failure', 'success', 'success'],
    ['root', 'processing', null],
    ['root', 'success', 'success'],
    ['root', 'failed', 'failure'],
  ] as const)('on %s with %s -> %s', (page, group, to) => expect(thankYouRedirect(page, group)).toBe(to));
});

describe('timers', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [4, 16_000],
    [5, 32_000],
    [9, 32_000],
  ])('refetch attempt %d waits %d ms', (attempt, ms) => expect(refetchDelayMs(attempt)).toBe(ms));

  it.each([
    [840_000, '14:00'],
    [539_001, '9:00'],
    [61_000, '1:01'],
    [999, '0:01'],
    [0, '0:00'],
    [-5, '0:00'],
  ])('%d ms left reads %s', (ms, text) => expect(formatCountdown(ms)).toBe(text));
});
