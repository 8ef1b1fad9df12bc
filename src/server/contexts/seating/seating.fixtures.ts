import { z } from 'zod';
import { eventSeatingReply, orderSeatsReply } from '../../../contracts/event-seating.ts';
import type { ChartDocument, ChartRow, ChartTable, SaveChartBody } from '../../../contracts/seating.ts';
import { chartView } from '../../../contracts/seating.ts';
import { seatKey } from '../../../domain/seating/index.ts';
import { headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** Helpers the seating API tests share: a small chart, charts and seating through the API, seat holds. */

export const row = (label: string, over: Partial<ChartRow> = {}): ChartRow => ({
  type: 'row',
  id: `row-${label}`,
  x: 0,
  y: label.charCodeAt(0) * 30,
  rotation: 0,
  section: 'Stalls',
  label,
  numbering: { scheme: 'numeric', start: 1, reversed: false },
  categoryKey: 'stalls',
  overrides: [],
  seats: 5,
  spacing: 20,
  curve: 0,
  ...over,
});

export const table = (label: string, over: Partial<ChartTable> = {}): ChartTable => ({
  type: 'table',
  id: `table-${label}`,
  x: 400,
  y: 100,
  rotation: 0,
  section: '',
  label,
  numbering: { scheme: 'numeric', start: 1, reversed: false },
  categoryKey: 'circle',
  overrides: [],
  shape: 'round',
  width: 60,
  height: 60,
  seats: 4,
  ...over,
});

/** Stalls rows A and B (5 seats each) and Table 1 (4 seats, circle). */
export const smallChart = (objects: ChartDocument['objects'] = [row('A'), row('B'), table('Table 1')]): ChartDocument => ({
  version: 1,
  categories: [
    { key: 'stalls', name: 'Stalls', color: '#aa0000' },
    { key: 'circle', name: 'Circle', color: '#0000aa' },
  ],
  objects,
});

/** A stalls seat's key. */
export const stalls = (rowLabel: string, seat: number) => seatKey('Stalls', rowLabel, String(seat));

export async function createChart(t: TestApp, by: Person, ownerId: string, body: Partial<SaveChartBody> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/seat_charts?ownerId=${ownerId}`,
    headers: headers(by),
    payload: { name: 'Main hall', document: smallChart(), ...body },
  });
  return expectReply(res, 201, chartView);
}

export const seatingUrl = (eventId: string, rest = '') => `/api/v1/management/courses/${eventId}/seating${rest}`;

export function attachRaw(t: TestApp, by: Person | undefined, eventId: string, chartId: string) {
  return t.app.inject({ method: 'PUT', url: seatingUrl(eventId), headers: headers(by), payload: { chartId } });
}

export async function attach(t: TestApp, by: Person, eventId: string, chartId: string) {
  return expectReply(await attachRaw(t, by, eventId, chartId), 200, eventSeatingReply);
}

export function holdRaw(t: TestApp, orderId: string, body: unknown, by?: Person) {
  return t.app.inject({ method: 'POST', url: `/api/v1/orders/${orderId}/seats`, headers: headers(by), payload: body as object });
}

export async function hold(t: TestApp, orderId: string, body: unknown, by?: Person) {
  return expectReply(await holdRaw(t, orderId, body, by), 200, orderSeatsReply);
}

export const errorReason = z.object({ reason: z.string().optional(), message: z.string() });
