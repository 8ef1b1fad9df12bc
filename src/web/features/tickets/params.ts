import type { ParamParser } from '../../app/search-params.ts';

/** A page number param (?page=2): a whole number from 1 to 100 000; anything else is dropped (page 1). */
export const pageParam: ParamParser<number> = (value) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : undefined;
};
