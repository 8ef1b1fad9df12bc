import fs from 'node:fs';
import path from 'node:path';

/**
 * bench/budgets.json: the committed limits the benches print their figures against (first-load JavaScript per
 * public page, KB gzipped; the lowest ratios bench/quick.ts accepts). A figure over its budget is printed as such; the benches never fail on it, since a
 * busy machine makes timings noisy (sizes are exact, but they are read alongside the timings).
 */
export interface Budgets {
  firstLoadKb: Record<string, number>;
  /**
   * bench/quick.ts: the lowest ratios that pass (event API to hello-world and to a bare Fastify sending the same
   * reply, checkout to its four-request floor).
   */
  minimumRatio: { visitor: number; visitorToSameBytes: number; signedIn: number; checkoutToFloor: number };
}

export const BUDGETS_FILE = path.join(import.meta.dirname, 'budgets.json');

export function readBudgets(file = BUDGETS_FILE): Budgets {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Budgets;
}

export interface BudgetCheck {
  page: string;
  kb: number;
  budgetKb: number | undefined;
  status: 'OK' | 'OVER BUDGET' | 'NO BUDGET';
}

export function checkFirstLoad(budgets: Budgets, page: string, kb: number): BudgetCheck {
  const budgetKb = budgets.firstLoadKb[page];
  const status = budgetKb === undefined ? 'NO BUDGET' : kb <= budgetKb ? 'OK' : 'OVER BUDGET';
  return { page, kb, budgetKb, status };
}
