import { describe, expect, it } from 'vitest';
import type { ChartDocument, ChartObject } from '../../../../contracts/seating.ts';
import { NO_SELECTION, clickSelection, inRect, marqueeSelection, selectAll, withSeat, type Selection } from './selection.ts';

const text = (id: string, x: number, y: number): ChartObject => ({ type: 'text', id, x, y, rotation: 0, text: 'Hi', size: 10 });
const doc: ChartDocument = { version: 1, categories: [], objects: [text('a', 0, 0), text('b', 100, 0), text('c', 100, 100)] };
const sel = (ids: string[], seat: number | null = null): Selection => ({ ids, seat });

describe('clickSelection', () => {
  it.each([
    { name: 'a click selects one object', from: sel(['a', 'b']), id: 'c', additive: false, want: sel(['c']) },
    { name: 'a click on a selected object keeps it alone', from: sel(['a', 'b']), id: 'b', additive: false, want: sel(['b']) },
    { name: 'shift adds an object', from: sel(['a']), id: 'c', additive: true, want: sel(['a', 'c']) },
    { name: 'shift on a selected object takes it out', from: sel(['a', 'c']), id: 'a', additive: true, want: sel(['c']) },
    { name: 'shift drops the chosen seat', from: sel(['a'], 3), id: 'b', additive: true, want: sel(['a', 'b']) },
  ])('$name', ({ from, id, additive, want }) => expect(clickSelection(from, id, additive)).toEqual(want));
});

describe('marquee', () => {
  it.each([
    { name: 'objects wholly inside', rect: { minX: -20, minY: -20, maxX: 120, maxY: 20 }, want: ['a', 'b'] },
    { name: 'one cut by the edge stays out', rect: { minX: 2, minY: -20, maxX: 120, maxY: 20 }, want: ['b'] },
    { name: 'nothing', rect: { minX: 40, minY: 40, maxX: 60, maxY: 60 }, want: [] },
  ])('inRect: $name', ({ rect, want }) => expect(inRect(doc, rect)).toEqual(want));

  it.each([
    { name: 'replaces the selection', from: sel(['c'], 1), additive: false, want: sel(['a', 'b']) },
    { name: 'with shift, adds to it', from: sel(['c']), additive: true, want: sel(['c', 'a', 'b']) },
    { name: 'with shift, already selected ones stay once', from: sel(['a']), additive: true, want: sel(['a', 'b']) },
  ])('marqueeSelection $name', ({ from, additive, want }) => expect(marqueeSelection(from, ['a', 'b'], additive)).toEqual(want));
});

describe('selectAll and seats', () => {
  it('selects every object in drawing order', () => expect(selectAll(doc)).toEqual(sel(['a', 'b', 'c'])));
  it('nothing selected', () => expect(NO_SELECTION).toEqual(sel([])));
  it.each([
    { name: 'a seat of the one selected object', from: sel(['a']), seat: 2, want: sel(['a'], 2) },
    { name: 'no seat with several objects', from: sel(['a', 'b']), seat: 2, want: sel(['a', 'b']) },
    { name: 'the seat cleared', from: sel(['a'], 2), seat: null, want: sel(['a']) },
  ])('withSeat: $name', ({ from, seat, want }) => expect(withSeat(from, seat)).toEqual(want));
});
