/** The value below which `p` percent of `sorted` (ascending) lie, by nearest rank; 0 for no values. */
export const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Ascending copy, for percentile(). */
export const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);
