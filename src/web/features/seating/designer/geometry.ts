import type { ChartDocument, ChartObject, SeatPlace } from '../../../../contracts/seating.ts';
import { layoutObject } from '../../../../domain/seating/index.ts';
import type { Bounds } from './viewport.ts';

/** A seat's radius on the canvas (seats sit about 20 units apart). */
export const SEAT_RADIUS = 8;

function boundsOfPoints(points: readonly { x: number; y: number }[], pad: number): Bounds | null {
  if (points.length === 0) return null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { minX: minX - pad, minY: minY - pad, maxX: maxX + pad, maxY: maxY + pad };
}

export function unionBounds(all: readonly (Bounds | null)[]): Bounds | null {
  const some = all.filter((b): b is Bounds => b !== null);
  if (some.length === 0) return null;
  return {
    minX: Math.min(...some.map((b) => b.minX)),
    minY: Math.min(...some.map((b) => b.minY)),
    maxX: Math.max(...some.map((b) => b.maxX)),
    maxY: Math.max(...some.map((b) => b.maxY)),
  };
}

/** The box an object covers (seats with their radius; a text roughly by its length), rotation of boxes ignored. */
export function objectBounds(object: ChartObject, seats: readonly SeatPlace[] = layoutObject(object)): Bounds | null {
  switch (object.type) {
    case 'row':
      return boundsOfPoints(seats, SEAT_RADIUS);
    case 'table': {
      const table = {
        minX: object.x - object.width / 2,
        minY: object.y - object.height / 2,
        maxX: object.x + object.width / 2,
        maxY: object.y + object.height / 2,
      };
      return unionBounds([table, boundsOfPoints(seats, SEAT_RADIUS)]);
    }
    case 'area':
    case 'shape':
      return { minX: object.x, minY: object.y, maxX: object.x + object.width, maxY: object.y + object.height };
    case 'text': {
      const half = (object.text.length * object.size * 0.6) / 2;
      return { minX: object.x - half, minY: object.y - object.size, maxX: object.x + half, maxY: object.y + object.size / 3 };
    }
  }
}

export function chartBounds(doc: ChartDocument): Bounds | null {
  return unionBounds(doc.objects.map((o) => objectBounds(o)));
}
