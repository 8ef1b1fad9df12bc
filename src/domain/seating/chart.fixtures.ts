import type { ChartArea, ChartDocument, ChartObject, ChartRow, ChartShape, ChartTable } from './types.ts';

/** Chart pieces for the seating tests: defaults a test overrides with what it is about. */
export function row(over: Partial<ChartRow> = {}): ChartRow {
  return {
    type: 'row',
    id: 'row-a',
    x: 0,
    y: 0,
    rotation: 0,
    section: '',
    label: 'A',
    numbering: { scheme: 'numeric', start: 1, reversed: false },
    categoryKey: 'std',
    overrides: [],
    seats: 3,
    spacing: 20,
    curve: 0,
    ...over,
  };
}

export function table(over: Partial<ChartTable> = {}): ChartTable {
  return {
    type: 'table',
    id: 'table-1',
    x: 0,
    y: 0,
    rotation: 0,
    section: '',
    label: '1',
    numbering: { scheme: 'numeric', start: 1, reversed: false },
    categoryKey: 'std',
    overrides: [],
    shape: 'round',
    width: 100,
    height: 100,
    seats: 4,
    ...over,
  };
}

export function area(over: Partial<ChartArea> = {}): ChartArea {
  return {
    type: 'area',
    id: 'area-1',
    x: 0,
    y: 0,
    rotation: 0,
    label: 'Floor',
    shape: 'rectangle',
    width: 200,
    height: 100,
    capacity: 50,
    categoryKey: 'std',
    ...over,
  };
}

export function stage(over: Partial<ChartShape> = {}): ChartShape {
  return { type: 'shape', id: 'stage', x: 0, y: 0, rotation: 0, shape: 'stage', width: 200, height: 40, label: 'Stage', ...over };
}

export const CATEGORIES = [
  { key: 'std', name: 'Standard', color: '#3366ff' },
  { key: 'vip', name: 'VIP', color: '#ffcc00' },
];

export function chart(objects: ChartObject[], categories = CATEGORIES): ChartDocument {
  return { version: 1, categories, objects };
}
