import { describe, expect, it } from 'vitest';
import { MAX_SCALE, MIN_SCALE, fitView, panBy, revealBounds, toWorld, zoomAt, type View } from './viewport.ts';

const view = (x: number, y: number, scale: number): View => ({ x, y, scale });

describe('toWorld', () => {
  it.each([
    { v: view(0, 0, 1), p: { x: 10, y: 20 }, w: { x: 10, y: 20 } },
    { v: view(100, 50, 1), p: { x: 100, y: 50 }, w: { x: 0, y: 0 } },
    { v: view(0, 0, 2), p: { x: 10, y: 20 }, w: { x: 5, y: 10 } },
    { v: view(-20, 10, 0.5), p: { x: 0, y: 10 }, w: { x: 40, y: 0 } },
  ])('screen $p at $v is world $w', ({ v, p, w }) => expect(toWorld(v, p)).toEqual(w));
});

describe('zoomAt', () => {
  it.each([
    { v: view(0, 0, 1), factor: 2, at: { x: 100, y: 100 } },
    { v: view(30, -40, 0.7), factor: 0.5, at: { x: 250, y: 10 } },
    { v: view(5, 5, 3), factor: 1.25, at: { x: 0, y: 0 } },
  ])('keeps the world point under $at still (x$factor)', ({ v, factor, at }) => {
    const before = toWorld(v, at);
    const next = zoomAt(v, factor, at);
    expect(next.scale).toBeCloseTo(v.scale * factor);
    const after = toWorld(next, at);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it.each([
    { factor: 1000, scale: MAX_SCALE },
    { factor: 0.00001, scale: MIN_SCALE },
  ])('clamps the scale (x$factor -> $scale)', ({ factor, scale }) => expect(zoomAt(view(0, 0, 1), factor, { x: 0, y: 0 }).scale).toBe(scale));
});

describe('panBy', () => {
  it.each([
    { v: view(0, 0, 1), d: { x: 5, y: -5 }, out: view(5, -5, 1) },
    { v: view(10, 10, 2), d: { x: -10, y: 0 }, out: view(0, 10, 2) },
  ])('moves the view by the screen delta', ({ v, d, out }) => expect(panBy(v, d)).toEqual(out));
});

describe('fitView', () => {
  it.each([
    {
      name: 'a square into a wide screen fits the height',
      b: { minX: 0, minY: 0, maxX: 100, maxY: 100 },
      size: { width: 400, height: 200 },
      scale: 1.6,
    },
    { name: 'a wide drawing fits the width', b: { minX: -500, minY: 0, maxX: 500, maxY: 10 }, size: { width: 540, height: 400 }, scale: 0.5 },
    {
      name: 'a tiny drawing does not zoom past the maximum',
      b: { minX: 0, minY: 0, maxX: 1, maxY: 1 },
      size: { width: 400, height: 400 },
      scale: MAX_SCALE,
    },
  ])('$name and centres it', ({ b, size, scale }) => {
    const v = fitView(b, size, 20);
    expect(v.scale).toBeCloseTo(scale);
    const centre = toWorld(v, { x: size.width / 2, y: size.height / 2 });
    expect(centre.x).toBeCloseTo((b.minX + b.maxX) / 2);
    expect(centre.y).toBeCloseTo((b.minY + b.maxY) / 2);
  });

  it('an empty drawing is the origin at scale 1, centred', () => {
    expect(fitView(null, { width: 400, height: 200 }, 20)).toEqual(view(200, 100, 1));
  });
});

describe('revealBounds', () => {
  const size = { width: 400, height: 200 };
  it.each([
    { name: 'a box in sight leaves the view alone', b: { minX: 10, minY: 10, maxX: 50, maxY: 50 }, same: true },
    { name: 'a box below the screen brings it into view', b: { minX: 10, minY: 500, maxX: 50, maxY: 540 }, same: false },
  ])('$name', ({ b, same }) => {
    const v = view(0, 0, 1);
    const next = revealBounds(v, size, b, 20);
    expect(next === v).toBe(same);
    const topLeft = toWorld(next, { x: 0, y: 0 });
    const bottomRight = toWorld(next, { x: size.width, y: size.height });
    expect(topLeft.x <= b.minX && topLeft.y <= b.minY && bottomRight.x >= b.maxX && bottomRight.y >= b.maxY).toBe(true);
  });
});
