import { describe, expect, it } from 'vitest';
import { checkFirstLoad, readBudgets, type Budgets } from './budgets.ts';

const budgets: Budgets = {
  firstLoadKb: { event: 150, home: 140 },
  minimumRatio: { visitor: 0.5, visitorToSameBytes: 0.88, signedIn: 0.5, checkoutToFloor: 0.03 },
};

describe('checkFirstLoad', () => {
  it.each([
    { page: 'event', kb: 149.9, status: 'OK' },
    { page: 'event', kb: 150, status: 'OK' },
    { page: 'event', kb: 150.1, status: 'OVER BUDGET' },
    { page: 'home', kb: 90, status: 'OK' },
    { page: 'watch', kb: 90, status: 'NO BUDGET' },
  ] as const)('$page at $kb KB: $status', ({ page, kb, status }) => {
    expect(checkFirstLoad(budgets, page, kb)).toMatchObject({ page, kb, status, budgetKb: budgets.firstLoadKb[page] });
  });

  it('reads the committed budgets file, with a budget for every public page', () => {
    const committed = readBudgets();
    for (const page of ['home', 'explore', 'profile', 'membership', 'watch', 'checkout', 'event']) {
      expect(committed.firstLoadKb[page], page).toBeGreaterThan(0);
    }
    for (const ratio of ['visitor', 'signedIn', 'checkoutToFloor'] as const) {
      expect(committed.minimumRatio[ratio], ratio).toBeGreaterThan(0);
      expect(committed.minimumRatio[ratio], ratio).toBeLessThanOrEqual(1);
    }
  });
});
