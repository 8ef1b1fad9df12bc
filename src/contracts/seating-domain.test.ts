import { describe, expectTypeOf, it } from 'vitest';
import type * as Domain from '../domain/seating/index.ts';
import type { ChartDocument, ChartObject, SeatNumbering, SeatPlace } from './seating.ts';

// The domain states the chart's shape it reads (it may not import contracts): the contract's types must fit it,
// and what the domain lays out must be a contract SeatPlace. `npm run typecheck` checks these.
describe('the seating domain reads the contract’s chart', () => {
  it('takes the contract’s documents', () => {
    expectTypeOf<ChartDocument>().toExtend<Domain.ChartDocument>();
    expectTypeOf<ChartObject>().toExtend<Domain.ChartObject>();
    expectTypeOf<SeatNumbering>().toExtend<Domain.SeatNumbering>();
    expectTypeOf<SeatPlace>().toExtend<Domain.SeatPlace>();
  });

  it('lays out contract seats', () => {
    expectTypeOf<Domain.SeatPlace>().toExtend<SeatPlace>();
  });
});
