import { describe, expect, it } from 'vitest';
import { SHARED_TEXTS } from './tickets.messages.ts';

describe("a ticket's seat after its name", () => {
  it.each([
    { seat: 'A12', want: 'Seat A12' },
    // A seat chart's label names the seat already (issue 32): no 'Seat Stalls, Row A, Seat 3'.
    { seat: 'Stalls, Row A, Seat 3', want: 'Stalls, Row A, Seat 3' },
    { seat: 'Table 1, Seat 2', want: 'Table 1, Seat 2' },
    { seat: 'Seaton 4', want: 'Seat Seaton 4' },
  ])('$seat -> $want', ({ seat, want }) => {
    expect(SHARED_TEXTS.seat(seat)).toBe(want);
  });
});
