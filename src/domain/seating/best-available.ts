import { type Point, place } from './geometry.ts';
import { layoutChart } from './layout.ts';
import type { ChartDocument, SeatPlace } from './types.ts';

/** Blocks whose distances differ by less than this are a tie: the first in chart order wins. */
const TIE = 1e-6;

/** The top centre of the seats' bounding box: where the front of the room is when nothing says so. */
function topCentre(seats: readonly Pick<SeatPlace, 'x' | 'y'>[]): Point {
  if (seats.length === 0) return { x: 0, y: 0 };
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  for (const s of seats) {
    minX = Math.min(minX, s.x);
    maxX = Math.max(maxX, s.x);
    minY = Math.min(minY, s.y);
  }
  return { x: (minX + maxX) / 2, y: minY };
}

/**
 * Where buyers want to be: the centre of the chart's first stage (a shape turns about its `x`, `y`, its top left
 * corner, like an area), else the top centre of the seats.
 */
export function chartFocus(doc: ChartDocument): Point {
  const stage = doc.objects.find((o) => o.type === 'shape' && o.shape === 'stage');
  if (stage?.type === 'shape') return place(stage, stage.rotation, stage.width / 2, stage.height / 2);
  return topCentre(layoutChart(doc));
}

/** A free seat of the categories asked for; candidates keep the seats' order, which breaks ties. */
interface Candidate {
  seat: SeatPlace;
  /** Counts the rows and tables met: each one's seats come together. */
  line: number;
}

/** Plain arithmetic rather than Math.hypot (slower in V8): this runs once per block of a 20,000-seat chart. */
function distanceTo(focus: Point, x: number, y: number): number {
  const dx = x - focus.x;
  const dy = y - focus.y;
  return Math.sqrt(dx * dx + dy * dy);
}

/**
 * `quantity` free seats of the given categories, or null when fewer are free.
 *
 * First choice: a block of adjacent seats in one row or at one table, the block whose centre (the mean of its
 * seats) is nearest `focus`. Adjacent means next in the row's seat order with nothing between: a gap, a taken seat
 * or a seat of another category breaks a block. A table's block runs clockwise and does not wrap past its first
 * seat. Otherwise the seats are split over rows: rows ranked by their nearest free seat, each giving its seats
 * nearest the focus, until the quantity is met.
 *
 * `seats` comes in layout order (`layoutChart`'s): each row's or table's seats together, in seat order. Ties (within
 * 1e-6 units) go to the block, row or seat that comes first in that order, so the same request always gets the same
 * seats. One pass over the seats with running sums: linear in the chart's size.
 */
export function bestAvailable(
  seats: readonly SeatPlace[],
  free: ReadonlySet<string>,
  categoryKeys: readonly string[],
  quantity: number,
  focus: Point = topCentre(seats),
): string[] | null {
  if (quantity < 1) return [];
  const categories = new Set(categoryKeys);
  const candidates: Candidate[] = [];
  let best: { from: number; distance: number } | null = null;
  let line = -1;
  // The run of adjacent candidates ending at the current seat: it starts at candidates[runStart].
  let runStart = 0;
  let sumX = 0;
  let sumY = 0;
  let previous: SeatPlace | undefined;
  for (const seat of seats) {
    const sameObject = previous?.objectId === seat.objectId;
    if (!sameObject) line++;
    const follows = sameObject && (seat.index === undefined || previous!.index === undefined || seat.index === previous!.index + 1);
    const available = seat.categoryKey !== null && categories.has(seat.categoryKey) && free.has(seat.key);
    if (!available || !follows || candidates[candidates.length - 1]?.seat !== previous) {
      runStart = candidates.length;
      sumX = 0;
      sumY = 0;
    }
    previous = seat;
    if (!available) continue;
    candidates.push({ seat, line });
    sumX += seat.x;
    sumY += seat.y;
    const length = candidates.length - runStart;
    if (length > quantity) {
      const dropped = candidates[candidates.length - 1 - quantity]!.seat;
      sumX -= dropped.x;
      sumY -= dropped.y;
    }
    if (length >= quantity) {
      const distance = distanceTo(focus, sumX / quantity, sumY / quantity);
      if (!best || distance < best.distance - TIE) best = { from: candidates.length - quantity, distance };
    }
  }
  if (best) return candidates.slice(best.from, best.from + quantity).map((c) => c.seat.key);
  if (candidates.length < quantity) return null;
  return splitOverRows(candidates, quantity, focus);
}

/** No row has room: rows nearest first (by their nearest free seat), each giving its seats nearest the focus. */
function splitOverRows(candidates: readonly Candidate[], quantity: number, focus: Point): string[] {
  // Indexes into `candidates` and a typed array of distances: no object per seat on a 20,000-seat chart.
  const distance = Float64Array.from(candidates, (c) => distanceTo(focus, c.seat.x, c.seat.y));
  const byDistance = (a: number, b: number) => (Math.abs(distance[a]! - distance[b]!) < TIE ? a - b : distance[a]! - distance[b]!);
  const rows: { seats: number[]; nearest: number }[] = [];
  candidates.forEach((c, i) => {
    const row = rows[rows.length - 1];
    if (row && candidates[row.nearest]!.line === c.line) {
      row.seats.push(i);
      if (byDistance(i, row.nearest) < 0) row.nearest = i;
    } else rows.push({ seats: [i], nearest: i });
  });
  const picked: number[] = [];
  for (const row of rows.sort((a, b) => byDistance(a.nearest, b.nearest))) {
    const taken = row.seats.sort(byDistance).slice(0, quantity - picked.length);
    picked.push(...taken.sort((a, b) => a - b));
    if (picked.length === quantity) break;
  }
  return picked.map((i) => candidates[i]!.seat.key);
}
