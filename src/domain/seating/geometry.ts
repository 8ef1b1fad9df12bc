export type Point = { x: number; y: number };

const radians = (degrees: number) => (degrees * Math.PI) / 180;
/** Three decimals are plenty for a canvas and keep floating noise (and -0) out of stored snapshots. */
const round = (n: number) => Math.round(n * 1000) / 1000 + 0;

/**
 * A point of an object's own frame (u along it, v across; y grows down, as on the canvas) placed on the chart:
 * turned `rotation` degrees clockwise about the object's `x`, `y`, then moved there.
 */
export function place(origin: Point, rotation: number, u: number, v: number): Point {
  const a = radians(rotation);
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return { x: round(origin.x + u * cos - v * sin), y: round(origin.y + u * sin + v * cos) };
}
