/**
 * The designer's camera: a screen point is `world * scale + (x, y)`. Pure so zoom, pan and fit are table-tested;
 * `useViewport` keeps the state and the SVG applies it as one transform (no seat is re-rendered on pan or zoom).
 */
export interface View {
  x: number;
  y: number;
  scale: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const MIN_SCALE = 0.05;
export const MAX_SCALE = 8;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

export function toWorld(view: View, screen: Point): Point {
  return { x: (screen.x - view.x) / view.scale, y: (screen.y - view.y) / view.scale };
}

/** Zooms by `factor` keeping the world point under `at` (screen) where it is. */
export function zoomAt(view: View, factor: number, at: Point): View {
  const scale = clampScale(view.scale * factor);
  const ratio = scale / view.scale;
  return { scale, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio };
}

export function panBy(view: View, delta: Point): View {
  return { ...view, x: view.x + delta.x, y: view.y + delta.y };
}

/** The whole drawing in the screen with `padding` around it; nothing drawn: the origin in the middle at scale 1. */
export function fitView(bounds: Bounds | null, size: { width: number; height: number }, padding: number): View {
  if (!bounds) return { x: size.width / 2, y: size.height / 2, scale: 1 };
  const width = Math.max(bounds.maxX - bounds.minX, 1);
  const height = Math.max(bounds.maxY - bounds.minY, 1);
  const scale = clampScale(Math.min((size.width - 2 * padding) / width, (size.height - 2 * padding) / height));
  const cx = (bounds.minX + bounds.maxX) / 2;
  const cy = (bounds.minY + bounds.maxY) / 2;
  return { scale, x: size.width / 2 - cx * scale, y: size.height / 2 - cy * scale };
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
