import { searchParams, type ParamParser } from '../../app/search-params.ts';

/** A 'YYYY-MM-DD' day; anything else is dropped (the default range applies). */
const dayParam: ParamParser<string> = (value) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** Reporting > Traffic's address: ?from and ?to. */
export const trafficSearchParams = searchParams({ from: dayParam, to: dayParam });
