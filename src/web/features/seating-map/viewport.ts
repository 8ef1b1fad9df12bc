/**
 * The seat map's view (pure): world units of the chart to screen pixels, fit, zoom about a point, pan, two-finger
 * pinch, and finding the seat under a pointer among 20,000 through a grid of buckets.
 */
import * as camera from '../../ui/camera.ts';
import type { Bounds, View } from '../../ui/camera.ts';
import * as gestures from '../../ui/gestures.ts';
import type { FingerMove } from '../../ui/gestures.ts';

export type { Bounds, View };

export const ZOOM_LIMITS = { min: 0.01, max: 40 } as const;
/** CSS pixels kept free around the chart when it is fitted to the screen. */
export const FIT_MARGIN = 24;

export function boundsOf(points: readonly { x: number; y: number }[]): Bounds {
  if (!points.length) return { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity; // prettier-ignore
  for (const p of points) {
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  return { minX, minY, maxX, maxY };
}

export const fitView = (b: Bounds, width: number, height: number, margin: number): View => camera.fitView(b, width, height, margin, ZOOM_LIMITS);
export const toScreen = (v: View, x: number, y: number) => ({ x: x * v.scale + v.x, y: y * v.scale + v.y });
export const toWorld = camera.toWorld;
/** Zooms by `factor` keeping the world point under screen point (sx, sy) where it is. */
export const zoomAt = (v: View, factor: number, sx: number, sy: number): View => camera.zoomAt(v, factor, sx, sy, ZOOM_LIMITS);
export const panBy = camera.panBy;

/** Two fingers moved: the shared pinch (`ui/gestures.ts`, the designer's too) within the map's zoom limits. */
export const pinch = (v: View, fingers: readonly [FingerMove, FingerMove]): View => gestures.pinch(v, fingers, ZOOM_LIMITS);

export interface SeatGrid<T extends { x: number; y: number }> {
  cell: number;
  buckets: Map<string, T[]>;
}

/** Buckets of `cell` world units, so that a pointer looks at a few seats instead of all of them. */
export function seatGrid<T extends { x: number; y: number }>(seats: readonly T[], cell: number): SeatGrid<T> {
  const buckets = new Map<string, T[]>();
  for (const s of seats) {
    const id = `${Math.floor(s.x / cell)},${Math.floor(s.y / cell)}`;
    const list = buckets.get(id);
    if (list) list.push(s);
    else buckets.set(id, [s]);
  }
  return { cell, buckets };
}

/** The seat nearest world point (x, y) within `radius` world units, or null. */
export function hitSeat<T extends { x: number; y: number }>(grid: SeatGrid<T>, x: number, y: number, radius: number): T | null {
  let best: T | null = null;
  let bestD = radius * radius;
  const span = Math.ceil(radius / grid.cell);
  const cx = Math.floor(x / grid.cell);
  const cy = Math.floor(y / grid.cell);
  for (let i = cx - span; i <= cx + span; i++) {
    for (let j = cy - span; j <= cy + span; j++) {
      for (const s of grid.buckets.get(`${i},${j}`) ?? []) {
        const d = (s.x - x) ** 2 + (s.y - y) ** 2;
        if (d <= bestD) {
          bestD = d;
          best = s;
        }
      }
    }
  }
  return best;
}
