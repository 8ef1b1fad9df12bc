import { describe, expect, it } from 'vitest';
import { categoryPrices } from './prices.ts';

const type = (name: string, price: number, fee = 0) => ({ id: name, name, price, fee, currency: 'usd' });

describe('categoryPrices', () => {
  it.each([
    { name: 'no ticket type on sale', category: 'Box', types: [], want: 'Not on sale' },
    // A ticket named as its category is not named twice ('Stalls: $20.00', not 'Stalls: Stalls: $20.00').
    { name: 'one type named as the category', category: 'Stalls', types: [type('Stalls', 2000)], want: '$20.00' },
    {
      name: 'several types',
      category: 'Circle',
      types: [type('Circle', 3000, 50), type('Concession', 0)],
      want: 'Circle: $30.50 · Concession: Free',
    },
  ])('$name', ({ category, types, want }) => {
    expect(categoryPrices(category, types)).toBe(want);
  });
});
