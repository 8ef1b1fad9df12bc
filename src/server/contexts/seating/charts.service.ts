import { and, desc, eq, sql } from 'drizzle-orm';
import type { ChartDocument, ChartSummary, ChartView, SaveChartBody } from '../../../contracts/seating.ts';
import { SEATING_LIMITS } from '../../../contracts/seating.ts';
import { SEATING_SERVER_MESSAGES as M } from '../../../contracts/seating-server.messages.ts';
import { chartCapacity, layoutChart } from '../../../domain/seating/index.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { seatCharts } from '../../platform/db/schema/index.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';

type ChartRow = typeof seatCharts.$inferSelect;

const chartNotFound = () => notFound(M.chartNotFound);

/** Rows and tables' seats and the standing areas' capacity: what the chart can sell. */
function capacityOf(document: ChartDocument) {
  const counts = chartCapacity(document);
  // Seats without a category are still seats of the drawing (validateChart reports them).
  const seats = layoutChart(document).length;
  return { seatCount: seats, standingCapacity: counts.reduce((sum, c) => sum + c.standing, 0) };
}

// Written out: drizzle leaves a column in a sub-select unqualified, which would name the inner table's id.
const eventCountSql = sql<number>`(select count(*)::int from event_seatings e where e.chart_id = "seat_charts"."id")`.mapWith(Number);

function summaryOf(row: ChartRow, eventCount: number): ChartSummary {
  return { id: row.id, name: row.name, ...capacityOf(row.document), eventCount, updatedAt: row.updatedAt.toISOString() };
}

const viewOf = (row: ChartRow, eventCount: number): ChartView => ({ ...summaryOf(row, eventCount), document: row.document });

/** The limits the document's shape cannot state: the seat count of the whole drawing. */
function checkLimits(document: ChartDocument) {
  const seats = layoutChart(document).length;
  if (seats > SEATING_LIMITS.seats) throw invalid({ document: `At most ${SEATING_LIMITS.seats} seats in a chart` });
}

/** An owner's chart; another owner's is not found, like an unknown one. */
export async function ownChart(db: Queryable, ownerId: string, id: string): Promise<{ row: ChartRow; eventCount: number }> {
  const [found] = await db
    .select({ row: seatCharts, eventCount: eventCountSql })
    .from(seatCharts)
    .where(and(eq(seatCharts.id, id), eq(seatCharts.ownerId, ownerId)))
    .limit(1);
  if (!found) throw chartNotFound();
  return found;
}

export async function listCharts(db: Db, ownerId: string): Promise<{ charts: ChartSummary[] }> {
  const rows = await db
    .select({ row: seatCharts, eventCount: eventCountSql })
    .from(seatCharts)
    .where(eq(seatCharts.ownerId, ownerId))
    .orderBy(desc(seatCharts.updatedAt), desc(seatCharts.id));
  return { charts: rows.map((r) => summaryOf(r.row, r.eventCount)) };
}

export async function readChart(db: Db, ownerId: string, id: string): Promise<ChartView> {
  const { row, eventCount } = await ownChart(db, ownerId, id);
  return viewOf(row, eventCount);
}

/** A new chart. A draft may have issues (validateChart): they only stop an event from using it. */
export async function createChart(db: Db, ownerId: string, body: SaveChartBody): Promise<ChartView> {
  checkLimits(body.document);
  // In a transaction, as every change an admin may make in someone's area: its audit row commits with it.
  const [row] = await db.transaction((tx) => tx.insert(seatCharts).values({ ownerId, name: body.name, document: body.document }).returning());
  return viewOf(row!, 0);
}

export async function saveChart(db: Db, ownerId: string, id: string, body: SaveChartBody): Promise<ChartView> {
  checkLimits(body.document);
  const { eventCount } = await ownChart(db, ownerId, id);
  // In a transaction, refused inside it: an admin's change commits with its audit row, a refusal with none.
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(seatCharts)
      .set({ name: body.name, document: body.document, updatedAt: new Date() })
      .where(and(eq(seatCharts.id, id), eq(seatCharts.ownerId, ownerId)))
      .returning();
    if (!saved) throw chartNotFound();
    return saved;
  });
  return viewOf(row, eventCount);
}

export async function copyChart(db: Db, ownerId: string, id: string): Promise<ChartView> {
  const { row } = await ownChart(db, ownerId, id);
  const name = M.copyName(row.name).slice(0, SEATING_LIMITS.chartName);
  const [copy] = await db.transaction((tx) => tx.insert(seatCharts).values({ ownerId, name, document: row.document }).returning());
  return viewOf(copy!, 0);
}

/** Events that used the chart keep their snapshot (event_seatings.chart_id becomes null). */
export async function deleteChart(db: Db, ownerId: string, id: string): Promise<{ ok: true }> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(seatCharts)
      .where(and(eq(seatCharts.id, id), eq(seatCharts.ownerId, ownerId)))
      .returning({ id: seatCharts.id });
    if (!deleted.length) throw chartNotFound();
  });
  return { ok: true };
}
