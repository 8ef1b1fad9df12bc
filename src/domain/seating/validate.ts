import { standingAreas } from './capacity.ts';
import { seatDisplay } from './keys.ts';
import { layoutChart } from './layout.ts';
import { SEATING_LIMITS } from './limits.ts';
import { CHART_ISSUE_MESSAGES as M, SEATING_OBJECT_NAMES as N } from './texts.ts';
import type { ChartDocument, SeatPlace } from './types.ts';

/** The row, table or area an issue is about, as its message names it. */
export interface IssueObject {
  type: 'row' | 'table' | 'area';
  section: string;
  label: string;
}

/**
 * What keeps a chart from being used for an event. The common brief's shapes, plus what the message needs to
 * name the seat or object for a person (`place`, `label`, `object`): ids mean nothing to an organizer.
 */
export type ChartIssue =
  | { kind: 'duplicateSeat'; key: string; objectIds: string[]; place: Pick<SeatPlace, 'section' | 'group' | 'groupKind' | 'seat'> }
  | { kind: 'duplicateArea'; key: string; objectIds: string[]; label: string }
  | { kind: 'noCategory'; objectId: string; count: number; object: IssueObject }
  | { kind: 'unknownCategory'; objectId: string; categoryKey: string; object: IssueObject }
  | { kind: 'duplicateCategory'; key: string }
  | { kind: 'tooManySeats'; count: number; max: number }
  | { kind: 'empty' };

/** Keys met more than once, with the objects they came from (each once), in order of first appearance. */
function repeated<T extends { key: string; objectId: string }>(items: readonly T[]): { first: T; objectIds: string[] }[] {
  const byKey = new Map<string, { first: T; objectIds: string[]; count: number }>();
  for (const item of items) {
    const seen = byKey.get(item.key);
    if (!seen) byKey.set(item.key, { first: item, objectIds: [item.objectId], count: 1 });
    else {
      seen.count += 1;
      if (!seen.objectIds.includes(item.objectId)) seen.objectIds.push(item.objectId);
    }
  }
  return [...byKey.values()].filter((k) => k.count > 1);
}

function duplicateCategories(doc: ChartDocument): ChartIssue[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const c of doc.categories) (seen.has(c.key) ? twice : seen).add(c.key);
  return [...twice].map((key) => ({ kind: 'duplicateCategory', key }));
}

/** Per row, table or area in document order: its unknown category keys, then its seats without a category. */
function categoryIssues(doc: ChartDocument, seats: readonly SeatPlace[]): ChartIssue[] {
  const known = new Set(doc.categories.map((c) => c.key));
  const seatsOf = new Map<string, SeatPlace[]>();
  for (const s of seats) {
    const list = seatsOf.get(s.objectId);
    if (list) list.push(s);
    else seatsOf.set(s.objectId, [s]);
  }
  return doc.objects.flatMap((o): ChartIssue[] => {
    if (o.type !== 'row' && o.type !== 'table' && o.type !== 'area') return [];
    const object: IssueObject = { type: o.type, section: o.type === 'area' ? '' : o.section, label: o.label };
    const keys = o.type === 'area' ? [o.categoryKey] : (seatsOf.get(o.id) ?? []).map((s) => s.categoryKey);
    const unknown = new Set(keys.filter((k): k is string => k !== null && !known.has(k)));
    const uncategorised = keys.filter((k) => k === null).length;
    return [
      ...[...unknown].map((categoryKey): ChartIssue => ({ kind: 'unknownCategory', objectId: o.id, categoryKey, object })),
      ...(uncategorised > 0 ? [{ kind: 'noCategory' as const, objectId: o.id, count: uncategorised, object }] : []),
    ];
  });
}

/**
 * The issues that keep a chart from being used for an event ([] = usable): the designer lists them as it draws,
 * the server refuses a snapshot with any. Order: categories, then the chart as a whole, duplicate seats and
 * areas, then object by object.
 */
export function validateChart(doc: ChartDocument): ChartIssue[] {
  const seats = layoutChart(doc);
  const areas = standingAreas(doc);
  const issues = duplicateCategories(doc);
  if (seats.length === 0 && areas.length === 0) issues.push({ kind: 'empty' });
  if (seats.length > SEATING_LIMITS.seats) issues.push({ kind: 'tooManySeats', count: seats.length, max: SEATING_LIMITS.seats });
  for (const { first, objectIds } of repeated(seats)) {
    const { section, group, groupKind, seat } = first;
    issues.push({ kind: 'duplicateSeat', key: first.key, objectIds, place: { section, group, groupKind, seat } });
  }
  for (const { first, objectIds } of repeated(areas)) issues.push({ kind: 'duplicateArea', key: first.key, objectIds, label: first.label });
  return [...issues, ...categoryIssues(doc, seats)];
}

function objectName(object: IssueObject): string {
  return N.inSection(object.section, N[object.type](object.label));
}

/** A key is repeated across objects (an object's own labels never repeat): one occurrence per object. */
const times = (objectIds: readonly string[]) => Math.max(2, objectIds.length);

/** What the designer shows for an issue, and the server's refusal says. */
export function chartIssueMessage(issue: ChartIssue): string {
  switch (issue.kind) {
    case 'duplicateSeat':
      return M.duplicateSeat(seatDisplay(issue.place), times(issue.objectIds));
    case 'duplicateArea':
      return M.duplicateArea(issue.label, times(issue.objectIds));
    case 'noCategory':
      return issue.object.type === 'area' ? M.noCategoryArea(issue.object.label) : M.noCategorySeats(issue.count, objectName(issue.object));
    case 'unknownCategory':
      return M.unknownCategory(objectName(issue.object), issue.categoryKey);
    case 'duplicateCategory':
      return M.duplicateCategory(issue.key);
    case 'tooManySeats':
      return M.tooManySeats(issue.count, issue.max);
    case 'empty':
      return M.empty;
  }
}
