/**
 * The designer's camera: a screen point is `world * scale + (x, y)`. Pure so zoom, pan and fit are table-tested;
 * `useViewport` keeps the state and the SVG applies it as one transform (no seat is re-rendered on pan or zoom).
 */
import * as camera from '../../../ui/camera.ts';
import type { Bounds, View } from '../../../ui/camera.ts';

export type { Bounds, View };
export interface Point {
  x: number;
  y: number;
}

export const MIN_SCALE = 0.05;
export const MAX_SCALE = 8;
export const ZOOM_LIMITS = { min: MIN_SCALE, max: MAX_SCALE };

export const toWorld = (view: View, screen: Point): Point => camera.toWorld(view, screen.x, screen.y);

/** Zooms by `factor` keeping the world point under `at` (screen) where it is. */
export const zoomAt = (view: View, factor: number, at: Point): View => camera.zoomAt(view, factor, at.x, at.y, ZOOM_LIMITS);

export const panBy = (view: View, delta: Point): View => camera.panBy(view, delta.x, delta.y);

/** The whole drawing in the screen with `padding` around it; nothing drawn: the origin in the middle at scale 1. */
export function fitView(bounds: Bounds | null, size: { width: number; height: number }, padding: number): View {
  if (!bounds) return { x: size.width / 2, y: size.height / 2, scale: 1 };
  return camera.fitView(bounds, size.width, size.height, padding, ZOOM_LIMITS);
}

/** The view, or when `bounds` is not all in sight, the view that shows what was in sight and `bounds` together. */
export function revealBounds(view: View, size: { width: number; height: number }, bounds: Bounds, padding: number): View {
  const topLeft = toWorld(view, { x: 0, y: 0 });
  const bottomRight = toWorld(view, { x: size.width, y: size.height });
  const inSight = bounds.minX >= topLeft.x && bounds.minY >= topLeft.y && bounds.maxX <= bottomRight.x && bounds.maxY <= bottomRight.y;
  if (inSight) return view;
  const both = {
    minX: Math.min(bounds.minX, topLeft.x),
    minY: Math.min(bounds.minY, topLeft.y),
    maxX: Math.max(bounds.maxX, bottomRight.x),
    maxY: Math.max(bounds.maxY, bottomRight.y),
  };
  return fitView(both, size, padding);
}
