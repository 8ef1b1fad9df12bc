/**
 * The designer's edits of the chart document, pure and immutable (each returns a new document, keeping untouched
 * objects as they were, so the history holds whole states cheaply and unchanged objects are not drawn again).
 */
import { DESIGNER_DEFAULTS as D } from '../../../../contracts/seating-web.messages.ts';
import type { ChartDocument, ChartObject, SeatCategory } from '../../../../contracts/seating.ts';
import { seatLabels } from '../../../../domain/seating/index.ts';
import { chartBounds, objectBounds, unionBounds } from './geometry.ts';
import type { Point } from './viewport.ts';

export const TOOL_KINDS = ['row', 'curvedRow', 'roundTable', 'rectTable', 'area', 'stage', 'text'] as const;
export type ToolKind = (typeof TOOL_KINDS)[number];

const SPACING = 22;
const ROW_SEATS = 10;
const NUMBERING = { scheme: 'numeric', start: 1, reversed: false } as const;
/** Colours new categories take in turn (distinct for the common colour blindnesses, dark enough on white). */
const PALETTE = ['#1c7ed6', '#e8590c', '#2b8a3e', '#ae3ec9', '#c92a2a', '#0c8599', '#5c940d', '#862e9c'];

function nextId(doc: ChartDocument, prefix = 'o'): string {
  const taken = doc.objects.map((o) => Number(/^o(\d+)$/.exec(o.id)?.[1] ?? 0));
  return `${prefix}${Math.max(0, ...taken) + 1}`;
}

function nextRowLabel(doc: ChartDocument): string {
  const used = new Set(doc.objects.flatMap((o) => (o.type === 'row' ? [o.label] : [])));
  const letters = seatLabels({ scheme: 'alpha', start: 1, reversed: false }, used.size + 1);
  return letters.find((l) => !used.has(l)) ?? String(used.size + 1);
}

function nextTableLabel(doc: ChartDocument): string {
  const used = new Set(doc.objects.flatMap((o) => (o.type === 'table' ? [o.label] : [])));
  let n = 1;
  while (used.has(String(n))) n += 1;
  return String(n);
}

/** A new object of the tool's kind centred on `at`, with the chart's first category if it has one. */
export function newObject(doc: ChartDocument, kind: ToolKind, at: Point): ChartObject {
  const id = nextId(doc);
  const categoryKey = doc.categories[0]?.key ?? null;
  const x = Math.round(at.x);
  const y = Math.round(at.y);
  const seated = { section: '', numbering: NUMBERING, categoryKey, overrides: [] };
  switch (kind) {
    case 'row':
    case 'curvedRow':
      return {
        type: 'row',
        id,
        ...seated,
        label: nextRowLabel(doc),
        x: x - ((ROW_SEATS - 1) * SPACING) / 2,
        y,
        rotation: 0,
        seats: ROW_SEATS,
        spacing: SPACING,
        curve: kind === 'curvedRow' ? 0.3 : 0,
      };
    case 'roundTable':
    case 'rectTable':
      return {
        type: 'table',
        id,
        ...seated,
        label: nextTableLabel(doc),
        x,
        y,
        rotation: 0,
        shape: kind === 'roundTable' ? 'round' : 'rectangle',
        width: kind === 'roundTable' ? 60 : 100,
        height: kind === 'roundTable' ? 60 : 50,
        seats: kind === 'roundTable' ? 8 : 10,
      };
    case 'area':
      return {
        type: 'area',
        id,
        label: D.area,
        shape: 'rectangle',
        x: x - 100,
        y: y - 60,
        rotation: 0,
        width: 200,
        height: 120,
        capacity: 100,
        categoryKey,
      };
    case 'stage':
      return { type: 'shape', id, shape: 'stage', label: D.stage, x: x - 150, y: y - 40, rotation: 0, width: 300, height: 80 };
    case 'text':
      return { type: 'text', id, text: D.text, x, y, rotation: 0, size: 16 };
  }
}

/** Space kept between a new object and the drawing it would cover. */
const CLEARANCE = 30;

/** A new object that would cover part of the drawing moves just below it (nothing hides what is there). */
export function clearOf(doc: ChartDocument, object: ChartObject): ChartObject {
  const drawing = chartBounds(doc);
  const own = objectBounds(object);
  if (!drawing || !own) return object;
  const overlaps = own.minX < drawing.maxX && own.maxX > drawing.minX && own.minY < drawing.maxY && own.maxY > drawing.minY;
  if (!overlaps) return object;
  return { ...object, y: object.y + Math.ceil(drawing.maxY + CLEARANCE - own.minY) };
}

export function addObject(doc: ChartDocument, object: ChartObject): ChartDocument {
  return { ...doc, objects: [...doc.objects, object] };
}

export function moveObjects(doc: ChartDocument, ids: readonly string[], dx: number, dy: number): ChartDocument {
  if (dx === 0 && dy === 0) return doc;
  const moving = new Set(ids);
  if (!doc.objects.some((o) => moving.has(o.id))) return doc;
  return { ...doc, objects: doc.objects.map((o) => (moving.has(o.id) ? { ...o, x: o.x + dx, y: o.y + dy } : o)) };
}

/** Changes fields of one object; `patch` holds fields of that object's type (the properties panel's). */
export function updateObject(doc: ChartDocument, id: string, patch: Partial<Record<string, unknown>>): ChartDocument {
  return { ...doc, objects: doc.objects.map((o) => (o.id === id ? ({ ...o, ...patch } as ChartObject) : o)) };
}

export function removeObjects(doc: ChartDocument, ids: readonly string[]): ChartDocument {
  const removing = new Set(ids);
  return { ...doc, objects: doc.objects.filter((o) => !removing.has(o.id)) };
}

const sectionOf = (o: ChartObject) => (o.type === 'row' || o.type === 'table' ? o.section : null);

/**
 * Copies every row and table of the object's section under a new section label ('Orchestra 2', the first number
 * free) just below the original, so a venue draws one block and repeats it. Labels of rows and seats stay: the
 * section tells them apart.
 */
export function copySection(doc: ChartDocument, objectId: string): { doc: ChartDocument; ids: string[] } {
  const object = doc.objects.find((o) => o.id === objectId);
  const section = object ? sectionOf(object) : null;
  if (section === null) return { doc, ids: [] };
  const members = doc.objects.filter((o) => sectionOf(o) === section);
  const sections = new Set(doc.objects.map(sectionOf));
  let n = 2;
  while (sections.has(D.sectionCopy(section, n))) n += 1;
  const label = D.sectionCopy(section, n);
  const bounds = unionBounds(members.map((o) => objectBounds(o)));
  const dy = bounds ? Math.ceil(bounds.maxY - bounds.minY) + 40 : 40;
  let next = doc;
  const ids: string[] = [];
  for (const member of members) {
    const id = nextId(next);
    ids.push(id);
    next = addObject(next, { ...member, id, y: member.y + dy, section: label } as ChartObject);
  }
  return { doc: next, ids };
}

/** The first free copy label of an area ('Floor 2'): areas are sold by their label, which must stay unique. */
function nextAreaLabel(doc: ChartDocument, label: string): string {
  const used = new Set(doc.objects.flatMap((o) => (o.type === 'area' ? [o.label] : [])));
  let n = 2;
  while (used.has(D.sectionCopy(label, n))) n += 1;
  return D.sectionCopy(label, n);
}

/** A copy of `object` with a new id and, for what is sold by its label, the next free label. */
function copyOf(doc: ChartDocument, object: ChartObject, dy: number): ChartObject {
  const moved = { ...object, id: nextId(doc), y: object.y + dy };
  switch (moved.type) {
    case 'row':
      return { ...moved, label: nextRowLabel(doc) };
    case 'table':
      return { ...moved, label: nextTableLabel(doc) };
    case 'area':
      return { ...moved, label: nextAreaLabel(doc, moved.label) };
    default:
      return moved;
  }
}

/**
 * Copies the objects just below them (rows and tables under the next free labels, areas as 'Floor 2'), so the
 * copies are usable at once and show no duplicate seats; answers the copies' ids in the same order.
 */
export function duplicateObjects(doc: ChartDocument, ids: readonly string[]): { doc: ChartDocument; ids: string[] } {
  const picked = new Set(ids);
  const originals = doc.objects.filter((o) => picked.has(o.id));
  if (originals.length === 0) return { doc, ids: [] };
  const bounds = unionBounds(originals.map((o) => objectBounds(o)));
  const dy = bounds ? Math.ceil(bounds.maxY - bounds.minY) + SPACING : SPACING;
  let next = doc;
  const copies: string[] = [];
  for (const original of originals) {
    const copy = copyOf(next, original, dy);
    copies.push(copy.id);
    next = addObject(next, copy);
  }
  return { doc: next, ids: copies };
}

/** Gives the rows, tables and areas among `ids` the category (their seats' own categories stay). */
export function setCategory(doc: ChartDocument, ids: readonly string[], categoryKey: string | null): ChartDocument {
  const picked = new Set(ids);
  return {
    ...doc,
    objects: doc.objects.map((o) =>
      picked.has(o.id) && (o.type === 'row' || o.type === 'table' || o.type === 'area') && o.categoryKey !== categoryKey ? { ...o, categoryKey } : o,
    ),
  };
}

export function addCategory(doc: ChartDocument): ChartDocument {
  const keys = new Set(doc.categories.map((c) => c.key));
  let n = doc.categories.length + 1;
  while (keys.has(`c${n}`)) n += 1;
  const category: SeatCategory = { key: `c${n}`, name: D.category(n), color: PALETTE[(n - 1) % PALETTE.length]! };
  return { ...doc, categories: [...doc.categories, category] };
}

export function updateCategory(doc: ChartDocument, key: string, patch: Partial<Omit<SeatCategory, 'key'>>): ChartDocument {
  return { ...doc, categories: doc.categories.map((c) => (c.key === key ? { ...c, ...patch } : c)) };
}

/** Removes a category and takes it off every object and seat that had it (they show up as seats without one). */
export function removeCategory(doc: ChartDocument, key: string): ChartDocument {
  const objects = doc.objects.map((o): ChartObject => {
    if (o.type === 'area') return o.categoryKey === key ? { ...o, categoryKey: null } : o;
    if (o.type !== 'row' && o.type !== 'table') return o;
    const overrides = o.overrides.filter((v) => v.categoryKey !== key);
    if (o.categoryKey !== key && overrides.length === o.overrides.length) return o;
    return { ...o, categoryKey: o.categoryKey === key ? null : o.categoryKey, overrides };
  });
  return { ...doc, categories: doc.categories.filter((c) => c.key !== key), objects };
}
