import type { RevenueDimension, RevenueOrder } from '../../../contracts/reporting.values.ts';
import { defaultRevenueOrder } from '../../../domain/reporting.ts';
import type { RevenueSearch } from './search.ts';

/** The dimension and order the revenue table shows: the address's, else month and that dimension's default order. */
export function revenueView(search: RevenueSearch): { dimension: RevenueDimension; order: RevenueOrder } {
  const dimension = search.type ?? 'month';
  return { dimension, order: search.order ?? defaultRevenueOrder(dimension) };
}

/** The dimension header's click. */
export const flipRevenueOrder = (order: RevenueOrder): RevenueOrder => (order === 'dimension_asc' ? 'dimension_desc' : 'dimension_asc');
