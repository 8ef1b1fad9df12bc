import { type Point, place } from './geometry.ts';
import { seatKey } from './keys.ts';
import { seatLabels } from './numbering.ts';
import type { ChartDocument, ChartObject, ChartRow, ChartTable, SeatOverride, SeatPlace } from './types.ts';

/** A seat is drawn about 20 units wide: a table's seat centres sit this far outside its edge. */
export const TABLE_SEAT_MARGIN = 14;

/**
 * A row's seat positions in its own frame. Straight: `spacing` apart along u. Curved: the arc keeps the straight
 * row's end points (bending a row in the designer does not move its ends) and bows by a sagitta of
 * `curve` × half the row's length (±1: a half circle); the seats sit at equal steps along the arc. With fixed
 * ends and an arc longer than the chord, neighbours end up slightly more than `spacing` apart (at most π/2 times,
 * at a half circle): never closer than drawn, so seats never overlap.
 */
function rowPositions(row: ChartRow): Point[] {
  const n = row.seats;
  const length = (n - 1) * row.spacing;
  const sagitta = row.curve * (length / 2);
  if (n === 1 || Math.abs(sagitta) < 1e-9) return Array.from({ length: n }, (_, i) => ({ x: i * row.spacing, y: 0 }));
  const half = length / 2;
  const h = Math.abs(sagitta);
  const radius = (h * h + half * half) / (2 * h);
  const halfAngle = Math.atan2(half, radius - h);
  // Positive curve bows "up" (towards -v); the centre sits on the other side of the apex.
  const up = Math.sign(sagitta);
  const centre = { x: half, y: -sagitta + up * radius };
  return Array.from({ length: n }, (_, i) => {
    const t = -halfAngle + (2 * halfAngle * i) / (n - 1);
    return { x: centre.x + radius * Math.sin(t), y: centre.y - up * radius * Math.cos(t) };
  });
}

/** Round: evenly around, the first at the top, clockwise, `TABLE_SEAT_MARGIN` outside the rim. */
function roundTablePositions(table: ChartTable): Point[] {
  const distance = table.width / 2 + TABLE_SEAT_MARGIN;
  return Array.from({ length: table.seats }, (_, i) => {
    const a = (2 * Math.PI * i) / table.seats;
    return { x: distance * Math.sin(a), y: -distance * Math.cos(a) };
  });
}

/**
 * Rectangular: the seats are shared over the four sides in proportion to their lengths (largest remainder; ties
 * go to the earlier side: top, right, bottom, left), so a long table seats people along its long sides and two
 * people face each other. Each side's seats sit at the middles of equal stretches of it, `TABLE_SEAT_MARGIN`
 * outside, and the order runs clockwise from the top left: top left to right, right side down, bottom right to
 * left, left side up.
 */
function rectangleTablePositions(table: ChartTable): Point[] {
  const w = table.width / 2;
  const h = table.height / 2;
  const m = TABLE_SEAT_MARGIN;
  const sides = [
    { length: table.width, at: (f: number) => ({ x: -w + f * table.width, y: -h - m }) },
    { length: table.height, at: (f: number) => ({ x: w + m, y: -h + f * table.height }) },
    { length: table.width, at: (f: number) => ({ x: w - f * table.width, y: h + m }) },
    { length: table.height, at: (f: number) => ({ x: -w - m, y: h - f * table.height }) },
  ];
  const perimeter = 2 * (table.width + table.height);
  const quotas = sides.map((s) => (table.seats * s.length) / perimeter);
  const counts = quotas.map(Math.floor);
  const byRemainder = [0, 1, 2, 3].sort((a, b) => quotas[b]! - counts[b]! - (quotas[a]! - counts[a]!) || a - b);
  for (let left = table.seats - counts.reduce((a, b) => a + b, 0), i = 0; left > 0; left--, i++) {
    counts[byRemainder[i % 4]!]! += 1;
  }
  return sides.flatMap((side, s) => Array.from({ length: counts[s]! }, (_, i) => side.at((i + 0.5) / counts[s]!)));
}

/** The last override of each position wins (a later edit of the same seat). */
function overridesByIndex(overrides: readonly SeatOverride[]): Map<number, SeatOverride> {
  return new Map(overrides.map((o) => [o.index, o]));
}

/**
 * Labels in position order. A row reversed is numbered from its other end; a table reversed runs
 * counter-clockwise from the top (its first seat keeps the first label).
 */
function labelsFor(object: ChartRow | ChartTable, count: number): string[] {
  const labels = seatLabels(object.numbering, count);
  if (object.type === 'table' && object.numbering.reversed && count > 0) labels.unshift(labels.pop()!);
  return labels;
}

/** The seats of a row or table (gaps left out, each with its position `index`); none for other objects. */
export function layoutObject(object: ChartObject): SeatPlace[] {
  if (object.type !== 'row' && object.type !== 'table') return [];
  const positions =
    object.type === 'row' ? rowPositions(object) : object.shape === 'round' ? roundTablePositions(object) : rectangleTablePositions(object);
  const overrides = overridesByIndex(object.overrides);
  const indexes = positions.map((_, i) => i).filter((i) => !overrides.get(i)?.gap);
  const labels = labelsFor(object, indexes.length);
  return indexes.map((index, n) => {
    const override = overrides.get(index);
    const { x, y } = place(object, object.rotation, positions[index]!.x, positions[index]!.y);
    const seat = labels[n]!;
    return {
      key: seatKey(object.section, object.label, seat),
      section: object.section,
      group: object.label,
      groupKind: object.type,
      seat,
      categoryKey: override?.categoryKey === undefined ? object.categoryKey : override.categoryKey,
      objectId: object.id,
      x,
      y,
      index,
    };
  });
}

/** Every seat of the chart, object by object in document order. */
export function layoutChart(doc: ChartDocument): SeatPlace[] {
  return doc.objects.flatMap(layoutObject);
}
