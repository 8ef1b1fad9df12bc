import { describe, expect, it } from 'vitest';
import { boundsOf, fitView, hitSeat, panBy, pinch, seatGrid, toScreen, toWorld, zoomAt, type View } from './viewport.ts';

const seats = [
  { key: 'a', x: 0, y: 0 },
  { key: 'b', x: 100, y: 0 },
  { key: 'c', x: 100, y: 50 },
];

describe('viewport', () => {
  it('fits the seats in the box with a margin, centred', () => {
    const b = boundsOf(seats);
    expect(b).toEqual({ minX: 0, minY: 0, maxX: 100, maxY: 50 });
    const v = fitView(b, 240, 240, 20);
    // (240 - 2*20) / 100 = 2 wide; 200 / 50 = 4 tall: the smaller wins.
    expect(v.scale).toBe(2);
    expect(toScreen(v, 50, 25)).toEqual({ x: 120, y: 120 });
  });

  it.each([
    { name: 'zoom in keeps the point under the finger', view: { scale: 1, x: 0, y: 0 }, factor: 2, at: [100, 100] },
    { name: 'zoom out keeps it too', view: { scale: 4, x: -50, y: 20 }, factor: 0.5, at: [10, 300] },
  ])('$name', ({ view, factor, at }) => {
    const before = toWorld(view, at[0]!, at[1]!);
    const after = zoomAt(view, factor, at[0]!, at[1]!);
    expect(after.scale).toBeCloseTo(view.scale * factor);
    const again = toWorld(after, at[0]!, at[1]!);
    expect(again.x).toBeCloseTo(before.x);
    expect(again.y).toBeCloseTo(before.y);
  });

  it('clamps the zoom between its limits', () => {
    expect(zoomAt({ scale: 1, x: 0, y: 0 }, 1000, 0, 0).scale).toBe(40);
    expect(zoomAt({ scale: 1, x: 0, y: 0 }, 1 / 1000, 0, 0).scale).toBe(0.01);
  });

  it('pans by screen pixels', () => {
    expect(panBy({ scale: 3, x: 5, y: 5 }, 10, -5)).toEqual({ scale: 3, x: 15, y: 0 });
  });

  it('pinch: two fingers moving apart zoom about their middle and follow it', () => {
    const view: View = { scale: 1, x: 0, y: 0 };
    const next = pinch(view, [
      { from: { x: 90, y: 100 }, to: { x: 80, y: 110 } },
      { from: { x: 110, y: 100 }, to: { x: 120, y: 110 } },
    ]);
    expect(next.scale).toBeCloseTo(2);
    // The world point under the old middle (100, 100) is now under the new middle (100, 110).
    const w = toWorld(next, 100, 110);
    expect(w.x).toBeCloseTo(100);
    expect(w.y).toBeCloseTo(100);
  });
});

describe('hitSeat', () => {
  const grid = seatGrid(seats, 20);
  it.each([
    { at: [1, 1], want: 'a' },
    { at: [96, 47], want: 'c' },
    { at: [50, 25], want: null },
    { at: [109, 0], want: 'b' },
    { at: [111, 0], want: null },
  ])('($at) -> $want', ({ at, want }) => {
    expect(hitSeat(grid, at[0]!, at[1]!, 10)?.key ?? null).toBe(want);
  });
});
