import { describe, expect, it } from 'vitest';
import { flipRevenueOrder, revenueView } from './revenue-view.ts';

describe('revenueView', () => {
  it.each([
    [{}, { dimension: 'month', order: 'dimension_desc' }],
    [{ type: 'date' }, { dimension: 'date', order: 'dimension_desc' }],
    [{ type: 'year' }, { dimension: 'year', order: 'dimension_desc' }],
    [{ type: 'course_id' }, { dimension: 'course_id', order: 'dimension_asc' }],
    [{ type: 'course_category_id' }, { dimension: 'course_category_id', order: 'dimension_asc' }],
    [{ type: 'attendee_id' }, { dimension: 'attendee_id', order: 'dimension_asc' }],
    [
      { type: 'year', order: 'dimension_asc' },
      { dimension: 'year', order: 'dimension_asc' },
    ],
    [
      { type: 'attendee_id', order: 'dimension_desc' },
      { dimension: 'attendee_id', order: 'dimension_desc' },
    ],
  ] as const)('%j shows %j', (search, view) => {
    expect(revenueView(search)).toEqual(view);
  });

  it('a header click flips the order', () => {
    expect(flipRevenueOrder('dimension_asc')).toBe('dimension_desc');
    expect(flipRevenueOrder('dimension_desc')).toBe('dimension_asc');
  });
});
