/**
 * A 2-D camera over a drawing, pure: a screen point is `world * scale + (x, y)`. The seat designer and the buyers'
 * seat map both pan and zoom a chart this way, each within its own scale limits.
 */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface ScaleLimits {
  min: number;
  max: number;
}

const clampScale = (scale: number, limits: ScaleLimits) => Math.min(limits.max, Math.max(limits.min, scale));

export const toWorld = (v: View, x: number, y: number) => ({ x: (x - v.x) / v.scale, y: (y - v.y) / v.scale });

/** Zooms by `factor` keeping the world point under screen point (sx, sy) where it is. */
export function zoomAt(v: View, factor: number, sx: number, sy: number, limits: ScaleLimits): View {
  const scale = clampScale(v.scale * factor, limits);
  const w = toWorld(v, sx, sy);
  return { scale, x: sx - w.x * scale, y: sy - w.y * scale };
}

export const panBy = (v: View, dx: number, dy: number): View => ({ scale: v.scale, x: v.x + dx, y: v.y + dy });

/** `b` centred in a `width` x `height` screen with `margin` pixels around it. */
export function fitView(b: Bounds, width: number, height: number, margin: number, limits: ScaleLimits): View {
  const w = Math.max(b.maxX - b.minX, 1);
  const h = Math.max(b.maxY - b.minY, 1);
  const scale = clampScale(Math.min((width - 2 * margin) / w, (height - 2 * margin) / h), limits);
  return { scale, x: width / 2 - ((b.minX + b.maxX) / 2) * scale, y: height / 2 - ((b.minY + b.maxY) / 2) * scale };
}
