import { describe, expect, it } from 'vitest';
import { toWorld, type View } from './camera.ts';
import { pinch, TouchPoints } from './gestures.ts';

const LIMITS = { min: 0.1, max: 10 };
const at = (x: number, y: number) => ({ x, y });

describe('pinch', () => {
  it.each([
    { name: 'fingers apart zoom in about their middle', a: [at(90, 100), at(80, 100)], b: [at(110, 100), at(120, 100)], scale: 2, mid: at(100, 100) },
    { name: 'fingers together zoom out', a: [at(80, 100), at(90, 100)], b: [at(120, 100), at(110, 100)], scale: 0.5, mid: at(100, 100) },
    { name: 'both fingers moving down pan', a: [at(90, 100), at(90, 130)], b: [at(110, 100), at(110, 130)], scale: 1, mid: at(100, 130) },
    {
      name: 'apart and down: zoom, then follow the middle',
      a: [at(90, 100), at(80, 110)],
      b: [at(110, 100), at(120, 110)],
      scale: 2,
      mid: at(100, 110),
    },
    { name: 'the zoom stops at its limit', a: [at(99, 100), at(0, 100)], b: [at(101, 100), at(200, 100)], scale: 10, mid: at(100, 100) },
  ])('$name', ({ a, b, scale, mid }) => {
    const view: View = { scale: 1, x: 0, y: 0 };
    const next = pinch(
      view,
      [
        { from: a[0]!, to: a[1]! },
        { from: b[0]!, to: b[1]! },
      ],
      LIMITS,
    );
    expect(next.scale).toBeCloseTo(scale);
    // The drawing's point under the old middle (100, 100) is under the new middle.
    const w = toWorld(next, mid.x, mid.y);
    expect(w.x).toBeCloseTo(100);
    expect(w.y).toBeCloseTo(100);
  });
});

describe('TouchPoints', () => {
  const view: View = { scale: 1, x: 0, y: 0 };
  it.each([
    { name: 'one finger: no pinch', downs: [[1, at(0, 0)]], move: [1, at(10, 0)], scale: null },
    {
      name: 'two fingers: the moved one pinches about the other',
      downs: [
        [1, at(0, 0)],
        [2, at(100, 0)],
      ],
      move: [2, at(200, 0)],
      scale: 2,
    },
    {
      name: 'a third finger takes no part',
      downs: [
        [1, at(0, 0)],
        [2, at(100, 0)],
        [3, at(50, 50)],
      ],
      move: [3, at(500, 500)],
      scale: null,
    },
    {
      name: 'an unknown finger does nothing',
      downs: [
        [1, at(0, 0)],
        [2, at(100, 0)],
      ],
      move: [9, at(500, 0)],
      scale: null,
    },
  ] as const)('$name', ({ downs, move, scale }) => {
    const touches = new TouchPoints();
    for (const [id, p] of downs) touches.down(id, p);
    expect(touches.move(move[0], move[1], view, LIMITS)?.scale ?? null).toBe(scale);
  });

  it('after a finger lifts, the other one alone does not pinch; a new second finger does', () => {
    const touches = new TouchPoints();
    touches.down(1, at(0, 0));
    touches.down(2, at(100, 0));
    touches.up(2);
    expect(touches.move(1, at(10, 0), view, LIMITS)).toBeNull();
    touches.down(3, at(110, 0));
    // Finger 1 is now at 10: the pair starts 100 apart, and moving finger 3 to 210 doubles it.
    expect(touches.move(3, at(210, 0), view, LIMITS)?.scale).toBeCloseTo(2);
  });
});
