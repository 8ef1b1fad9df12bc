import { describe, expect, it } from 'vitest';
import type { ChartDocument, ChartObject, ChartRow } from '../../../../contracts/seating.ts';
import {
  addCategory,
  clearOf,
  copySection,
  duplicateObjects,
  moveObjects,
  newObject,
  removeCategory,
  removeObjects,
  setCategory,
  updateObject,
  type ToolKind,
} from './chart-edit.ts';

const row = (id: string, over: Partial<ChartRow> = {}): ChartRow => ({
  type: 'row',
  id,
  x: 0,
  y: 0,
  rotation: 0,
  section: 'Orchestra',
  label: 'A',
  numbering: { scheme: 'numeric', start: 1, reversed: false },
  categoryKey: null,
  overrides: [],
  seats: 10,
  spacing: 20,
  curve: 0,
  ...over,
});
const doc = (objects: ChartObject[], categories: ChartDocument['categories'] = []): ChartDocument => ({ version: 1, categories, objects });

describe('newObject', () => {
  it.each<{ kind: ToolKind; type: ChartObject['type']; check: (o: ChartObject) => boolean }>([
    { kind: 'row', type: 'row', check: (o) => o.type === 'row' && o.curve === 0 },
    { kind: 'curvedRow', type: 'row', check: (o) => o.type === 'row' && o.curve > 0 },
    { kind: 'roundTable', type: 'table', check: (o) => o.type === 'table' && o.shape === 'round' },
    { kind: 'rectTable', type: 'table', check: (o) => o.type === 'table' && o.shape === 'rectangle' },
    { kind: 'area', type: 'area', check: (o) => o.type === 'area' && o.capacity > 0 },
    { kind: 'stage', type: 'shape', check: (o) => o.type === 'shape' && o.shape === 'stage' },
    { kind: 'text', type: 'text', check: (o) => o.type === 'text' && o.text.length > 0 },
  ])('$kind makes a $type', ({ kind, type, check }) => {
    const o = newObject(doc([]), kind, { x: 100, y: 50 });
    expect(o.type).toBe(type);
    expect(check(o)).toBe(true);
  });

  it.each([
    { name: 'ids never repeat', existing: [row('o1'), row('o7', { label: 'B' })], id: 'o8' },
    { name: 'the first id', existing: [], id: 'o1' },
  ])('$name', ({ existing, id }) => expect(newObject(doc(existing), 'row', { x: 0, y: 0 }).id).toBe(id));

  it.each([
    { name: 'the first row is A', existing: [], label: 'A' },
    { name: 'the next row takes the next free letter', existing: [row('o1'), row('o2', { label: 'B' })], label: 'C' },
  ])('$name', ({ existing, label }) => {
    const o = newObject(doc(existing), 'row', { x: 0, y: 0 });
    expect(o.type === 'row' && o.label).toBe(label);
  });

  it('new tables are numbered after the others', () => {
    const first = newObject(doc([]), 'roundTable', { x: 0, y: 0 });
    const second = newObject(doc([first]), 'rectTable', { x: 0, y: 0 });
    expect([first, second].map((o) => o.type === 'table' && o.label)).toEqual(['1', '2']);
  });

  it('is centred on the point given (a row: its middle seat)', () => {
    const o = newObject(doc([]), 'row', { x: 100, y: 50 });
    expect(o.type === 'row' && o.x + ((o.seats - 1) * o.spacing) / 2).toBe(100);
    expect(o.y).toBe(50);
  });

  it('the first category of the chart is given to new seats', () => {
    const o = newObject(doc([], [{ key: 'c1', name: 'Stalls', color: '#ff0000' }]), 'roundTable', { x: 0, y: 0 });
    expect(o.type === 'table' && o.categoryKey).toBe('c1');
  });
});

describe('clearOf', () => {
  const existing = doc([row('o1', { y: 0 }), row('o2', { label: 'B', y: 30 })]);
  it.each([
    { name: 'an object over the drawing goes below it', at: { x: 100, y: 10 }, y: 30 + 8 + 30 + 8 },
    { name: 'an object clear of the drawing stays', at: { x: 100, y: 300 }, y: 300 },
    { name: 'an object beside the drawing stays', at: { x: 1000, y: 10 }, y: 10 },
  ])('$name', ({ at, y }) => {
    const placed = clearOf(existing, newObject(existing, 'row', at));
    expect(placed.y).toBe(y);
  });
  it('an empty drawing takes the object where it is', () => {
    const o = newObject(doc([]), 'roundTable', { x: 5, y: 5 });
    expect(clearOf(doc([]), o)).toBe(o);
  });
});

describe('edits', () => {
  const d = doc([row('o1'), row('o2', { label: 'B', x: 5 })]);

  it.each([
    { ids: ['o1'], dx: 1, dy: -1, xs: [1, 5], ys: [-1, 0] },
    { ids: ['o1', 'o2'], dx: 10, dy: 0, xs: [10, 15], ys: [0, 0] },
    { ids: ['nope'], dx: 10, dy: 10, xs: [0, 5], ys: [0, 0] },
  ])('moveObjects $ids by $dx,$dy', ({ ids, dx, dy, xs, ys }) => {
    const next = moveObjects(d, ids, dx, dy);
    expect(next.objects.map((o) => o.x)).toEqual(xs);
    expect(next.objects.map((o) => o.y)).toEqual(ys);
  });

  it('moving by nothing keeps the document (no history step)', () => expect(moveObjects(d, ['o1'], 0, 0)).toBe(d));

  it('updateObject changes one object and keeps the others as they were', () => {
    const next = updateObject(d, 'o2', { seats: 4 });
    expect(next.objects[1]).toMatchObject({ seats: 4 });
    expect(next.objects[0]).toBe(d.objects[0]);
  });

  it('removeObjects drops the ids given', () => expect(removeObjects(d, ['o1']).objects.map((o) => o.id)).toEqual(['o2']));
});

describe('copySection', () => {
  const d = doc([row('o1'), row('o2', { label: 'B', y: 30 }), row('o3', { section: 'Balcony', y: 200 })]);

  it('copies every object of the section under the next free label, below it', () => {
    const { doc: next, ids } = copySection(d, 'o2');
    expect(ids).toEqual(['o4', 'o5']);
    const copies = next.objects.filter((o) => ids.includes(o.id));
    expect(copies.map((o) => o.type === 'row' && o.section)).toEqual(['Orchestra 2', 'Orchestra 2']);
    expect(copies.map((o) => o.type === 'row' && o.label)).toEqual(['A', 'B']);
    expect(Math.min(...copies.map((o) => o.y))).toBeGreaterThan(30);
  });

  it('takes the next number when the first copy exists', () => {
    const once = copySection(d, 'o3').doc;
    const twice = copySection(once, 'o3').doc;
    expect(twice.objects.filter((o) => o.type === 'row').map((o) => o.type === 'row' && o.section)).toContain('Balcony 3');
  });

  it('an object without a section copies nothing', () => {
    const withText = doc([{ type: 'text', id: 't1', x: 0, y: 0, rotation: 0, text: 'Exit', size: 14 }]);
    expect(copySection(withText, 't1')).toEqual({ doc: withText, ids: [] });
  });
});

describe('categories', () => {
  it('addCategory picks an unused key and a colour', () => {
    const next = addCategory(doc([], [{ key: 'c1', name: 'Stalls', color: '#ff0000' }]));
    expect(next.categories).toHaveLength(2);
    expect(next.categories[1]!.key).toBe('c2');
    expect(next.categories[1]!.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('removeCategory also takes it off the objects and seats that had it', () => {
    const d = doc(
      [row('o1', { categoryKey: 'c1', overrides: [{ index: 2, categoryKey: 'c1' }] }), row('o2', { categoryKey: 'c2' })],
      [
        { key: 'c1', name: 'A', color: '#ff0000' },
        { key: 'c2', name: 'B', color: '#00ff00' },
      ],
    );
    const next = removeCategory(d, 'c1');
    expect(next.categories.map((c) => c.key)).toEqual(['c2']);
    expect(next.objects.map((o) => o.type === 'row' && o.categoryKey)).toEqual([null, 'c2']);
    expect(next.objects[0]?.type === 'row' && next.objects[0]?.overrides).toEqual([]);
  });
});

describe('duplicateObjects', () => {
  const area: ChartObject = {
    type: 'area',
    id: 'o3',
    label: 'Floor',
    shape: 'rectangle',
    x: 0,
    y: 100,
    rotation: 0,
    width: 50,
    height: 20,
    capacity: 9,
    categoryKey: null,
  };
  const d = doc([row('o1'), row('o2', { label: 'B', y: 30 }), area]);

  it('copies the objects below them, rows and areas under the next free labels, and answers the copies', () => {
    const { doc: next, ids } = duplicateObjects(d, ['o1', 'o3']);
    expect(ids).toEqual(['o4', 'o5']);
    const [copyRow, copyArea] = ids.map((id) => next.objects.find((o) => o.id === id)!);
    expect(copyRow!.type === 'row' && copyRow!.label).toBe('C');
    expect(copyArea!.type === 'area' && copyArea!.label).toBe('Floor 2');
    // The selection spans y -8..120: the copies come below it.
    expect(copyRow!.y).toBeGreaterThan(120);
    expect(copyArea!.y - copyRow!.y).toBe(100);
    expect(next.objects.slice(0, 3)).toEqual(d.objects);
  });

  it('tables take the next numbers', () => {
    const t = newObject(doc([]), 'roundTable', { x: 0, y: 0 });
    const { doc: next, ids } = duplicateObjects(doc([t]), [t.id]);
    expect(next.objects.find((o) => o.id === ids[0])).toMatchObject({ type: 'table', label: '2' });
  });

  it('nothing to copy keeps the document', () => expect(duplicateObjects(d, ['nope'])).toEqual({ doc: d, ids: [] }));
});

describe('setCategory', () => {
  const text: ChartObject = { type: 'text', id: 't1', x: 0, y: 0, rotation: 0, text: 'Exit', size: 14 };
  const d = doc([row('o1'), row('o2', { label: 'B', categoryKey: 'c2' }), text]);
  it('gives the rows, tables and areas among the ids the category; texts and shapes have none', () => {
    const next = setCategory(d, ['o1', 'o2', 't1'], 'c1');
    expect(next.objects.map((o) => ('categoryKey' in o ? o.categoryKey : 'none'))).toEqual(['c1', 'c1', 'none']);
    expect(next.objects[2]).toBe(text);
  });
  it('leaves seat overrides alone', () => {
    const withOverride = doc([row('o1', { overrides: [{ index: 1, categoryKey: 'c2' }] })]);
    expect(setCategory(withOverride, ['o1'], null).objects[0]).toMatchObject({ categoryKey: null, overrides: [{ index: 1, categoryKey: 'c2' }] });
  });
});
