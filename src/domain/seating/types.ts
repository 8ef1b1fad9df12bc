/**
 * The chart document as the seating rules read it. The zod schemas of `src/contracts/seating.ts` are the source
 * of truth for its shape; the domain may not import contracts (eslint's layer rule), so it states here the fields
 * it reads, and `src/contracts/seating-domain.test.ts` checks that the contract's types fit these both ways.
 */

export type NumberingScheme = 'numeric' | 'odd' | 'even' | 'alpha';

export interface SeatNumbering {
  scheme: NumberingScheme;
  start: number;
  reversed: boolean;
}

export interface SeatOverride {
  index: number;
  categoryKey?: string | null;
  gap?: boolean;
}

export interface SeatCategory {
  key: string;
  name: string;
  color: string;
}

interface Placed {
  id: string;
  x: number;
  y: number;
  /** Degrees, clockwise. */
  rotation: number;
}

interface Seated extends Placed {
  section: string;
  label: string;
  numbering: SeatNumbering;
  categoryKey: string | null;
  overrides: readonly SeatOverride[];
}

export interface ChartRow extends Seated {
  type: 'row';
  seats: number;
  spacing: number;
  curve: number;
}

export interface ChartTable extends Seated {
  type: 'table';
  shape: 'round' | 'rectangle';
  width: number;
  height: number;
  seats: number;
}

export interface ChartArea extends Placed {
  type: 'area';
  label: string;
  shape: 'rectangle' | 'ellipse';
  width: number;
  height: number;
  capacity: number;
  categoryKey: string | null;
}

export interface ChartShape extends Placed {
  type: 'shape';
  shape: 'rectangle' | 'ellipse' | 'stage';
  width: number;
  height: number;
  label: string;
}

export interface ChartText extends Placed {
  type: 'text';
  text: string;
  size: number;
}

export type ChartObject = ChartRow | ChartTable | ChartArea | ChartShape | ChartText;

export interface ChartDocument {
  version: 1;
  categories: readonly SeatCategory[];
  objects: readonly ChartObject[];
}

export type GroupKind = 'row' | 'table';

/** A laid-out seat (the contract's `SeatPlace`). */
export interface SeatPlace {
  key: string;
  section: string;
  group: string;
  groupKind: GroupKind;
  seat: string;
  categoryKey: string | null;
  objectId: string;
  x: number;
  y: number;
  /**
   * Its position along the row (or clockwise around the table from the top), counting gaps. `layoutObject` sets
   * it; `bestAvailable` uses it so that a gap breaks a block. Optional because the contract's `SeatPlace` has no
   * such field: seats read back without it count as neighbours when they follow each other in the list.
   */
  index?: number;
}
