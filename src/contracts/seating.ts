import { z } from 'zod';
import { SEATING_LIMITS } from '../domain/seating/limits.ts';
import { text } from './common.ts';

/**
 * Seat charts (issue 32): the room a venue draws once and reuses for every event. A chart is one JSON document;
 * an event keeps a snapshot of it, so later edits of the chart never move a sold seat. Where each seat sits and
 * what it is called is computed from the document by `src/domain/seating/` (rows, tables and their numbering),
 * never stored twice.
 *
 * Sections are a label that rows and tables carry (copying a section copies the objects with that label), not a
 * container: a venue can regroup seats without redrawing them.
 */

export { SEATING_LIMITS };

const coordinate = z.number().finite().min(-SEATING_LIMITS.coordinate).max(SEATING_LIMITS.coordinate);
const size = z.number().finite().positive().max(SEATING_LIMITS.coordinate);
/** Degrees, clockwise. */
const rotation = z.number().finite().min(-360).max(360);
const label = text(SEATING_LIMITS.label).trim();
const objectId = text(SEATING_LIMITS.objectId).min(1);
const categoryKey = text(SEATING_LIMITS.categoryKey).min(1);

export const seatCategory = z.object({
  key: categoryKey,
  name: text(SEATING_LIMITS.categoryName).trim().min(1, 'Name the category'),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Choose a colour'),
});
export type SeatCategory = z.infer<typeof seatCategory>;

/**
 * How the seats of a row or table are labelled: `numeric` 1, 2, 3...; `odd` 1, 3, 5...; `even` 2, 4, 6...;
 * `alpha` A, B, C... (then AA, AB...); counted from `start` (a number; for alpha 1 = A), left to right or the other
 * way (for a table: clockwise or counter-clockwise from the top).
 */
export const NUMBERING_SCHEMES = ['numeric', 'odd', 'even', 'alpha'] as const;
export const seatNumbering = z.object({
  scheme: z.enum(NUMBERING_SCHEMES),
  start: z.number().int().min(0).max(10_000),
  reversed: z.boolean(),
});
export type SeatNumbering = z.infer<typeof seatNumbering>;

/** A seat of a row or table that differs from its object: its own category, or no seat at all (a gap). */
export const seatOverride = z.object({
  /** 0-based position along the row (or around the table) before numbering. */
  index: z
    .number()
    .int()
    .min(0)
    .max(SEATING_LIMITS.seatsPerRow - 1),
  categoryKey: categoryKey.nullable().optional(),
  gap: z.boolean().optional(),
});

const placed = { id: objectId, x: coordinate, y: coordinate, rotation };
const seated = {
  section: label,
  /** The row's or table's label ('A', '12', 'Table 4'). */
  label,
  numbering: seatNumbering,
  categoryKey: categoryKey.nullable(),
  overrides: z.array(seatOverride).max(SEATING_LIMITS.seatsPerRow),
};

/**
 * A row of seats: `x`, `y` is its first seat, the row runs along `rotation`. `curve` bends it into an arc: 0 is
 * straight, positive bows the middle away from the stage (up, before rotation), ±1 is a half circle.
 */
export const chartRow = z.object({
  type: z.literal('row'),
  ...placed,
  ...seated,
  seats: z.number().int().min(1).max(SEATING_LIMITS.seatsPerRow),
  spacing: size,
  curve: z.number().finite().min(-1).max(1),
});

/** A table with seats around it; `x`, `y` is its centre. Round: `width` is the diameter; rectangular: seats on all sides. */
export const chartTable = z.object({
  type: z.literal('table'),
  ...placed,
  ...seated,
  shape: z.enum(['round', 'rectangle']),
  width: size,
  height: size,
  seats: z.number().int().min(1).max(SEATING_LIMITS.seatsPerTable),
});

/** A standing (general admission) area sold by quantity up to its capacity; `x`, `y` is its top left corner. */
export const chartArea = z.object({
  type: z.literal('area'),
  ...placed,
  label: label.min(1, 'Name the area'),
  shape: z.enum(['rectangle', 'ellipse']),
  width: size,
  height: size,
  capacity: z.number().int().min(1).max(SEATING_LIMITS.areaCapacity),
  categoryKey: categoryKey.nullable(),
});

/** Drawing only (a stage, a bar, a pillar, a text): never sold. */
export const chartShape = z.object({
  type: z.literal('shape'),
  ...placed,
  shape: z.enum(['rectangle', 'ellipse', 'stage']),
  width: size,
  height: size,
  label: text(SEATING_LIMITS.text),
});
export const chartText = z.object({
  type: z.literal('text'),
  ...placed,
  text: text(SEATING_LIMITS.text).min(1),
  size: z.number().finite().min(4).max(400),
});

export const chartObject = z.discriminatedUnion('type', [chartRow, chartTable, chartArea, chartShape, chartText]);
export type ChartRow = z.infer<typeof chartRow>;
export type ChartTable = z.infer<typeof chartTable>;
export type ChartArea = z.infer<typeof chartArea>;
export type ChartShape = z.infer<typeof chartShape>;
export type ChartText = z.infer<typeof chartText>;
export type ChartObject = z.infer<typeof chartObject>;

/**
 * The document. Its shape is checked here; what needs the whole drawing (duplicate seat labels, seats without a
 * category, the seat count limit) is `validateChart` of `src/domain/seating/`, run by the server before a save
 * is accepted for an event and shown by the designer as it draws.
 */
export const chartDocument = z.object({
  version: z.literal(1),
  categories: z.array(seatCategory).max(SEATING_LIMITS.categories),
  objects: z.array(chartObject).max(SEATING_LIMITS.objects),
});
export type ChartDocument = z.infer<typeof chartDocument>;

export const EMPTY_CHART: ChartDocument = { version: 1, categories: [], objects: [] };

/**
 * A seat as the domain lays it out: `key` is unique in the chart and what holds, tickets and blocks refer to
 * (section, row or table and seat labels joined); `x`, `y` its centre in canvas units.
 */
export const seatPlace = z.object({
  key: z.string(),
  section: z.string(),
  /** The row's or table's label. */
  group: z.string(),
  groupKind: z.enum(['row', 'table']),
  seat: z.string(),
  categoryKey: z.string().nullable(),
  objectId: z.string(),
  x: z.number(),
  y: z.number(),
});
export type SeatPlace = z.infer<typeof seatPlace>;

// The owner's charts (management). Every route names the owner (`ownerId`): its gate decides, and a chart of
// another owner is 404 as an unknown one.
export const chartOwnerQuery = z.object({ ownerId: z.uuid() });
export const chartIdParams = z.object({ id: z.uuid() });

export const chartSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Seats of rows and tables, and the standing areas' capacity: what the chart can sell. */
  seatCount: z.number().int(),
  standingCapacity: z.number().int(),
  /** Events that took a snapshot of it (their seats stay as they were when the chart changes). */
  eventCount: z.number().int(),
  updatedAt: z.string(),
});
export type ChartSummary = z.infer<typeof chartSummary>;
export const chartsReply = z.object({ charts: z.array(chartSummary) });

export const chartView = chartSummary.extend({ document: chartDocument });
export type ChartView = z.infer<typeof chartView>;

export const saveChartBody = z.object({
  name: text(SEATING_LIMITS.chartName).trim().min(1, 'Name the chart'),
  document: chartDocument,
});
export type SaveChartBody = z.infer<typeof saveChartBody>;
