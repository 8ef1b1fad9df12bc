import type { SeatNumbering } from './types.ts';

/** 1 = A, 26 = Z, 27 = AA, 52 = AZ, 53 = BA, 703 = AAA (bijective base 26, as spreadsheet columns). */
export function alphaLabel(n: number): string {
  let label = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    label = String.fromCharCode(65 + ((rest - 1) % 26)) + label;
  }
  return label;
}

/** The first number of the scheme at or after `start`: odd from 4 is 5, even from 1 is 2, alpha from 0 is A. */
function firstNumber({ scheme, start }: SeatNumbering): number {
  if (scheme === 'odd') return start % 2 === 1 ? start : start + 1;
  if (scheme === 'even') return start % 2 === 0 ? start : start + 1;
  if (scheme === 'alpha') return Math.max(1, start);
  return start;
}

/**
 * The labels of `count` seats in seat order (left to right along a row, clockwise around a table). A gap takes
 * no label: callers pass the number of real seats, so the numbers run on across an aisle. `reversed` hands the
 * same labels out from the other end.
 */
export function seatLabels(numbering: SeatNumbering, count: number): string[] {
  const first = firstNumber(numbering);
  const step = numbering.scheme === 'odd' || numbering.scheme === 'even' ? 2 : 1;
  const labels = Array.from({ length: Math.max(0, count) }, (_, i) => {
    const n = first + i * step;
    return numbering.scheme === 'alpha' ? alphaLabel(n) : String(n);
  });
  return numbering.reversed ? labels.reverse() : labels;
}
