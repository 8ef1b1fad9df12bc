/**
 * Touch gestures over a camera (`camera.ts`), shared by the seat designer and the buyers' seat map: two fingers
 * pinch-zoom about their middle and pan by following it. Pure, so they are table-tested.
 */
import { panBy, zoomAt, type ScaleLimits, type View } from './camera.ts';

export interface Point {
  x: number;
  y: number;
}

export type FingerMove = { from: Point; to: Point };

const middle = (p: Point, q: Point) => ({ x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 });

/** Two fingers moved: zoom by the change of their distance about their old middle, then follow the middle. */
export function pinch(v: View, fingers: readonly [FingerMove, FingerMove], limits: ScaleLimits): View {
  const [a, b] = fingers;
  const before = Math.hypot(a.from.x - b.from.x, a.from.y - b.from.y) || 1;
  const after = Math.hypot(a.to.x - b.to.x, a.to.y - b.to.y) || 1;
  const m0 = middle(a.from, b.from);
  const m1 = middle(a.to, b.to);
  return panBy(zoomAt(v, after / before, m0.x, m0.y, limits), m1.x - m0.x, m1.y - m0.y);
}

/**
 * The touch points on a surface, by pointer id. With two down, moving one of them is a pinch of the view (the other
 * stays where it was last seen); a third finger is ignored until one of the first two lifts.
 */
export class TouchPoints {
  private readonly points = new Map<number, Point>();

  get size(): number {
    return this.points.size;
  }

  /** Records a finger down; false when two are down already (the extra finger takes no part). */
  down(id: number, at: Point): boolean {
    if (this.points.size >= 2) return false;
    this.points.set(id, at);
    return true;
  }

  up(id: number): void {
    this.points.delete(id);
  }

  clear(): void {
    this.points.clear();
  }

  /** Finger `id` moved to `at`: the view after the pinch while two fingers are down, else null (nothing to do). */
  move(id: number, at: Point, view: View, limits: ScaleLimits): View | null {
    const from = this.points.get(id);
    if (!from) return null;
    this.points.set(id, at);
    if (this.points.size !== 2) return null;
    const other = [...this.points].find(([key]) => key !== id)![1];
    return pinch(
      view,
      [
        { from, to: at },
        { from: other, to: other },
      ],
      limits,
    );
  }
}
