import { describe, expect, it } from 'vitest';
import { hasPath, indexesWithErrors, placeServerErrors } from './errors.ts';

const values = { name: 'x', location: { city: '' }, ticketTypes: [{ price: 1 }, { price: 2 }], tags: ['a'] };

describe('hasPath', () => {
  it.each([
    ['name', true],
    ['location.city', true],
    ['location.state', false],
    ['ticketTypes.1.price', true],
    ['ticketTypes.2.price', false],
    ['tags.0', true],
  ])('%s -> %s', (path, expected) => expect(hasPath(values, path)).toBe(expected));
});

describe('placeServerErrors', () => {
  it('places known keys, aliases and list items, and returns the rest', () => {
    const placed: Record<string, string> = {};
    const rest = placeServerErrors(
      {
        'body.location.city': 'City?',
        posterUploadId: 'Please select an image',
        'tags.3': 'Too long',
        'ticketTypes.1.price': 'Low',
        dates: 'Add a date',
      },
      values,
      (k, m) => (placed[k] = m),
      (k) => (k === 'posterUploadId' ? 'name' : null),
    );
    expect(placed).toEqual({ 'location.city': 'City?', name: 'Please select an image', tags: 'Too long', 'ticketTypes.1.price': 'Low' });
    expect(rest).toEqual(['Add a date']);
  });
});

describe('indexesWithErrors', () => {
  it('finds the items with errors', () => {
    expect([...indexesWithErrors({ 'ticketTypes.0.name': 'x', 'ticketTypes.3': 'y', 'ticketTypes.4.code': null, name: 'z' }, 'ticketTypes')]).toEqual(
      [0, 3],
    );
  });
});
