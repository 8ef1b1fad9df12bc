import type { ChartDocument, SeatPlace } from '../../../contracts/seating.ts';
import type { SeatState } from './seat-map-model.ts';
import { boundsOf, type Bounds, type View } from './viewport.ts';

/**
 * Drawing the map on a canvas (the measured choice, docs/decisions/seating.md "Buyer's seat map"). Seats are drawn
 * in batches of one style, one path each, so 20,000 seats are a few dozen fills per frame. States differ by shape
 * as well as colour: free a filled disc of its category's colour, the buyer's own a disc with a dark ring and a
 * white centre, taken a small grey disc with a cross, unavailable a hollow grey square.
 */

export const SEAT_RADIUS = 8;
const TAKEN = '#9aa0a6';
const UNAVAILABLE = '#868e96';
const RING = '#1a1b1e';

export interface SeatBatch {
  state: SeatState;
  color: string;
  /** x0, y0, x1, y1... in world units. */
  points: Float64Array;
}

/** The seats grouped by what they look like. */
export function seatBatches(places: readonly SeatPlace[], states: ReadonlyMap<string, SeatState>, colors: ReadonlyMap<string, string>): SeatBatch[] {
  const groups = new Map<string, { state: SeatState; color: string; xy: number[] }>();
  for (const p of places) {
    const state = states.get(p.key) ?? 'unavailable';
    const color = state === 'free' || state === 'mine' ? (colors.get(p.categoryKey ?? '') ?? TAKEN) : state === 'taken' ? TAKEN : UNAVAILABLE;
    const id = `${state}|${color}`;
    let g = groups.get(id);
    if (!g) groups.set(id, (g = { state, color, xy: [] }));
    g.xy.push(p.x, p.y);
  }
  return [...groups.values()].map((g) => ({ state: g.state, color: g.color, points: Float64Array.from(g.xy) }));
}

function discs(ctx: CanvasRenderingContext2D, points: Float64Array, r: number, tiny: boolean) {
  ctx.beginPath();
  for (let i = 0; i < points.length; i += 2) {
    const x = points[i]!;
    const y = points[i + 1]!;
    // Under a few pixels a square looks the same and fills several times faster.
    if (tiny) ctx.rect(x - r, y - r, 2 * r, 2 * r);
    else {
      ctx.moveTo(x + r, y);
      ctx.arc(x, y, r, 0, Math.PI * 2);
    }
  }
}

function drawBatch(ctx: CanvasRenderingContext2D, b: SeatBatch, scale: number) {
  const tiny = SEAT_RADIUS * scale < 3;
  const pts = b.points;
  if (b.state === 'free' || b.state === 'mine') {
    ctx.fillStyle = b.color;
    discs(ctx, pts, SEAT_RADIUS, tiny);
    ctx.fill();
    if (b.state === 'mine' && !tiny) {
      ctx.lineWidth = 3;
      ctx.strokeStyle = RING;
      ctx.stroke();
      ctx.fillStyle = '#ffffff';
      discs(ctx, pts, SEAT_RADIUS / 3, false);
      ctx.fill();
    }
    return;
  }
  if (b.state === 'taken') {
    ctx.fillStyle = b.color;
    discs(ctx, pts, SEAT_RADIUS * 0.7, tiny);
    ctx.fill();
    if (tiny) return;
    ctx.beginPath();
    const c = SEAT_RADIUS * 0.4;
    for (let i = 0; i < pts.length; i += 2) {
      const x = pts[i]!;
      const y = pts[i + 1]!;
      ctx.moveTo(x - c, y - c);
      ctx.lineTo(x + c, y + c);
      ctx.moveTo(x + c, y - c);
      ctx.lineTo(x - c, y + c);
    }
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
    return;
  }
  ctx.strokeStyle = b.color;
  ctx.lineWidth = 2;
  const h = SEAT_RADIUS * 0.7;
  ctx.beginPath();
  for (let i = 0; i < pts.length; i += 2) ctx.rect(pts[i]! - h, pts[i + 1]! - h, 2 * h, 2 * h);
  ctx.stroke();
}

/** Stage, shapes, areas, tables and texts: drawn under the seats, never clickable. */
function drawScenery(ctx: CanvasRenderingContext2D, doc: ChartDocument) {
  ctx.font = '14px sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const o of doc.objects) {
    if (o.type === 'row') continue;
    ctx.save();
    ctx.translate(o.x, o.y);
    ctx.rotate((o.rotation * Math.PI) / 180);
    if (o.type === 'text') {
      ctx.fillStyle = '#495057';
      ctx.font = `${o.size}px sans-serif`;
      ctx.fillText(o.text, 0, 0);
    } else if (o.type === 'table') {
      ctx.fillStyle = '#e9ecef';
      ctx.beginPath();
      if (o.shape === 'round') ctx.arc(0, 0, o.width / 2, 0, Math.PI * 2);
      else ctx.rect(-o.width / 2, -o.height / 2, o.width, o.height);
      ctx.fill();
      ctx.fillStyle = '#495057';
      ctx.fillText(o.label, 0, 0);
    } else {
      const ellipse = o.shape === 'ellipse';
      ctx.beginPath();
      if (ellipse) ctx.ellipse(o.width / 2, o.height / 2, o.width / 2, o.height / 2, 0, 0, Math.PI * 2);
      else ctx.rect(0, 0, o.width, o.height);
      ctx.fillStyle = o.type === 'shape' && o.shape === 'stage' ? '#343a40' : '#f1f3f5';
      ctx.fill();
      if (o.type === 'area') {
        ctx.setLineDash([6, 4]);
        ctx.strokeStyle = '#868e96';
        ctx.stroke();
        ctx.setLineDash([]);
      }
      ctx.fillStyle = o.type === 'shape' && o.shape === 'stage' ? '#ffffff' : '#495057';
      ctx.fillText(o.label, o.width / 2, o.height / 2);
    }
    ctx.restore();
  }
}

/** The corners of a w×h box at (x, y) offset by (ox, oy), turned by `rotation` degrees about (x, y). */
function corners(x: number, y: number, rotation: number, ox: number, oy: number, w: number, h: number) {
  const a = (rotation * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return [
    [ox, oy],
    [ox + w, oy],
    [ox, oy + h],
    [ox + w, oy + h],
  ].map(([dx, dy]) => ({ x: x + dx! * cos - dy! * sin, y: y + dx! * sin + dy! * cos }));
}

/** What the map fits to the screen: every seat's disc, and the stage, shapes, areas and tables (texts are labels). */
export function mapBounds(doc: ChartDocument, places: readonly SeatPlace[]): Bounds {
  const points = places.flatMap((p) => [
    { x: p.x - SEAT_RADIUS, y: p.y - SEAT_RADIUS },
    { x: p.x + SEAT_RADIUS, y: p.y + SEAT_RADIUS },
  ]);
  for (const o of doc.objects) {
    if (o.type === 'table') points.push(...corners(o.x, o.y, o.rotation, -o.width / 2, -o.height / 2, o.width, o.height));
    else if (o.type === 'shape' || o.type === 'area') points.push(...corners(o.x, o.y, o.rotation, 0, 0, o.width, o.height));
  }
  return boundsOf(points);
}

/** One frame: clears and draws the chart at the view (CSS pixels times the device pixel ratio). */
export function drawMap(ctx: CanvasRenderingContext2D, doc: ChartDocument, batches: readonly SeatBatch[], view: View, dpr: number) {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.setTransform(view.scale * dpr, 0, 0, view.scale * dpr, view.x * dpr, view.y * dpr);
  drawScenery(ctx, doc);
  for (const b of batches) drawBatch(ctx, b, view.scale);
}
