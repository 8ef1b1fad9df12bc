import { describe, expect, it } from 'vitest';
import { allowedEdges, checkedEdges } from './dependency-table.ts';

describe('the allowed-edge table (dependencies.json)', () => {
  it.each<{ what: string; table: Record<string, string[]>; folders: string[]; error: string | null }>([
    { what: 'a DAG passes', table: { a: [], b: ['a'], c: ['a', 'b'] }, folders: ['a', 'b', 'c'], error: null },
    { what: 'a two-way pair is a cycle', table: { a: ['b'], b: ['a'] }, folders: ['a', 'b'], error: 'cycle: a -> b -> a' },
    { what: 'a context naming itself is a cycle', table: { a: ['a'] }, folders: ['a'], error: 'cycle: a -> a' },
    { what: 'a longer cycle is found', table: { a: ['b'], b: ['c'], c: ['a'] }, folders: ['a', 'b', 'c'], error: 'cycle: a -> b -> c -> a' },
    { what: 'an edge to a context without entry', table: { a: ['x'] }, folders: ['a'], error: 'a names x, which has no entry' },
    { what: 'a context folder without entry (its imports would go unchecked)', table: { a: [] }, folders: ['a', 'b'], error: 'b has no entry' },
    { what: 'an entry without a folder', table: { a: [], gone: [] }, folders: ['a'], error: 'gone is not a folder' },
  ])('$what', ({ table, folders, error }) => {
    if (error) expect(() => checkedEdges(table, folders)).toThrow(error);
    else expect(checkedEdges(table, folders)).toEqual(table);
  });

  it('the committed table is acyclic and names every context folder', () => {
    expect(Object.keys(allowedEdges()).length).toBeGreaterThan(20);
  });
});
