/**
 * STAND-IN (seat-server branch): the Domain API of issue 32 with the exact signatures the seat helpers agreed on,
 * implemented minimally so the server can be built and tested before seat-domain's branch is merged. The lead
 * replaces this file with seat-domain's; nothing here is meant to survive the merge.
 */
// The agreed Domain API names the contract's types; seat-domain's file settles how the boundary rule allows it.
// eslint-disable-next-line no-restricted-imports
import type { ChartDocument, ChartObject, SeatPlace, SeatNumbering } from '../../contracts/seating.ts';

const alpha = (n: number): string => {
  let s = '';
  let v = n;
  while (v > 0) {
    v -= 1;
    s = String.fromCharCode(65 + (v % 26)) + s;
    v = Math.floor(v / 26);
  }
  return s || 'A';
};

export function seatLabels(numbering: SeatNumbering, count: number): string[] {
  const labels = Array.from({ length: count }, (_, i) => {
    if (numbering.scheme === 'alpha') return alpha(Math.max(1, numbering.start) + i);
    if (numbering.scheme === 'numeric') return String(numbering.start + i);
    const first = numbering.start % 2 === (numbering.scheme === 'odd' ? 1 : 0) ? numbering.start : numbering.start + 1;
    return String(first + 2 * i);
  });
  return numbering.reversed ? labels.reverse() : labels;
}

export function layoutObject(object: ChartObject): SeatPlace[] {
  if (object.type !== 'row' && object.type !== 'table') return [];
  const gaps = new Set(object.overrides.filter((o) => o.gap).map((o) => o.index));
  const categories = new Map(object.overrides.filter((o) => o.categoryKey !== undefined).map((o) => [o.index, o.categoryKey ?? null]));
  const positions = Array.from({ length: object.seats }, (_, i) => i).filter((i) => !gaps.has(i));
  const labels = seatLabels(object.numbering, positions.length);
  const angle = (object.rotation * Math.PI) / 180;
  return positions.map((i, n) => {
    const local =
      object.type === 'row'
        ? { x: i * object.spacing, y: 0 }
        : {
            x: (object.width / 2 + 10) * Math.sin((2 * Math.PI * i) / object.seats),
            y: -(object.height / 2 + 10) * Math.cos((2 * Math.PI * i) / object.seats),
          };
    return {
      key: seatKey(object.section, object.label, labels[n]!),
      section: object.section,
      group: object.label,
      groupKind: object.type,
      seat: labels[n]!,
      categoryKey: categories.has(i) ? categories.get(i)! : object.categoryKey,
      objectId: object.id,
      x: object.x + local.x * Math.cos(angle) - local.y * Math.sin(angle),
      y: object.y + local.x * Math.sin(angle) + local.y * Math.cos(angle),
    };
  });
}

export function layoutChart(doc: ChartDocument): SeatPlace[] {
  return doc.objects.flatMap(layoutObject);
}

export function seatKey(section: string, group: string, seat: string): string {
  return `${section}|${group}|${seat}`;
}

export function seatDisplay(place: Pick<SeatPlace, 'section' | 'group' | 'groupKind' | 'seat'>): string {
  const group = place.groupKind === 'row' ? `Row ${place.group}` : place.group;
  return [place.section, group, `Seat ${place.seat}`].filter(Boolean).join(', ');
}

export interface StandingArea {
  key: string;
  label: string;
  categoryKey: string | null;
  capacity: number;
  objectId: string;
}

export function areaKey(label: string): string {
  return `area|${label}`;
}

export function standingAreas(doc: ChartDocument): StandingArea[] {
  return doc.objects.flatMap((o) =>
    o.type === 'area' ? [{ key: areaKey(o.label), label: o.label, categoryKey: o.categoryKey, capacity: o.capacity, objectId: o.id }] : [],
  );
}

export type ChartIssue =
  | { kind: 'duplicateSeat'; key: string; objectIds: string[] }
  | { kind: 'duplicateArea'; key: string; objectIds: string[] }
  | { kind: 'noCategory'; objectId: string; count: number }
  | { kind: 'unknownCategory'; objectId: string; categoryKey: string }
  | { kind: 'duplicateCategory'; key: string }
  | { kind: 'tooManySeats'; count: number; max: number }
  | { kind: 'empty' };

export function validateChart(doc: ChartDocument): ChartIssue[] {
  const issues: ChartIssue[] = [];
  const seats = layoutChart(doc);
  const seen = new Map<string, string[]>();
  for (const s of seats) seen.set(s.key, [...(seen.get(s.key) ?? []), s.objectId]);
  for (const [key, ids] of seen) if (ids.length > 1) issues.push({ kind: 'duplicateSeat', key, objectIds: [...new Set(ids)] });
  const noCategory = new Map<string, number>();
  for (const s of seats) if (!s.categoryKey) noCategory.set(s.objectId, (noCategory.get(s.objectId) ?? 0) + 1);
  for (const [objectId, count] of noCategory) issues.push({ kind: 'noCategory', objectId, count });
  if (!seats.length && !standingAreas(doc).length) issues.push({ kind: 'empty' });
  return issues;
}

export function chartIssueMessage(issue: ChartIssue): string {
  switch (issue.kind) {
    case 'duplicateSeat':
      return `Two seats are called ${issue.key}`;
    case 'noCategory':
      return `${issue.count} seats have no category`;
    case 'empty':
      return 'The chart has no seats';
    default:
      return issue.kind;
  }
}

export interface CategoryCount {
  categoryKey: string;
  seats: number;
  standing: number;
}

export function chartCapacity(doc: ChartDocument): CategoryCount[] {
  const counts = new Map<string, CategoryCount>();
  const of = (key: string) => counts.get(key) ?? counts.set(key, { categoryKey: key, seats: 0, standing: 0 }).get(key)!;
  for (const s of layoutChart(doc)) if (s.categoryKey) of(s.categoryKey).seats += 1;
  for (const a of standingAreas(doc)) if (a.categoryKey) of(a.categoryKey).standing += a.capacity;
  return [...counts.values()];
}

export function bestAvailable(
  seats: SeatPlace[],
  free: ReadonlySet<string>,
  categoryKeys: readonly string[],
  quantity: number,
  focus?: { x: number; y: number },
): string[] | null {
  const f = focus ?? { x: 0, y: 0 };
  const open = seats
    .filter((s) => free.has(s.key) && s.categoryKey !== null && categoryKeys.includes(s.categoryKey))
    .sort((a, b) => Math.hypot(a.x - f.x, a.y - f.y) - Math.hypot(b.x - f.x, b.y - f.y));
  return open.length < quantity ? null : open.slice(0, quantity).map((s) => s.key);
}

export function chartFocus(doc: ChartDocument): { x: number; y: number } {
  const stage = doc.objects.find((o) => o.type === 'shape' && o.shape === 'stage');
  if (stage && stage.type === 'shape') return { x: stage.x + stage.width / 2, y: stage.y + stage.height / 2 };
  const seats = layoutChart(doc);
  if (!seats.length) return { x: 0, y: 0 };
  const xs = seats.map((s) => s.x);
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: Math.min(...seats.map((s) => s.y)) };
}
